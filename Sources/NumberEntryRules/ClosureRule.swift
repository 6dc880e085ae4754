import NumberEntry

/// A rule decided by a closure on the value; an empty field passes (`NumberRule.custom`).
struct ClosureRule: ValidationRule {
    /// The code of the failure.
    let code: ValidationCode
    /// The message of the failure.
    let message: ValidationMessage
    /// The parameters of the failure.
    let parameters: [String: ValidationParameter]
    private let isValid: @Sendable (ExactDecimal) -> Bool

    /// A rule that fails with `code`, `message` and `parameters` when `isValid` returns false.
    init(
        code: ValidationCode, message: ValidationMessage, parameters: [String: ValidationParameter] = [:],
        isValid: @escaping @Sendable (ExactDecimal) -> Bool
    ) {
        self.code = code
        self.message = message
        self.parameters = parameters
        self.isValid = isValid
    }

    func validate(_ value: ExactDecimal?) -> ValidationFailure? {
        guard let value, !isValid(value) else { return nil }
        return ValidationFailure(code: code, parameters: parameters, message: message)
    }
}
