import ArgumentParser
import NumberEntry

/// The policy flags every field-driving subcommand shares (spec §5).
struct PolicyOptions: ParsableArguments {
    @Option(
        parsing: .unconditional, help: ArgumentHelp("The most integer digits (no limit by default).", valueName: "n"))
    var maxIntegerDigits: Int?

    @Option(
        parsing: .unconditional, help: ArgumentHelp("The most fraction digits; 0 allows integers only.", valueName: "n")
    )
    var maxFractionDigits = 2

    @Option(parsing: .unconditional, help: ArgumentHelp("The fraction digits finalize pads to.", valueName: "n"))
    var minFractionDigits = 0

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

    /// Whether the minus key may be used.
    enum Negative: EnumerableFlag {
        case allowNegative, noNegative
    }

    /// The policy the flags describe.
    var policy: NumberPolicy {
        NumberPolicy(
            maxIntegerDigits: maxIntegerDigits, maxFractionDigits: maxFractionDigits,
            minFractionDigits: minFractionDigits, allowsNegative: negative == .allowNegative, minimum: minimum,
            maximum: maximum, digits: latinDigits ? .latin : .locale)
    }

    func validate() throws {
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
