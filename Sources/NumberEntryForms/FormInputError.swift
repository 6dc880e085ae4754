public import NumberEntry

/// Why a focus change or an edit did nothing.
///
/// Growable: a later version may add a reason as a new static member (a minor version); compare
/// with `==` or read `fieldID`, `rejection` and `underlyingError`.
public struct FormInputError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The reasons.
    private enum Kind: Sendable, Hashable {
        case unknownField(String)
        case noFocusedField
        case rejected(EditRejection)
        case invalidValue(fieldID: String, NumberEntryError)
    }

    private let kind: Kind

    private init(_ kind: Kind) { self.kind = kind }

    /// No field of the form has this id.
    public static func unknownField(_ id: String) -> FormInputError { FormInputError(.unknownField(id)) }

    /// An edit arrived while no field has focus.
    public static let noFocusedField = FormInputError(.noFocusedField)

    /// The focused field's engine refused the edit; the field is unchanged.
    public static func rejected(_ rejection: EditRejection) -> FormInputError { FormInputError(.rejected(rejection)) }

    /// A value set on the field cannot be shown under its policy; the field is unchanged.
    public static func invalidValue(fieldID: String, _ error: NumberEntryError) -> FormInputError {
        FormInputError(.invalidValue(fieldID: fieldID, error))
    }

    /// The field the error names (an unknown id, or the field that refused a value); `nil`
    /// otherwise.
    public var fieldID: String? {
        switch kind {
        case .unknownField(let id), .invalidValue(let id, _): id
        case .noFocusedField, .rejected: nil
        }
    }

    /// Why the engine refused an edit; `nil` for every other error.
    public var rejection: EditRejection? {
        if case .rejected(let rejection) = kind { return rejection }
        return nil
    }

    /// Why the engine refused a value; `nil` for every other error.
    public var underlyingError: NumberEntryError? {
        if case .invalidValue(_, let error) = kind { return error }
        return nil
    }

    public var description: String {
        switch kind {
        case .unknownField(let id): "no field with id \(id)"
        case .noFocusedField: "no field has focus"
        case .rejected(let rejection): "edit rejected: \(rejection)"
        case .invalidValue(let id, let error): "field \(id): \(error)"
        }
    }
}
