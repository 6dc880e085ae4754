public import NumberEntry

/// Why a form cannot be built from its field declarations.
public enum FormSetupError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The form's locale cannot be used.
    case invalidLocale(NumberEntryError)
    /// Two fields share an id.
    case duplicateFieldID(String)
    /// A field's locale or policy cannot be used.
    case invalidField(id: String, NumberEntryError)

    public var description: String {
        switch self {
        case .invalidLocale(let error): "form locale: \(error)"
        case .duplicateFieldID(let id): "duplicate field id \(id)"
        case .invalidField(let id, let error): "field \(id): \(error)"
        }
    }
}

/// Why a focus change or an edit did nothing.
public enum FormInputError: Error, Sendable, Hashable, CustomStringConvertible {
    /// No field of the form has this id.
    case unknownField(String)
    /// An edit arrived while no field has focus.
    case noFocusedField
    /// The focused field's engine refused the edit; the field is unchanged.
    case rejected(EditRejection)
    /// A value set on the field cannot be shown under its policy; the field is unchanged.
    case invalidValue(fieldID: String, NumberEntryError)

    public var description: String {
        switch self {
        case .unknownField(let id): "no field with id \(id)"
        case .noFocusedField: "no field has focus"
        case .rejected(let rejection): "edit rejected: \(rejection)"
        case .invalidValue(let id, let error): "field \(id): \(error)"
        }
    }
}
