/// The limits a field enforces while typing (spec §5).
public struct NumberPolicy: Sendable, Hashable {
    /// Which digits a field shows.
    public enum Digits: String, Sendable, Hashable, CaseIterable {
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

    /// Throws `invalidPolicy` when the limits contradict each other.
    public func validate() throws(NumberEntryError) {
        if let maxIntegerDigits, maxIntegerDigits < 1 {
            throw .invalidPolicy("maxIntegerDigits must be at least 1")
        }
        if maxFractionDigits < 0 { throw .invalidPolicy("maxFractionDigits must not be negative") }
        if minFractionDigits < 0 { throw .invalidPolicy("minFractionDigits must not be negative") }
        if minFractionDigits > maxFractionDigits {
            throw .invalidPolicy("minFractionDigits must not exceed maxFractionDigits")
        }
        if !allowsNegative, let maximum, maximum.isNegative {
            throw .invalidPolicy("a negative maximum needs negative numbers")
        }
        if let minimum, let maximum, maximum < minimum {
            throw .invalidPolicy("minimum must not exceed maximum")
        }
    }
}
