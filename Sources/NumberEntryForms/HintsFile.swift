/// A model's hints file, read and checked: its field declarations and its sections.
public struct HintsFile: Sendable {
    /// The model's name (`Invoice` for `Hints/Invoice.hints`).
    public let model: String
    /// The fields in file order, each with the policy, bound rules and display hints the file
    /// gives it; the label is the id and the locale the form's.
    public let fields: [FieldDeclaration]
    /// The sections in file order.
    public let sections: [FormSection]
    /// Problems that did not stop the file from loading.
    public let warnings: [HintsDiagnostic]

    /// The field with this id, if the file declares it.
    public subscript(id: String) -> FieldDeclaration? {
        fields.first { $0.id == id }
    }

    /// The fields in display order: section by section, then those in no section, in file order.
    var orderedFields: [FieldDeclaration] {
        var ids: [String] = []
        for id in sections.flatMap(\.fieldIDs) + fields.map(\.id) where !ids.contains(id) {
            ids.append(id)
        }
        return ids.compactMap { self[$0] }
    }

    /// Reads the text of `model`'s hints file and checks all of it. Any error throws a
    /// ``HintsError`` listing every problem found; warnings are kept in `warnings`.
    public static func parse(_ text: String, model: String) throws(HintsError) -> HintsFile {
        var reader = HintsReader(file: model + ".hints")
        let (fields, sections) = reader.read(text)
        guard reader.errorCount == 0 else { throw HintsError(model: model, diagnostics: reader.diagnostics) }
        return HintsFile(model: model, fields: fields, sections: sections, warnings: reader.diagnostics)
    }
}
