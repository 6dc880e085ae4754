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

    /// The message with its numbers rendered in `locale`, with its format and padded to
    /// `minimumFractionDigits` (`Must be at most 1.000,5` in `de_DE`), and its counts as plain
    /// whole numbers in the locale's digits. Numbers are taken as the numbers shown: for a field
    /// whose values are fractions of what it shows, use `message(in:policy:)`.
    public func message(in locale: NumberLocale, minimumFractionDigits: Int = 0) -> String {
        messageTemplate.rendered(parameters, in: locale, minimumFractionDigits: minimumFractionDigits)
    }

    /// The message as a field with `locale` and `policy` shows it: bounds and steps, which are in
    /// the unit the field's `value` reports, as the field shows that number (`Must be at least 5%`
    /// for 0.05 with `percentValue: .fraction`), padded as the field pads a finalized value;
    /// counts as plain whole numbers in the locale's digits.
    /// A policy `locale` cannot resolve (`NumberPolicy.resolved(for:)` throws) renders its
    /// numbers as `message(in:)` does.
    public func message(in locale: NumberLocale, policy: NumberPolicy) -> String {
        let resolved = try? policy.resolved(for: locale)
        return messageTemplate.rendered(
            parameters, in: locale, minimumFractionDigits: resolved?.finalizedFractionDigits ?? 0, policy: resolved)
    }

    /// The same failure with another message template.
    package func replacingMessage(with message: ValidationMessage) -> ValidationFailure {
        ValidationFailure(code: code, parameters: parameters, message: message)
    }
}
