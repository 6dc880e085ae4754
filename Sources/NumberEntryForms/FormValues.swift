public import NumberEntry

/// The values of a valid form, in field order; `nil` for an empty optional field.
///
/// Its description lists the field ids only: values may be personal data.
public struct FormValues: Sendable, Hashable, CustomStringConvertible, CustomReflectable {
    /// One field's value.
    public struct Entry: Sendable, Hashable {
        /// The field's id.
        public let fieldID: String
        /// The field's exact value; `nil` when empty.
        public let value: ExactDecimal?

        /// One field's value.
        public init(fieldID: String, value: ExactDecimal?) {
            self.fieldID = fieldID
            self.value = value
        }
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
