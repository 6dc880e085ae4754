/// The built-in English message templates.
enum DefaultMessages {
    /// The template for a built-in code; a generic text for any other code.
    static func message(for code: ValidationCode, parameters: [String: ValidationParameter]) -> ValidationMessage {
        switch code {
        case .required: "Required"
        case .minimum: "Must be at least {minimum}"
        case .minimumExclusive: "Must be greater than {minimum}"
        case .maximum: "Must be at most {maximum}"
        case .maximumExclusive: "Must be less than {maximum}"
        case .integer: "Must be a whole number"
        case .maxIntegerDigits:
            counted(parameters["maxIntegerDigits"], zero: "Must have no digits before the decimal separator") {
                "Must have at most {maxIntegerDigits} \($0 ? "digit" : "digits") before the decimal separator"
            }
        case .maxFractionDigits:
            counted(parameters["maxFractionDigits"], zero: "Must be a whole number") {
                "Must have at most {maxFractionDigits} \($0 ? "decimal place" : "decimal places")"
            }
        case .multipleOf: "Must be a multiple of {step}"
        default: "Invalid value"
        }
    }

    /// `zero`'s text for a count of zero, otherwise `text(isOne)`.
    private static func counted(
        _ parameter: ValidationParameter?, zero: String, _ text: (Bool) -> String
    ) -> ValidationMessage {
        guard case .count(let count) = parameter else { return ValidationMessage(text(false)) }
        return ValidationMessage(count == 0 ? zero : text(count == 1))
    }
}
