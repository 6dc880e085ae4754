import ArgumentParser
import NumberEntry

/// `format`: exact decimal values as a finalized field shows them.
struct Format: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Format exact decimal values as a finalized field shows them.",
        discussion: "Exit status: 0, or 2 on a bad value, option or locale (then nothing is printed).")

    @Option(help: "ICU or BCP 47 locale identifier, e.g. de_DE, ar_EG, hi-IN.")
    var locale: String

    @Option(
        parsing: .unconditional, help: ArgumentHelp("Pad the fraction to at least this many digits.", valueName: "n"))
    var minFraction = 0

    @Flag(help: "Show Latin digits, with the separators and signs ICU gives the locale for them.")
    var latinDigits = false

    @Flag(help: "Show invisible characters as U+XXXX.")
    var showCodepoints = false

    @OptionGroup var affixes: FormatOptions

    @Flag(help: "Cents mode: exactly the field's fraction digits (a currency's own, else 2); no more are taken.")
    var cents = false

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Round each value to the field's fraction digits (a currency's own, else 2) first: halfEven, halfUp, halfDown, up, down, ceiling or floor; reject (default) shows every digit.",
            valueName: "mode"), transform: PolicyOptions.rounding)
    var rounding: ExactDecimal.RoundingMode?

    @Argument(
        parsing: .allUnrecognized,
        help: ArgumentHelp(
            "Values in machine notation: optional sign, ASCII digits, at most one '.'.", valueName: "value"))
    var values: [String] = []

    func validate() throws {
        guard minFraction >= 0 else { throw ValidationError("--min-fraction must not be negative.") }
        guard minFraction <= NumberPolicy.maximumMinFractionDigits else {
            throw ValidationError("--min-fraction must be at most \(NumberPolicy.maximumMinFractionDigits).")
        }
        guard !cents || minFraction == 0 else {
            throw ValidationError("--cents and --min-fraction exclude each other.")
        }
        guard !values.isEmpty else { throw ValidationError("Missing expected argument '<value> ...'.") }
        _ = try decimals()
        _ = try affixes.format()
    }

    func run() throws {
        let format = try affixes.format()
        let numberLocale = try NumberLocale.named(locale, digits: latinDigits ? .latin : .locale, format: format)
        let texts: [String]
        if cents {
            texts = try decimals().map { try centsText($0, locale: numberLocale) }
        } else {
            // A currency pads to its own digits unless --min-fraction asks for more.
            let policy = try NumberPolicy(format: format, rounding: rounding).resolved(for: numberLocale)
            let padding = max(minFraction, policy.minFractionDigits ?? 0)
            texts = try decimals().map {
                numberLocale.text(of: policy.outsideValue($0, in: numberLocale), minFractionDigits: padding)
            }
        }
        for text in texts { print(showCodepoints ? Printable.escaped(text) : text) }
    }

    /// A value as a finalized cents-mode field shows it (Behaviour §10.11): a value with more
    /// fraction digits than the field's is an error.
    private func centsText(_ value: ExactDecimal, locale: NumberLocale) throws -> String {
        let policy = NumberPolicy(
            format: locale.format, digits: latinDigits ? .latin : .locale, entry: .cents, rounding: rounding)
        var field = try NumberField(locale: locale, policy: policy, value: value)
        field.finalize()
        return field.text
    }

    private func decimals() throws -> [ExactDecimal] {
        try KeyList.literals(values).map { text in
            guard let value = ExactDecimal(text) else {
                throw ValidationError("'\(text)' is not a decimal number such as -1234.5.")
            }
            return value
        }
    }
}
