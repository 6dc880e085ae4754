import ArgumentParser
import NumberEntry

/// The policy flags every field-driving subcommand shares (Behaviour §5).
struct PolicyOptions: ParsableArguments {
    @Option(
        parsing: .unconditional, help: ArgumentHelp("The most integer digits (no limit by default).", valueName: "n"))
    var maxIntegerDigits: Int?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "The most fraction digits; 0 allows integers only (default 2; a currency's own digits).", valueName: "n")
    )
    var maxFractionDigits: Int?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("The fraction digits finalize pads to (default 0; a currency's own digits).", valueName: "n")
    )
    var minFractionDigits: Int?

    @Flag(help: "Whether negative numbers may be typed.")
    var negative = Negative.allowNegative

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("The smallest value, an exact decimal such as -100.5.", valueName: "decimal"),
        transform: PolicyOptions.decimal)
    var minimum: ExactDecimal?

    @Option(
        parsing: .unconditional, help: ArgumentHelp("The largest value, an exact decimal.", valueName: "decimal"),
        transform: PolicyOptions.decimal)
    var maximum: ExactDecimal?

    @Flag(help: "Show Latin digits, with the separators and signs ICU gives the locale for them.")
    var latinDigits = false

    @OptionGroup var affixes: FormatOptions

    @Flag(help: "Cents mode: digits enter from the right ($0.05, $0.50, $5.00).")
    var cents = false

    @Flag(help: "Fixed-scale entry: the fraction always shows its digits, filled with zeros (42.|00).")
    var fixed = false

    @Flag(help: "Finalize brings a value outside --minimum/--maximum to the nearer bound.")
    var clampOnFinalize = false

    @OptionGroup var valueOptions: ValueOptions

    /// Whether the minus key may be used.
    enum Negative: EnumerableFlag {
        case allowNegative, noNegative
    }

    /// The policy the flags describe; the fraction limits left out are the format's own (a
    /// currency's digits), which the field resolves.
    var policy: NumberPolicy {
        NumberPolicy(
            format: (try? affixes.format()) ?? .plain, maxIntegerDigits: maxIntegerDigits,
            maxFractionDigits: maxFractionDigits, minFractionDigits: minFractionDigits,
            allowsNegative: negative == .allowNegative, minimum: minimum, maximum: maximum,
            digits: latinDigits ? .latin : .locale, entry: cents ? .cents : fixed ? .fixed : .natural,
            currencyUsage: valueOptions.currencyUsage, percentValue: valueOptions.percentValue,
            clampOnFinalize: clampOnFinalize,
            rounding: valueOptions.roundingMode)
    }

    func validate() throws {
        guard !(cents && fixed) else { throw ValidationError("--cents and --fixed exclude each other.") }
        try valueOptions.check(for: affixes.format())
        do {
            try policy.validate()
        } catch {
            throw ValidationError(error.description)
        }
    }

    private static func decimal(_ text: String) throws -> ExactDecimal {
        guard let value = ExactDecimal(text) else {
            throw ValidationError("'\(text)' is not a decimal number such as -1234.5")
        }
        return value
    }
}
