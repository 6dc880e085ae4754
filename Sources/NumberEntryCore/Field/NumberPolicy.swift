/// The limits a field enforces while typing (Behaviour §5).
public struct NumberPolicy: Sendable, Hashable, Codable {
    /// Which digits a field shows.
    public enum Digits: String, Sendable, Hashable, CaseIterable, Codable {
        /// The locale's default numbering system (or the one its identifier names).
        case locale
        /// The locale's `latn` numbering system, with the separators and signs ICU gives it.
        case latin
    }

    /// The most integer digits; `nil` for no limit.
    public var maxIntegerDigits: Int?
    /// The most fraction digits; 0 makes an integer field.
    public var maxFractionDigits: Int
    /// Fraction digits that finalize pads to.
    public var minFractionDigits: Int
    /// Whether negative numbers may be typed.
    public var allowsNegative: Bool
    /// The smallest value; a minimum of zero or more also forbids the minus key.
    public var minimum: ExactDecimal?
    /// The largest value.
    public var maximum: ExactDecimal?
    /// Locale or Latin digits.
    public var digits: Digits
    /// What step up and down add and subtract (1 unless set).
    public var step: Step = 1
    /// What the field shows around the number (Behaviour §10); the field's locale data must have
    /// been loaded for it (`NumberLocale.named(_:digits:format:)`).
    public var format: NumberFormat = .plain
    /// How digits enter (Behaviour §10.11).
    public var entry: Entry = .natural
    /// Whether an empty field shows the positive affixes, with the caret between them.
    public var affixesWhenEmpty = false
    /// Whether the text shows the affixes; with `false` it is the body only, and the host
    /// draws `NumberField.prefix` and `suffix`.
    public var showsAffixes = true
    /// What `NumberField.value` reports in a percent or per-mille field.
    public var percentValue: PercentValue = .shown
    /// Whether finalize brings a value outside `minimum`...`maximum` to the nearer bound
    /// (Behaviour §15); typing is never clamped.
    public var clampOnFinalize = false
    /// How a value from outside (`NumberField(value:)`, a form's stored value) with more
    /// fraction digits than the field allows is taken (Behaviour §16): `nil` refuses it with
    /// `tooManyFractionDigits`; a rounding mode rounds it. What a person types is never rounded.
    public var rounding: ExactDecimal.RoundingMode?

    /// How digits enter a field.
    public enum Entry: String, Sendable, Hashable, CaseIterable, Codable {
        /// Where the caret is (Behaviour §4).
        case natural
        /// From the right, with exactly `maxFractionDigits` fraction digits shown (cents mode).
        case cents
    }

    /// The value of a percent or per-mille field.
    public enum PercentValue: String, Sendable, Hashable, CaseIterable, Codable {
        /// The number shown: `12.5 %` is 12.5.
        case shown
        /// The fraction it stands for: `12.5 %` is 0.125, `12.5‰` is 0.0125.
        case fraction
    }

    /// The most fraction digits finalize may pad to: ICU's own limit.
    public static let maximumMinFractionDigits = 999

    /// Creates a policy; the defaults are those of the case format (two fraction digits).
    public init(
        maxIntegerDigits: Int? = nil, maxFractionDigits: Int = 2, minFractionDigits: Int = 0,
        allowsNegative: Bool = true, minimum: ExactDecimal? = nil, maximum: ExactDecimal? = nil,
        digits: Digits = .locale
    ) {
        self.maxIntegerDigits = maxIntegerDigits
        self.maxFractionDigits = maxFractionDigits
        self.minFractionDigits = minFractionDigits
        self.allowsNegative = allowsNegative
        self.minimum = minimum
        self.maximum = maximum
        self.digits = digits
    }

    /// Whether the minus key may make a number negative.
    public var permitsNegative: Bool {
        allowsNegative && (minimum.map { $0.isNegative } ?? true)
    }

    /// Throws `invalidPolicy` when the limits contradict each other or exceed ICU's.
    public func validate() throws(NumberEntryError) {
        if let maxIntegerDigits, maxIntegerDigits < 1 {
            throw .invalidPolicy("maxIntegerDigits must be at least 1")
        }
        if maxFractionDigits < 0 { throw .invalidPolicy("maxFractionDigits must not be negative") }
        if minFractionDigits < 0 { throw .invalidPolicy("minFractionDigits must not be negative") }
        if minFractionDigits > Self.maximumMinFractionDigits {
            throw .invalidPolicy("minFractionDigits must be at most \(Self.maximumMinFractionDigits)")
        }
        if minFractionDigits > maxFractionDigits {
            throw .invalidPolicy("minFractionDigits must not exceed maxFractionDigits")
        }
        if !allowsNegative, let maximum, maximum.isNegative {
            throw .invalidPolicy("a negative maximum needs negative numbers")
        }
        if let minimum, let maximum, maximum < minimum {
            throw .invalidPolicy("minimum must not exceed maximum")
        }
        try validateStep()
    }
}

extension NumberPolicy {
    /// Sets the fraction limits of a currency field whose currency has `digits` fraction
    /// digits (Behaviour §10.8): each limit the caller does not set (`nil`) becomes `digits`, and a
    /// `maxFractionDigits` set below `digits` brings the default `minFractionDigits` down with it.
    public mutating func setCurrencyFractionDigits(_ digits: Int, maxFractionDigits: Int?, minFractionDigits: Int?) {
        self.maxFractionDigits = maxFractionDigits ?? digits
        self.minFractionDigits = minFractionDigits ?? min(digits, self.maxFractionDigits)
    }
}
