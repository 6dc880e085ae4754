/// A headless form of number fields: the focus chain, edits routed to the focused field,
/// validation timing and submission, with no UI. A UIKit, AppKit or SwiftUI layer (or a
/// server) wires its views to it.
///
/// A value type: no global state, no logging; its description never shows field values.
public struct NumberForm: Sendable, CustomStringConvertible, CustomReflectable {
    /// The fields in focus-chain order.
    public internal(set) var fields: [FormField]
    /// The id of the field that has focus, if any.
    public internal(set) var focusedFieldID: String?

    /// A form of `fields` in focus-chain order, nothing focused and no errors shown; the last
    /// field's Return key role is `done`, every other one's `next`. Fields start with their
    /// initial values.
    ///
    /// - Parameters:
    ///   - fields: the declarations, in focus-chain order.
    ///   - localeIdentifier: the locale of every field that names none (ICU form or BCP 47).
    ///   - messages: localizes the rule messages (English by default).
    /// - Throws: `invalidLocale` when the form's locale has no data, `duplicateFieldID`, or
    ///   `invalidField` naming the first field whose locale or policy cannot be used.
    public init(
        _ fields: [FieldDeclaration], localeIdentifier: String, messages: (any ValidationMessageProvider)? = nil
    ) throws(FormSetupError) {
        do {
            _ = try NumberLocale.named(localeIdentifier)
        } catch {
            throw .invalidLocale(error)
        }
        var seen: Set<String> = []
        var live: [FormField] = []
        for (index, field) in fields.enumerated() {
            guard seen.insert(field.id).inserted else { throw .duplicateFieldID(field.id) }
            let role: ReturnKeyRole = index == fields.count - 1 ? .done : .next
            live.append(
                try FormField(
                    field, localeIdentifier: field.localeIdentifier ?? localeIdentifier, returnKeyRole: role,
                    messages: messages))
        }
        self.fields = live
    }

    /// The field `id`, if the form has it.
    public subscript(id: String) -> FormField? {
        fields.first { $0.id == id }
    }

    /// The field that has focus, if any.
    public var focusedField: FormField? {
        focusedIndex.map { fields[$0] }
    }

    /// The errors shown, in field order.
    public var visibleErrors: [InlineError] {
        fields.compactMap(\.visibleError)
    }

    var focusedIndex: Int? {
        focusedFieldID.flatMap(index(of:))
    }

    func index(of id: String) -> Int? {
        fields.firstIndex { $0.id == id }
    }

    public var description: String {
        "NumberForm(" + fields.map(\.id).joined(separator: ", ") + "; focus: " + (focusedFieldID ?? "none") + ")"
    }

    public var customMirror: Mirror {
        Mirror(self, children: ["fields": fields, "focusedFieldID": focusedFieldID as Any], displayStyle: .struct)
    }
}
