import ArgumentParser
import NumberEntry

/// The format flags (Behaviour: currency, percent, per-mille and measure-unit fields): what a field
/// shows around its number.
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

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("A measure-unit field: ICU's unit name, e.g. mass-kilogram.", valueName: "unit"))
    var unit: String?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("How the unit is written: short (default, 12 kg) or narrow (12kg).", valueName: "width"))
    var unitWidth: String?

    /// Whether any format flag is given.
    var isSet: Bool {
        currency != nil || currencyWidth != nil || accounting || percent || permille || unit != nil || unitWidth != nil
    }

    /// The format the flags name.
    func format() throws -> NumberFormat {
        let formats = [currency != nil, percent, permille, unit != nil].filter { $0 }.count
        guard formats <= 1 else {
            throw ValidationError("--currency, --percent, --permille and --unit exclude each other.")
        }
        guard unitWidth == nil || unit != nil else { throw ValidationError("--unit-width needs --unit.") }
        if let unit {
            let widths: [String: NumberFormat.UnitWidth] = ["short": .short, "narrow": .narrow]
            guard let width = widths[unitWidth ?? "short"] else {
                throw ValidationError("--unit-width must be short or narrow.")
            }
            let skeleton = "measure-unit/\(unit)" + (width == .narrow ? " unit-width-narrow" : "")
            guard let format = try? NumberFormat(skeleton: skeleton) else {
                throw ValidationError("'\(unit)' is not an ICU unit name such as mass-kilogram.")
            }
            return format
        }
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
        guard Currency.fractionDigits(of: currency) != nil else {
            throw ValidationError("'\(currency)' is not a currency code the locale data lists.")
        }
        return .currency(code: currency.uppercased(), width: width, accounting: accounting)
    }
}
