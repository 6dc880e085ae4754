import NumberEntry

/// A field as the page's URL query describes it: locale, format, policy and an optional start,
/// either a text with the case files' marks (`1,2|34`, `[1,234]`) or a value from outside
/// (`startValue`, Behaviour §16).
public struct FieldConfiguration: Sendable, Equatable {
    /// The ICU locale identifier.
    public var locale: String
    /// The policy, digits and step included.
    public var policy: NumberPolicy
    /// The start text without marks.
    public var startText: String
    /// The start selection.
    public var startSelection: Range<Int>
    /// The value from outside the field starts from, shown as finalize would; `nil` when the
    /// field starts from `startText`.
    public var startValue: ExactDecimal?

    /// The query keys a configuration reads; any other key is refused.
    public static let keys: Set<String> = [
        "locale", "format", "start", "maxIntegerDigits", "maxFractionDigits", "minFractionDigits",
        "allowsNegative", "minimum", "maximum", "digits", "step", "entry", "showsAffixes", "affixesWhenEmpty",
        "percentValue", "clampOnFinalize", "rounding", "currencyUsage", "startValue",
    ]

    /// Reads a configuration from query items. Missing or empty keys take the case format's
    /// defaults (`en_US`, plain, two fraction digits, no limits). `format` is `plain` or an ICU
    /// skeleton without precision, as the case files write it (`currency/EUR`, `currency/USD
    /// unit-width-narrow sign-accounting`, `percent`, `permille`, `measure-unit/mass-kilogram`);
    /// the fraction limits the query leaves out are the format's own, which the field resolves (a
    /// currency's digits, Behaviour §10.8). `rounding` is `reject` (the default) or one of
    /// `ExactDecimal.RoundingMode`'s names; `startValue`, a machine decimal, excludes `start`.
    public init(query: [String: String]) throws(PlaygroundError) {
        let query = query.filter { !$0.value.isEmpty }
        for (key, value) in query {
            guard Self.keys.contains(key) else { throw .invalidConfiguration("unknown setting \(key)") }
            guard value.utf16.count <= Limits.textLength else { throw .textTooLong }
        }
        locale = query["locale"] ?? "en_US"
        guard LocaleCatalog.accepts(locale) else { throw .unsupportedLocale(locale) }
        // The policy's settings, read by the one reader of policy objects (case files, Codable,
        // the command-line flags and hints files use it too).
        let formatName = query["format"] ?? "plain"
        do {
            policy = try NumberPolicy(settings: query.filter { !["locale", "start", "startValue"].contains($0.key) })
        } catch {
            if error.code == .unsupportedFormat {
                throw .unsupportedFormat(
                    formatName,
                    reason: "the formats are plain, percent, permille, currency/CODE (a code such as EUR, "
                        + "with unit-width-narrow or unit-width-iso-code and sign-accounting if wanted) and "
                        + "measure-unit/UNIT (an ICU unit such as mass-kilogram, with unit-width-narrow if wanted)")
            }
            throw .invalidConfiguration(error.description)
        }
        // A server's own limit: digit counts up to ICU's 999.
        for count in [policy.maxIntegerDigits, policy.maxFractionDigits, policy.minFractionDigits].compactMap({ $0 })
        where count > NumberPolicy.maximumMinFractionDigits {
            throw .invalidConfiguration("digit counts are at most \(NumberPolicy.maximumMinFractionDigits)")
        }
        if let code = policy.format.currencyCode, Currency.fractionDigits(of: code) == nil {
            throw .unsupportedFormat(formatName, reason: "ICU lists no currency \(code)")
        }
        do { try policy.validate() } catch { throw .invalidConfiguration(error.description) }
        (startText, startSelection) = try Self.marked(query["start"] ?? "")
        if let text = query["startValue"] {
            guard query["start"] == nil else { throw .invalidConfiguration("start and startValue exclude each other") }
            startValue = try Self.decimal(text, "startValue")
        }
    }

    /// What identifies the locale data an affixed format loads; `nil` for plain numbers.
    public var formatKey: String? {
        policy.format == .plain ? nil : "\(locale) \(policy.digits.rawValue) \(policy.format.skeleton)"
    }

    /// The locale variant (`hi_IN@numbers=deva`) the field loads, whose data the engine caches
    /// under the identifier as written; `nil` for a locale ICU lists.
    public var localeVariant: String? {
        LocaleCatalog.identifiers.contains(locale) ? nil : locale
    }

    /// Makes the field this configuration describes; a start value from outside that the policy
    /// refuses is `invalidStart` with the engine's reason.
    public func makeField() throws(PlaygroundError) -> NumberField {
        // A variant loads in its own digits first, so a numbering system ICU lacks is refused
        // even where Latin digits would replace it.
        if let system = LocaleCatalog.numberingSystem(ofVariant: locale),
            (try? NumberLocale.named(locale)) == nil
        {
            throw .unsupportedNumberingSystem(locale, system: system)
        }
        let numberLocale: NumberLocale
        do { numberLocale = try NumberLocale.named(locale, digits: policy.digits, format: policy.format) } catch {
            if error.code == .unsupportedFormat {
                throw .unsupportedFormat(policy.format.description, reason: "ICU has no data for it in \(locale)")
            }
            throw .unsupportedLocale(locale)
        }
        let field: NumberField
        do {
            if let startValue {
                field = try NumberField(locale: numberLocale, policy: policy, value: startValue)
            } else if startText.isEmpty {
                field = try NumberField(locale: numberLocale, policy: policy)
            } else {
                field = try NumberField(
                    locale: numberLocale, policy: policy, text: startText, selection: startSelection)
            }
        } catch {
            if let problem = error.policyProblem { throw .invalidConfiguration(problem.description) }
            throw .invalidStart(error.description)
        }
        // A value from outside may render longer than any text the query can carry.
        guard field.text.utf16.count <= Limits.textLength else { throw .fieldTooLong }
        return field
    }

    /// A machine decimal such as `-100.5`.
    private static func decimal(_ text: String, _ name: String) throws(PlaygroundError) -> ExactDecimal {
        guard let value = ExactDecimal(text) else { throw .invalidConfiguration("\(name) is a decimal number") }
        return value
    }

    /// Splits a start text into its text and the selection its marks give: `|` for a caret,
    /// `[` and `]` around a selection, none for a caret at the end.
    static func marked(_ marked: String) throws(PlaygroundError) -> (String, Range<Int>) {
        var text = ""
        var marks: [Int] = []
        var caret: Int?
        for scalar in marked.unicodeScalars {
            switch scalar {
            case "|":
                if caret != nil || !marks.isEmpty { throw .invalidStart("more than one caret") }
                caret = text.utf16.count
            case "[", "]":
                if caret != nil || marks.count == 2 || (scalar == "]") != (marks.count == 1) {
                    throw .invalidStart("misplaced selection marks")
                }
                marks.append(text.utf16.count)
            default: text.unicodeScalars.append(scalar)
            }
        }
        if marks.count == 1 { throw .invalidStart("an unclosed selection") }
        if marks.count == 2 { return (text, marks[0]..<marks[1]) }
        let end = caret ?? text.utf16.count
        return (text, end..<end)
    }
}
