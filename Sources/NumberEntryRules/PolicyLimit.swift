import NumberEntry

/// A limit of a policy that the parser and the keystroke engine both enforce, each under its own
/// name (`ParseError`, `EditRejection`): the one place those names meet the rule of the limit.
enum PolicyLimit {
    case integerDigits
    case fractionDigits
    case maximum
    case minimum
    case negative

    /// The limit a parser's refusal names; `nil` for a text that is no number (`empty`, `notANumber`).
    init?(_ error: ParseError) {
        switch error {
        case .empty, .notANumber: return nil
        case .tooManyIntegerDigits: self = .integerDigits
        case .tooManyFractionDigits: self = .fractionDigits
        case .aboveMaximum: self = .maximum
        case .belowMinimum: self = .minimum
        case .negativeNotAllowed: self = .negative
        }
    }

    /// The limit a refused edit names; `nil` for a refusal that breaks no limit of the policy.
    init?(_ rejection: EditRejection) {
        switch rejection {
        case .invalidCharacter, .groupingIsAutomatic, .invalidPaste, .invalidRange: return nil
        case .tooManyIntegerDigits: self = .integerDigits
        case .decimalNotAllowed, .tooManyFractionDigits: self = .fractionDigits
        case .aboveMaximum: self = .maximum
        case .belowMinimum: self = .minimum
        case .negativeNotAllowed: self = .negative
        }
    }

    /// The failure of the rule that checks this limit, with the bound or count of `policy`: a
    /// bound in the unit the field's `value` reports.
    func failure(in policy: NumberPolicy.Resolved) -> ValidationFailure {
        switch self {
        case .integerDigits:
            ValidationFailure(
                code: .maxIntegerDigits, parameters: ["maxIntegerDigits": .count(policy.stored.maxIntegerDigits ?? 0)])
        case .fractionDigits:
            ValidationFailure(
                code: .maxFractionDigits, parameters: ["maxFractionDigits": .count(policy.maxFractionDigits)])
        case .maximum:
            ValidationFailure(
                code: .maximum, parameters: ["maximum": .number(policy.value(ofShown: policy.stored.maximum ?? .zero))])
        case .minimum:
            ValidationFailure(
                code: .minimum, parameters: ["minimum": .number(policy.value(ofShown: policy.stored.minimum ?? .zero))])
        case .negative:
            ValidationFailure(code: .minimum, parameters: ["minimum": .number(.zero)])
        }
    }
}
