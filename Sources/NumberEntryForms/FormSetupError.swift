public import NumberEntry

/// Why a form cannot be built from its field declarations.
///
/// Growable: a later version may add a reason as a new static member (a minor version); compare
/// with `==` or read `fieldID` and `underlyingError`.
public struct FormSetupError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The reasons.
    private enum Kind: Sendable, Hashable {
        case invalidLocale(NumberEntryError)
        case duplicateFieldID(String)
        case invalidField(id: String, NumberEntryError)
    }

    private let kind: Kind

    private init(_ kind: Kind) { self.kind = kind }

    /// The form's locale cannot be used.
    public static func invalidLocale(_ error: NumberEntryError) -> FormSetupError {
        FormSetupError(.invalidLocale(error))
    }

    /// Two fields share an id.
    public static func duplicateFieldID(_ id: String) -> FormSetupError { FormSetupError(.duplicateFieldID(id)) }

    /// A field's locale or policy cannot be used.
    public static func invalidField(id: String, _ error: NumberEntryError) -> FormSetupError {
        FormSetupError(.invalidField(id: id, error))
    }

    /// The field the error is about (the shared id, or the field that cannot be used); `nil` for
    /// the form's locale.
    public var fieldID: String? {
        switch kind {
        case .invalidLocale: nil
        case .duplicateFieldID(let id), .invalidField(let id, _): id
        }
    }

    /// Why the engine refused the form's or the field's locale or policy; `nil` for a shared id.
    public var underlyingError: NumberEntryError? {
        switch kind {
        case .invalidLocale(let error), .invalidField(_, let error): error
        case .duplicateFieldID: nil
        }
    }

    public var description: String {
        switch kind {
        case .invalidLocale(let error): "form locale: \(error)"
        case .duplicateFieldID(let id): "duplicate field id \(id)"
        case .invalidField(let id, let error): "field \(id): \(error)"
        }
    }
}
