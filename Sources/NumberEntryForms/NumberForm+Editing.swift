import NumberEntry

extension NumberForm {
    /// Types or pastes `string` over the focused field's selection.
    public mutating func insert(_ string: String) throws(FormInputError) {
        try editFocused { (field: inout NumberField) throws(EditRejection) in try field.insert(string) }
    }

    /// Replaces the UTF-16 range `lower..<upper` of the focused field, as a text delegate asks.
    public mutating func replace(from lower: Int, to upper: Int, with string: String) throws(FormInputError) {
        try editFocused { (field: inout NumberField) throws(EditRejection) in
            try field.replace(from: lower, to: upper, with: string)
        }
    }

    /// Backspace in the focused field.
    public mutating func deleteBackward() throws(FormInputError) {
        try editFocused { (field: inout NumberField) throws(EditRejection) in try field.deleteBackward() }
    }

    /// Forward delete in the focused field.
    public mutating func deleteForward() throws(FormInputError) {
        try editFocused { (field: inout NumberField) throws(EditRejection) in try field.deleteForward() }
    }

    /// Selects the UTF-16 range `lower..<upper` of the focused field.
    public mutating func select(from lower: Int, to upper: Int) throws(FormInputError) {
        try editFocused { (field: inout NumberField) throws(EditRejection) in try field.select(from: lower, to: upper) }
    }

    /// Runs `edit` on the focused field's engine and, when the value changed, lets the field
    /// re-validate as its timing says.
    private mutating func editFocused(
        _ edit: (inout NumberField) throws(EditRejection) -> Void
    ) throws(FormInputError) {
        guard let index = focusedIndex else { throw .noFocusedField }
        let before = fields[index].engine.value
        do {
            try edit(&fields[index].engine)
        } catch {
            throw .rejected(error)
        }
        if fields[index].engine.value != before { fields[index].handle(.valueChange) }
    }
}
