extension NumberForm {
    /// Gives the field `id` focus. The field that had it is finalized (Behaviour §7) and loses it;
    /// focusing the focused field does nothing.
    public mutating func focus(_ id: String) throws(FormInputError) {
        guard let index = index(of: id) else { throw .unknownField(id) }
        moveFocus(to: index)
    }

    /// Takes focus away from the focused field, which is finalized; no field has focus afterwards.
    public mutating func resignFocus() {
        guard let index = focusedIndex else { return }
        focusedFieldID = nil
        fields[index].engine.finalize()
        fields[index].handle(.focusLost)
    }

    /// The Return key: moves focus to the next field, or submits from the last field (or when
    /// no field has focus).
    @discardableResult
    public mutating func pressReturn() -> ReturnKeyOutcome {
        guard let index = focusedIndex, index + 1 < fields.count else {
            return .submitted(submit())
        }
        moveFocus(to: index + 1)
        return .movedFocus(to: fields[index + 1].id)
    }

    private mutating func moveFocus(to index: Int) {
        guard index != focusedIndex else { return }
        resignFocus()
        focusedFieldID = fields[index].id
        fields[index].handle(.focus)
    }
}
