/// The number fields and sections of one model, loaded from its hints file.
public struct ModelSpec: Sendable, Hashable {
    /// The model's name (`Invoice` for `Hints/Invoice.hints`).
    public let model: String
    /// The fields in file order.
    public let fields: [FieldSpec]
    /// The sections in file order.
    public let sections: [SectionSpec]
    /// Problems that did not stop the file from loading.
    public let warnings: [HintsDiagnostic]

    /// The field named `name`, if declared.
    public subscript(name: String) -> FieldSpec? {
        fields.first { $0.name == name }
    }

    /// The fields in display order: section by section, then those in no section, in file order.
    public var orderedFields: [FieldSpec] {
        var names: [String] = []
        for name in sections.flatMap(\.fields) + fields.map(\.name) where !names.contains(name) {
            names.append(name)
        }
        return names.compactMap { self[$0] }
    }
}
