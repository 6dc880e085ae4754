/// The limits a field enforces while typing (Behaviour §5) and the format it shows (§10).
///
/// The format is said once: by the policy's `format`, from which the initializers that take a
/// locale identifier or a `Locale` load the locale data, or by locale data loaded for a format
/// (`NumberLocale.named(_:digits:format:)`), which a policy that leaves `format` at `.plain` takes.
/// A policy that names a format needs data loaded for it, else it throws `formatMismatch`. A
/// currency's own fraction digits apply unless the policy sets digits explicitly (Behaviour
/// §10.8), so a yen field is
/// `try NumberField(localeIdentifier: "ja_JP", policy: NumberPolicy(format: .currency(code: "JPY")))`.
/// `NumberField` and `NumberParser` resolve a policy against their locale data once, at init
/// (`resolved(for:)`); their `policy` is the resolved one, with concrete digits, and its `stored`
/// is the policy to store (`JSONEncoder().encode(field.policy.stored)`).
public struct NumberPolicy: Sendable, Hashable {
    /// Which digits a field shows.
    ///
    /// Frozen: a new case is a major version.
    public enum Digits: String, Sendable, Hashable, CaseIterable, Codable {
        /// The locale's default numbering system (or the one its identifier names).
        case locale
        /// The locale's `latn` numbering system, with the separators and signs ICU gives it.
        case latin
    }

    /// The most integer digits; `nil` for no limit.
    public var maxIntegerDigits: Int?
    /// The most fraction digits; 0 makes an integer field. `nil` is the format's own: a
    /// currency's fraction digits (its cash digits with `currencyUsage: .cash`), else 2.
    public var maxFractionDigits: Int?
    /// Fraction digits that finalize pads to. `nil` is the format's own, capped by
    /// `maxFractionDigits`: a currency's fraction digits, else 0.
    public var minFractionDigits: Int?
    /// Whether negative numbers may be typed.
    public var allowsNegative: Bool
    /// The smallest value, in the number shown (12.5 for `12.5 %` whatever `percentValue` says);
    /// a minimum of zero or more also forbids the minus key.
    public var minimum: ExactDecimal?
    /// The largest value, in the number shown.
    public var maximum: ExactDecimal?
    /// Locale or Latin digits.
    public var digits: Digits
    /// What step up and down add and subtract (1 unless set).
    public var step: Step
    /// What the field shows around the number (Behaviour §10); the field's locale data must have
    /// been loaded for it (`NumberLocale.named(_:digits:format:)`, which the initializers taking
    /// an identifier or a `Locale` call). Held normalized (`NumberFormat.normalized`: a currency
    /// code in upper case), so that a policy writes and reads back equal; a malformed code or
    /// unit name is refused by `validate()`.
    public var format: NumberFormat {
        didSet { format = format.normalized ?? format }
    }
    /// Whether a currency field takes the currency's standard or cash fraction digits when the
    /// policy sets none (Behaviour §10.8).
    public var currencyUsage: CurrencyUsage
    /// How digits enter (Behaviour §10.11, §14).
    public var entry: Entry
    /// Whether an empty field shows the positive affixes, with the caret between them.
    public var affixesWhenEmpty: Bool
    /// Whether the text shows the affixes; with `false` it is the body only, and the host
    /// draws `NumberField.prefix` and `suffix`.
    public var showsAffixes: Bool
    /// What `NumberField.value` reports in a percent or per-mille field.
    public var percentValue: PercentValue
    /// Whether finalize brings a value outside `minimum`...`maximum` to the nearer bound
    /// (Behaviour §15); with it the bounds refuse no edit (a person may type past them), and an
    /// outside value beyond them is clamped (§16). Typing is never clamped.
    public var clampOnFinalize: Bool
    /// How a value from outside (`NumberField(locale:policy:value:)`, a form's stored value)
    /// with more fraction digits than the field allows is taken (Behaviour §16): `nil` refuses
    /// it with `tooManyFractionDigits`; a rounding mode rounds it. In a cash policy a mode rounds
    /// to the cash increment, also at finalize (§10.8). Typing is never rounded.
    public var rounding: ExactDecimal.RoundingMode?

    /// The value of a percent or per-mille field.
    ///
    /// Frozen: a new case is a major version.
    public enum PercentValue: String, Sendable, Hashable, CaseIterable, Codable {
        /// The number shown: `12.5 %` is 12.5.
        case shown
        /// The fraction it stands for: `12.5 %` is 0.125, `12.5‰` is 0.0125.
        case fraction
    }

    /// Which of a currency's fraction digits a field takes (ICU's currency usage).
    ///
    /// Frozen: a new case is a major version.
    public enum CurrencyUsage: String, Sendable, Hashable, CaseIterable, Codable {
        /// The digits of accounting and prices (CZK 2).
        case standard
        /// The digits of cash amounts (CZK 0), where they differ.
        case cash
    }

