public import NumberEntry

/// The values of a form's fields, in field order: a valid submission's, or the current ones
/// (`NumberForm.values`), where each entry tells an empty field from an invalid one.
///
/// Its description lists the field ids only: values may be personal data.
public struct FormValues: Sendable, Hashable, CustomStringConvertible, CustomReflectable {
    /// One field's value.
    public struct Entry: Sendable, Hashable {
        /// The field's id.
        public let fieldID: String
        /// The field's exact value; `nil` when empty.
        public let value: ExactDecimal?
        /// The first rule the value breaks (`required` for an empty required field); `nil`
        /// when it is valid.
        public let failure: ValidationFailure?

        /// One field's value and its failure, if any.
        public init(fieldID: String, value: ExactDecimal?, failure: ValidationFailure? = nil) {
            self.fieldID = fieldID
            self.value = value
            self.failure = failure
        }

        /// Whether the field is empty (whether or not that is allowed).
        public var isEmpty: Bool { value == nil }
        /// Whether the value passes every rule of the field.
        public var isValid: Bool { failure == nil }
    }

    /// Whether every field is valid.
    public var isValid: Bool { entries.allSatisfy(\.isValid) }

    /// The entry of the field `id`; `nil` when the form has no such field.
    public func entry(_ id: String) -> Entry? {
        entries.first { $0.fieldID == id }
    }

    /// The values in field order.
    public let entries: [Entry]

    /// Values in field order (the form makes them; this is for previews and tests).
    public init(entries: [Entry]) {
        self.entries = entries
    }

    /// The value of the field `id`; `nil` when it is empty or there is no such field.
    public subscript(id: String) -> ExactDecimal? {
        entries.first { $0.fieldID == id }?.value
    }

    public var description: String {
        "FormValues(" + entries.map(\.fieldID).joined(separator: ", ") + ")"
    }

    public var customMirror: Mirror {
        Mirror(self, children: ["fieldIDs": entries.map(\.fieldID)], displayStyle: .struct)
    }
}
