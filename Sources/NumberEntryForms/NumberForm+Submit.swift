extension NumberForm {
    /// Finalizes and validates every field and shows each failure. When all pass, returns the
    /// values and takes focus away; otherwise moves focus to the first failed field and returns
    /// the errors.
    @discardableResult
    public mutating func submit() -> FormSubmission {
        for index in fields.indices {
            fields[index].engine.finalize()
            fields[index].handle(.submit)
        }
        let errors = fields.compactMap(\.visibleError)
        guard let first = errors.first else {
            resignFocus()
            return .valid(FormValues(entries: fields.map { FormValues.Entry(fieldID: $0.id, value: $0.value) }))
        }
        if focusedFieldID != first.fieldID {
            resignFocus()
            focusedFieldID = first.fieldID
        }
        return .invalid(errors: errors, focusedFieldID: first.fieldID)
    }
}
