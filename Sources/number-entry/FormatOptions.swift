import ArgumentParser
import NumberEntry

/// The format flags (Behaviour: currency, percent and per-mille fields): what a field shows
/// around its number.
struct FormatOptions: ParsableArguments {
    @Option(parsing: .unconditional, help: ArgumentHelp("A currency field: the ISO 4217 code.", valueName: "code"))
    var currency: String?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("How the currency is written: symbol (default), narrow or iso.", valueName: "width"))
    var currencyWidth: String?

    @Flag(help: "Negative amounts in accounting style, e.g. ($12.50) in en_US.")
    var accounting = false

    @Flag(help: "A percent field: 12.5 shows as 12.5% in en_US, 12,5 % in fr_FR.")
    var percent = false

    @Flag(help: "A per-mille field.")
    var permille = false

    /// The format the flags name.
    func format() throws -> NumberFormat {
        let formats = [currency != nil, percent, permille].filter { $0 }.count
        guard formats <= 1 else { throw ValidationError("--currency, --percent and --permille exclude each other.") }
        guard let currency else {
            guard currencyWidth == nil, !accounting else {
                throw ValidationError("--currency-width and --accounting need --currency.")
            }
            return percent ? .percent : permille ? .perMille : .plain
        }
        let widths: [String: NumberFormat.CurrencyWidth] = ["symbol": .symbol, "narrow": .narrow, "iso": .isoCode]
        guard let width = widths[currencyWidth ?? "symbol"] else {
            throw ValidationError("--currency-width must be symbol, narrow or iso.")
        }
        guard NumberFormat.fractionDigits(ofCurrency: currency) != nil else {
            throw ValidationError("'\(currency)' is not a currency code the locale data lists.")
        }
        return .currency(code: currency.uppercased(), width: width, accounting: accounting)
    }
}
