/// Why a complete string is not an acceptable number (`NumberParser`).
///
/// Frozen: a new case is a major version.
public enum ParseError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The text is empty, only whitespace (lenient), or only a sign.
    case empty
    /// The text is not a number; `offset` is the UTF-16 offset of the first character that
    /// the reading in use cannot take (a lenient parse's from the lenient reading).
    /// `NumberParser.explanation(of:in:)` says what it found there and what was expected.
    case notANumber(offset: Int)
    /// The value has more integer digits than the policy allows.
    case tooManyIntegerDigits
    /// The value has more fraction digits than the policy allows (zeros ending the fraction
    /// carry no value and do not count).
    case tooManyFractionDigits
    /// The value is above the policy's maximum.
    case aboveMaximum
    /// The value is below the policy's minimum.
    case belowMinimum
    /// The value is negative and the policy does not allow negative numbers.
    case negativeNotAllowed

    /// A short English phrase, e.g. "not a number at offset 3".
    public var description: String {
        switch self {
        case .empty: "empty"
        case .notANumber(let offset): "not a number at offset \(offset)"
        case .tooManyIntegerDigits: "too many integer digits"
        case .tooManyFractionDigits: "too many fraction digits"
        case .aboveMaximum: "above the maximum"
        case .belowMinimum: "below the minimum"
        case .negativeNotAllowed: "negative numbers not allowed"
        }
    }

    /// The error's name, e.g. `notANumber`, as the command line and JSON report it.
    public var name: String {
        switch self {
        case .empty: "empty"
        case .notANumber: "notANumber"
        case .tooManyIntegerDigits: "tooManyIntegerDigits"
        case .tooManyFractionDigits: "tooManyFractionDigits"
        case .aboveMaximum: "aboveMaximum"
        case .belowMinimum: "belowMinimum"
        case .negativeNotAllowed: "negativeNotAllowed"
        }
    }
}
