extension NumberForm {
    /// The current value of every field with its current failure, whether shown or not: for
    /// saving a draft, or for a server that checks a submitted record.
    public var values: FormValues {
        FormValues(
            entries: fields.map { FormValues.Entry(fieldID: $0.id, value: $0.value, failure: $0.currentFailure) })
    }

    /// Shows `value` in the field `id` as finalize would (`nil` empties it), as when a stored
    /// record is loaded; the field re-validates as its timing says. `value` is in the unit the
    /// field's `value` reports, so a value read from `values` comes back with the same text. Throws `unknownField`, or
    /// `invalidValue` when the field's policy cannot show the value; the form is then unchanged.
    public mutating func setValue(_ value: ExactDecimal?, forField id: String) throws(FormInputError) {
        guard let index = index(of: id) else { throw .unknownField(id) }
        try fields[index].show(value)
        fields[index].handle(.valueChange)
    }

    /// Every field back to its initial value with no error shown, and no field focused.
    public mutating func reset() {
        focusedFieldID = nil
        for index in fields.indices { fields[index].reset() }
    }
}
