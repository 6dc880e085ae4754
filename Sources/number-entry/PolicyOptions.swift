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

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "The policy's format: plain, or an ICU skeleton such as currency/EUR, 'currency/USD sign-accounting', percent, permille, measure-unit/mass-kilogram (instead of --currency, --percent, --permille, --unit).",
            valueName: "skeleton"))
    var format: String?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("Whether negative numbers may be typed: true (default) or false.", valueName: "bool"),
        transform: PolicyOptions.boolean)
    var allowsNegative: Bool?

    @Flag(help: "Whether negative numbers may be typed (shorthands of --allows-negative).")
    var negative: Negative?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("The smallest value, an exact decimal such as -100.5.", valueName: "decimal"),
        transform: PolicyOptions.decimal)
    var minimum: ExactDecimal?

    @Option(
        parsing: .unconditional, help: ArgumentHelp("The largest value, an exact decimal.", valueName: "decimal"),
        transform: PolicyOptions.decimal)
    var maximum: ExactDecimal?

    @Option(parsing: .unconditional, help: ArgumentHelp("The digits: locale (default) or latin.", valueName: "digits"))
    var digits: String?

    @Flag(help: "Show Latin digits, with the separators and signs ICU gives the locale for them (--digits latin).")
    var latinDigits = false

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("What step up and down add and subtract, e.g. 0.25 (default 1).", valueName: "decimal"))
    var step: String?

    @OptionGroup var affixes: FormatOptions

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("How digits enter: natural (default), cents or fixed.", valueName: "entry"))
    var entry: String?

    @Flag(help: "Cents mode: digits enter from the right ($0.05, $0.50, $5.00); --entry cents.")
    var cents = false

    @Flag(help: "Fixed-scale entry: the fraction always shows its digits, filled with zeros (42.|00); --entry fixed.")
    var fixed = false

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("Whether an empty field shows the affixes: true or false (default).", valueName: "bool"),
        transform: PolicyOptions.boolean)
    var affixesWhenEmpty: Bool?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("Whether the text shows the affixes: true (default) or false.", valueName: "bool"),
        transform: PolicyOptions.boolean)
    var showsAffixes: Bool?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("Whether finalize clamps to the bounds: true or false (default).", valueName: "bool"),
        transform: PolicyOptions.boolean)
    var clampOnFinalize: Bool?

    @OptionGroup var valueOptions: ValueOptions

    /// Whether the minus key may be used.
    enum Negative: EnumerableFlag {
        case allowNegative, noNegative
    }

    /// The policy the flags describe; the fraction limits left out are the format's own (a
    /// currency's digits), which the field resolves. Valid once `validate()` passed.
    var policy: NumberPolicy {
        (try? settings()).flatMap { try? NumberPolicy(settings: $0) } ?? NumberPolicy()
    }

    /// The policy object the flags give, read by `NumberPolicy(settings:)` as the case files' and
    /// the playground's are: each flag is a setting by its name (`--max-fraction-digits` is
    /// `maxFractionDigits`) with the same values; `--cents`, `--fixed`, `--latin-digits`,
    /// `--no-negative` and the format flags are shorthands, which may not contradict them.
    func settings() throws -> [String: String] {
        var settings: [String: String] = [:]
        func set(_ name: String, _ value: String?, flag: String) throws {
            guard let value else { return }
            if let earlier = settings[name], earlier != value {
                throw ValidationError("\(flag) contradicts another flag that sets \(name) to \(earlier).")
            }
            settings[name] = value
        }
        try set("format", format.map(Self.canonicalFormat), flag: "--format")
        if affixes.isSet { try set("format", try affixes.format().description, flag: "the format flags") }
        try set("maxIntegerDigits", maxIntegerDigits.map(String.init), flag: "--max-integer-digits")
        try set("maxFractionDigits", maxFractionDigits.map(String.init), flag: "--max-fraction-digits")
        try set("minFractionDigits", minFractionDigits.map(String.init), flag: "--min-fraction-digits")
        try set("allowsNegative", allowsNegative.map(String.init), flag: "--allows-negative")
        try set("allowsNegative", negative.map { String($0 == .allowNegative) }, flag: "--allow-negative/--no-negative")
        try set("minimum", minimum?.description, flag: "--minimum")
        try set("maximum", maximum?.description, flag: "--maximum")
        try set("digits", digits, flag: "--digits")
        try set("digits", latinDigits ? "latin" : nil, flag: "--latin-digits")
        try set("step", step, flag: "--step")
        try set("entry", entry, flag: "--entry")
        try set("entry", cents ? "cents" : nil, flag: "--cents")
        try set("entry", fixed ? "fixed" : nil, flag: "--fixed")
        try set("affixesWhenEmpty", affixesWhenEmpty.map(String.init), flag: "--affixes-when-empty")
        try set("showsAffixes", showsAffixes.map(String.init), flag: "--shows-affixes")
        try set("clampOnFinalize", clampOnFinalize.map(String.init), flag: "--clamp-on-finalize")
        try set("currencyUsage", valueOptions.currencyUsage?.rawValue, flag: "--currency-usage")
        try set("percentValue", valueOptions.percentValue?.rawValue, flag: "--percent-value")
        try set("rounding", valueOptions.rounding?.text, flag: "--rounding")
        return settings
    }

    func validate() throws {
        guard !(cents && fixed) else { throw ValidationError("--cents and --fixed exclude each other.") }
        let policy: NumberPolicy
        do { policy = try NumberPolicy(settings: settings()) } catch let error as NumberEntryError {
            throw ValidationError(error.description)
        }
        try valueOptions.check(for: policy.format)
        do { try policy.validate() } catch { throw ValidationError(error.description) }
    }

    /// A Boolean setting's value: `true` or `false`, as the policy object writes it.
    private static func boolean(_ text: String) throws -> Bool {
        guard let value = Bool(text) else { throw ValidationError("expected true or false, not '\(text)'") }
        return value
    }

    /// `--format`'s skeleton as the format it reads as writes it (`currency/eur` is
    /// `currency/EUR`), so a format flag naming the same format does not contradict it; text that
    /// is no format is left for the policy reader to refuse.
    private static func canonicalFormat(_ text: String) -> String {
        (try? NumberFormat.read(wireText: text).get())?.description ?? text
    }

    private static func decimal(_ text: String) throws -> ExactDecimal {
        guard let value = ExactDecimal(text) else {
            throw ValidationError("'\(text)' is not a decimal number such as -1234.5")
        }
        return value
    }
}
