/// What the Return key did.
///
/// Frozen: a new case is a major version.
public enum ReturnKeyOutcome: Sendable, Hashable {
    /// Focus moved to the next field.
    case movedFocus(to: String)
    /// The form was submitted (Return in the last field, or with no field focused).
    case submitted(FormSubmission)
}
