/// Why an edit was refused. A refused edit leaves the field exactly as it was.
///
/// Frozen: a new case is a major version.
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

    /// A short English phrase, e.g. "too many fraction digits". A bound rejection does not know
    /// the bound: `description(for:)` names it.
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

extension EditRejection {
    /// `description` with the bound named for a bound rejection, from the policy of the field
    /// that refused the edit: "above the maximum 100", "below the minimum -5" (the bound as the
    /// policy holds it, in the number the field shows). Other rejections read as `description`.
    ///
    /// ```swift
    /// catch { print(error.description(for: field.policy)) }   // above the maximum 100
    /// ```
    public func description(for policy: NumberPolicy.Resolved) -> String {
        switch self {
        case .aboveMaximum: policy.stored.maximum.map { "above the maximum \($0)" } ?? description
        case .belowMinimum: policy.stored.minimum.map { "below the minimum \($0)" } ?? description
        default: description
        }
    }
}
