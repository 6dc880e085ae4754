/// The outcome of submitting a form.
///
/// Frozen: a new case is a major version.
public enum FormSubmission: Sendable, Hashable {
    /// Every field is valid.
    case valid(FormValues)
    /// Some fields failed: their errors in field order, and the first of them, which now has focus.
    case invalid(errors: [InlineError], focusedFieldID: String)
}
