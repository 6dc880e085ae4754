import NumberEntry

/// One edit of a field, made through the public API as a text view would.
enum FieldEdit {
    /// Typing or pasting the text over the selection.
    case insert(String)
    /// Backspace.
    case deleteBackward
    /// Commit on blur or submit.
    case finalize

    func apply(to field: inout NumberField) throws(EditRejection) {
        switch self {
        case .insert(let text): try field.insert(text)
        case .deleteBackward: try field.deleteBackward()
        case .finalize: field.finalize()
        }
    }
}
