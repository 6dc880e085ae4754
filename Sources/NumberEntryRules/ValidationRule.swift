public import NumberEntry

/// A check on a field's exact value: a value in, a failure out.
///
/// `nil` stands for an empty field (or one showing only a sign). Only a rule about presence,
/// such as `NumberRule.required`, should fail on it; every other rule lets an empty field pass.
public protocol ValidationRule: Sendable {
    /// The failure for `value`, or `nil` when the value satisfies the rule.
    func validate(_ value: ExactDecimal?) -> ValidationFailure?
}