    /// The most fraction digits finalize may pad to: ICU's own limit.
    public static let maximumMinFractionDigits = 999

    /// Creates a policy. Every setting has a default: a plain field in the locale's digits, no
    /// limits but two fraction digits (a currency's own in a currency field), step 1, no clamping,
    /// outside values with too many fraction digits refused. This initializer is frozen with
    /// these sixteen parameters: a setting added later is set through its `var` (or
    /// `init(settings:)`), never as a new parameter or overload.
    public init(
        format: NumberFormat = .plain, maxIntegerDigits: Int? = nil, maxFractionDigits: Int? = nil,
        minFractionDigits: Int? = nil, allowsNegative: Bool = true, minimum: ExactDecimal? = nil,
        maximum: ExactDecimal? = nil, digits: Digits = .locale, step: Step = 1, entry: Entry = .natural,
        currencyUsage: CurrencyUsage = .standard, affixesWhenEmpty: Bool = false, showsAffixes: Bool = true,
        percentValue: PercentValue = .shown, clampOnFinalize: Bool = false,
        rounding: ExactDecimal.RoundingMode? = nil
    ) {
        self.format = format.normalized ?? format
        self.maxIntegerDigits = maxIntegerDigits
        self.maxFractionDigits = maxFractionDigits
        self.minFractionDigits = minFractionDigits
        self.allowsNegative = allowsNegative
        self.minimum = minimum
        self.maximum = maximum
        self.digits = digits
        self.step = step
        self.entry = entry
        self.currencyUsage = currencyUsage
        self.affixesWhenEmpty = affixesWhenEmpty
        self.showsAffixes = showsAffixes
        self.percentValue = percentValue
        self.clampOnFinalize = clampOnFinalize
        self.rounding = rounding
    }

    /// Whether the minus key may make a number negative.
    public var permitsNegative: Bool {
        allowsNegative && (minimum.map { $0.isNegative } ?? true)
    }

    /// Throws `invalidPolicy` when the limits it sets contradict each other or exceed ICU's
    /// (the fraction digits a currency leaves to the locale's data are checked by
    /// `resolved(for:)`), and `unsupportedFormat` for a format with a malformed currency code or
    /// unit name. This is the one check of a policy's settings against each other: every reader
    /// that refuses a policy (hints files, the command-line flags) refuses what it refuses. A
    /// negative `minimum` with `allowsNegative` false is valid, as no negative value can be
    /// entered (Behaviour §5); a negative `maximum` then leaves no value, and is refused.
    public func validate() throws(NumberEntryError) {
        guard format.normalized != nil else { throw .unsupportedFormat(format.description) }
        try validateEachSetting()
        if let minFractionDigits {
            // A format other than a currency has its own fraction digits whatever the locale.
            let fractionLimit = maxFractionDigits ?? (format.currencyCode == nil ? Self.defaultFractionDigits.max : nil)
            if let fractionLimit, minFractionDigits > fractionLimit {
                let own = maxFractionDigits == nil ? " (\(fractionLimit), the format's own)" : ""
                throw .invalidPolicy(
                    .minFractionDigits, .contradiction, "minFractionDigits must not exceed maxFractionDigits" + own)
            }
        }
        try entry.rule.validate(self)  // the entry mode's own checks
        if currencyUsage == .cash && format.currencyCode == nil {
            throw .invalidPolicy(.currencyUsage, .contradiction, "currencyUsage cash needs a currency format")
        }
        if !allowsNegative, let maximum, maximum.isNegative {
            throw .invalidPolicy(.maximum, .contradiction, "a negative maximum needs negative numbers")
        }
        if let minimum, let maximum, maximum < minimum {
            throw .invalidPolicy(.minimum, .contradiction, "minimum must not exceed maximum")
        }
        try validateClampedBounds()
        try validateStep(maxFractionDigits: maxFractionDigits)
    }

    /// Finalize shows a clamped bound as it is: it must be a value the field could show.
    private func validateClampedBounds() throws(NumberEntryError) {
        guard clampOnFinalize else { return }
        for (setting, bound) in [(Setting.minimum, minimum), (.maximum, maximum)] {
            guard let bound else { continue }
            if let maxFractionDigits, bound.scale > maxFractionDigits {
                throw .invalidPolicy(
                    setting, .contradiction, "a bound clamped to must have at most maxFractionDigits fraction digits")
            }
            if let maxIntegerDigits, bound.integerDigitCount > maxIntegerDigits {
                throw .invalidPolicy(
                    setting, .contradiction, "a bound clamped to must have at most maxIntegerDigits integer digits")
            }
        }
    }
}
