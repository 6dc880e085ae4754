/// Localizes rule messages: an app returns the template for a failure in its own language
/// (placeholders such as `{maximum}` are still rendered in the field's locale), or `nil` to keep
/// the built-in English text. A rule's own replacement message (`NumberRule.message(_:)`) is
/// what the provider receives as `failure.messageTemplate`.
public protocol ValidationMessageProvider: Sendable {
    /// The template for `failure` in a field labelled `fieldLabel`, or `nil` for the default.
    func message(for failure: ValidationFailure, fieldLabel: String) -> ValidationMessage?
}

/// A message provider made from a closure.
public struct ClosureMessageProvider: ValidationMessageProvider {
    private let provide: @Sendable (ValidationFailure, String) -> ValidationMessage?

    /// A provider that asks `provide` with the failure and the field's label.
    public init(_ provide: @escaping @Sendable (ValidationFailure, String) -> ValidationMessage?) {
        self.provide = provide
    }

    public func message(for failure: ValidationFailure, fieldLabel: String) -> ValidationMessage? {
        provide(failure, fieldLabel)
    }
}
