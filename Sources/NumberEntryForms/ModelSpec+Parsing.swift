extension ModelSpec {
    /// Reads the text of `model`'s hints file and checks all of it. Any error throws a
    /// `HintsError` listing every problem found; warnings are kept in `warnings`.
    public static func parse(_ text: String, model: String) throws(HintsError) -> ModelSpec {
        var reader = HintsReader(file: model + ".hints")
        let (fields, sections) = reader.read(text)
        guard reader.errorCount == 0 else { throw HintsError(model: model, diagnostics: reader.diagnostics) }
        return ModelSpec(model: model, fields: fields, sections: sections, warnings: reader.diagnostics)
    }
}
