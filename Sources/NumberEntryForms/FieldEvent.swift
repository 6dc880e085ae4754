/// Something that happened to a field, as far as the timing of its errors goes.
enum FieldEvent: Sendable, Hashable, CaseIterable {
    /// An accepted edit changed the field's value.
    case valueChange
    /// The field gained focus.
    case focus
    /// The field lost focus.
    case focusLost
    /// The form was submitted.
    case submit
}
