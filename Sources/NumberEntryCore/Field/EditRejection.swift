/// Why an edit was refused. A refused edit leaves the field exactly as it was.
///
/// The cases are frozen: a new case comes only with a new major version, so a `switch` over
/// them may be exhaustive (see "Definition of public API" in the README).
public enum EditRejection: String, Error, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// The character can never be part of a number.
    case invalidCharacter
    /// A grouping separator was typed; grouping is automatic.
    case groupingIsAutomatic
    /// A decimal separator in an integer field.
    case decimalNotAllowed
    /// A minus sign where the policy forbids negative numbers.
    case negativeNotAllowed
    /// The result would have more integer digits than the policy allows.
    case tooManyIntegerDigits
    /// The result would have more fraction digits than the policy allows.
    case tooManyFractionDigits
    /// The result would be positive and above the maximum.
    case aboveMaximum
    /// The result would be negative and below the minimum.
    case belowMinimum
    /// A pasted text is not one number, or its sign cannot stand at the edit point.
    case invalidPaste
    /// The range is out of bounds, inverted, or splits a surrogate pair.
    case invalidRange

    /// A short English phrase, e.g. "too many fraction digits".
    public var description: String {
        switch self {
        case .invalidCharacter: "invalid character"
        case .groupingIsAutomatic: "grouping is automatic"
        case .decimalNotAllowed: "decimal separator not allowed"
        case .negativeNotAllowed: "negative numbers not allowed"
        case .tooManyIntegerDigits: "too many integer digits"
        case .tooManyFractionDigits: "too many fraction digits"
        case .aboveMaximum: "above the maximum"
        case .belowMinimum: "below the minimum"
        case .invalidPaste: "not a number"
        case .invalidRange: "invalid range"
        }
    }
}
