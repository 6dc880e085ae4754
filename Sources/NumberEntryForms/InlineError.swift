/// The error shown under a field, ready for an accessible inline label.
public struct InlineError: Sendable, Hashable {
    /// The field the error belongs to.
    public let fieldID: String
    /// The field's label.
    public let fieldLabel: String
    /// The failure behind the message.
    public let failure: ValidationFailure
    /// The message, its numbers rendered in the field's locale.
    public let message: String

    /// An inline error (the form makes them; this is for previews and tests).
    public init(fieldID: String, fieldLabel: String, failure: ValidationFailure, message: String) {
        self.fieldID = fieldID
        self.fieldLabel = fieldLabel
        self.failure = failure
        self.message = message
    }

    /// An identifier for the error label derived from the field's id (`quantity.error`), so a
    /// view layer can tie the label to its field (`aria-describedby`, UI tests).
    public var accessibilityIdentifier: String { fieldID + ".error" }

    /// What assistive technologies read for the error: the field's label, then the message.
    public var accessibilityLabel: String { fieldLabel + ": " + message }
}
