public import NumberEntry

/// Why a value broke a rule: a stable code, the numbers involved and a message template.
///
/// A failure never holds the value that was checked, so it can be logged or reported without
/// leaking what the user typed. It is an `Error`, so server code can throw it.
public struct ValidationFailure: Error, Sendable, Hashable {
    /// What kind of failure this is.
    public let code: ValidationCode
    /// The numbers the message refers to, by placeholder name (`"maximum"`).
    public let parameters: [String: ValidationParameter]
    /// The message template (English by default, or the rule's replacement).
    public let messageTemplate: ValidationMessage

    /// A failure; the message defaults to the built-in English text for `code` and `parameters`.
    public init(
        code: ValidationCode, parameters: [String: ValidationParameter] = [:], message: ValidationMessage? = nil
    ) {
        self.code = code
        self.parameters = parameters
        messageTemplate = message ?? DefaultMessages.message(for: code, parameters: parameters)
    }

    /// The message with its numbers rendered in `locale`, padded to `minimumFractionDigits`
    /// like the field shows them (`Must be at most 1.000,5` in `de_DE`).
    public func message(in locale: NumberLocale, minimumFractionDigits: Int = 0) -> String {
        messageTemplate.rendered(parameters, in: locale, minimumFractionDigits: minimumFractionDigits)
    }

    /// The same failure with another message template.
    func replacingMessage(with message: ValidationMessage) -> ValidationFailure {
        ValidationFailure(code: code, parameters: parameters, message: message)
    }
}
