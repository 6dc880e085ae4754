import NumberEntry

extension NumberForm {
    /// Applies an edit to the focused field's engine and, when the value changed, lets the
    /// field re-validate as its timing says.
    @discardableResult
    public mutating func apply(_ edit: Edit) throws(FormInputError) -> EditOutcome {
        guard let index = focusedIndex else { throw .noFocusedField }
        let before = fields[index].engine.value
        let outcome: EditOutcome
        do {
            outcome = try fields[index].engine.apply(edit)
        } catch {
            throw .rejected(error)
        }
        if outcome.textChanged || outcome.signChanged, fields[index].engine.value != before {
            fields[index].handle(.valueChange)
        }
        return outcome
    }

    /// Types or pastes `string` over the focused field's selection.
    public mutating func insert(_ string: String) throws(FormInputError) {
        try apply(.insert(string))
    }

    /// Replaces the UTF-16 range `lower..<upper` of the focused field, as a text delegate asks.
    public mutating func replace(from lower: Int, to upper: Int, with string: String) throws(FormInputError) {
        try apply(.replace(from: lower, to: upper, with: string))
    }

    /// Backspace in the focused field.
    public mutating func deleteBackward() throws(FormInputError) {
        try apply(.deleteBackward)
    }

    /// Forward delete in the focused field.
    public mutating func deleteForward() throws(FormInputError) {
        try apply(.deleteForward)
    }

    /// Selects the UTF-16 range `lower..<upper` of the focused field.
    public mutating func select(from lower: Int, to upper: Int) throws(FormInputError) {
        try apply(.select(from: lower, to: upper))
    }
}
