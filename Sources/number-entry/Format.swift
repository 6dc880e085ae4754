import ArgumentParser
import NumberEntry

/// `format`: exact decimal values as a finalized field shows them.
struct Format: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Format exact decimal values as a finalized field shows them.",
        discussion: """
            A value with more fraction digits than the field shows (a currency's own, else 2, or \
            --max-fraction) is refused unless --rounding names a mode. Exit status: 0, or 2 on a \
            bad or refused value, option or locale (then nothing is printed).
            """)

    @Option(help: "ICU or BCP 47 locale identifier, e.g. de_DE, ar_EG, hi-IN.")
    var locale: String

    @Option(
        parsing: .unconditional, help: ArgumentHelp("Pad the fraction to at least this many digits.", valueName: "n"))
    var minFraction = 0

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "The most fraction digits the field shows (default: a currency's own, else 2, or --min-fraction).",
            valueName: "n"))
    var maxFraction: Int?

    @Flag(help: "Show Latin digits, with the separators and signs ICU gives the locale for them.")
    var latinDigits = false

    @Flag(help: "Show invisible characters as U+XXXX.")
    var showCodepoints = false

    @OptionGroup var affixes: FormatOptions

    @Flag(help: "Cents mode: exactly the field's fraction digits (a currency's own, else 2); no more are taken.")
    var cents = false

    @OptionGroup var valueOptions: ValueOptions

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
        try valueOptions.check(for: affixes.format())
    }

    func run() throws {
        let format = try affixes.format()
        let digits: NumberPolicy.Digits = latinDigits ? .latin : .locale
        let numberLocale = try NumberLocale.named(locale, digits: digits, format: format)
        let policy = try fieldPolicy(format: format, digits: digits, locale: numberLocale)
        let texts = try decimals().map { try text(of: $0, policy: policy, locale: numberLocale) }
        for text in texts { print(showCodepoints ? Printable.escaped(text) : text) }
    }

    /// The policy of the finalized field that shows the values (Behaviour §16): the format's
    /// fraction digits (a currency's own, else 2) or `--max-fraction`, padded to
    /// `--min-fraction`; in cents mode exactly its fraction digits.
    private func fieldPolicy(format: NumberFormat, digits: NumberPolicy.Digits, locale: NumberLocale) throws
        -> NumberPolicy
    {
        let own = try NumberPolicy(format: format, digits: digits, currencyUsage: valueOptions.usage)
            .resolved(for: locale)
        let maxDigits = maxFraction ?? max(own.maxFractionDigits, minFraction)
        let padding = max(minFraction, min(own.minFractionDigits, maxDigits))
        let policy = NumberPolicy(
            format: format, maxFractionDigits: maxDigits, minFractionDigits: cents ? nil : padding, digits: digits,
            entry: cents ? .cents : .natural, currencyUsage: valueOptions.usage,
            percentValue: valueOptions.percentUnit, rounding: valueOptions.roundingMode)
        do {
            return try policy.resolved(for: locale).stored
        } catch {
            throw ValidationError(error.description)
        }
    }

    /// `value` as a finalized field with `policy` shows it, or why the field refuses it.
    private func text(of value: ExactDecimal, policy: NumberPolicy, locale: NumberLocale) throws -> String {
        let field: NumberField
        do {
            field = try NumberField(locale: locale, policy: policy, value: value)
        } catch {
            guard let rejection = error.startRejection else { throw error }
            throw Refusal(value: value, rejection: rejection, fractionDigits: policy.maxFractionDigits ?? 0)
        }
        var finalized = field
        finalized.finalize()
        return finalized.text
    }

    /// A value the field refuses, with what to do about it.
    struct Refusal: Error, CustomStringConvertible {
        let value: ExactDecimal
        let rejection: EditRejection
        let fractionDigits: Int

        var description: String {
            let advice =
                rejection == .tooManyFractionDigits
                ? " (the field shows at most \(fractionDigits) fraction digits; --rounding <mode> rounds it, "
                    + "--max-fraction <n> allows more)" : ""
            return "\(value) is refused: \(rejection.rawValue)\(advice)"
        }
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
