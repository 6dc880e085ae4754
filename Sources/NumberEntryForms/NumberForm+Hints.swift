extension NumberForm {
    /// A form of the fields a hints file declares, in its display order (section by section,
    /// then the fields in no section), each with its spec's policy and bound rules.
    ///
    /// - Parameters:
    ///   - spec: the model's hints file, parsed.
    ///   - localeIdentifier: the locale of every field (ICU form or BCP 47).
    ///   - labels: the label of each field by name; a missing label falls back to the name.
    ///   - rules: further rules by field name, checked after the spec's (e.g. `.required`).
    ///   - timing: when errors show and hide.
    public init(
        _ spec: ModelSpec, localeIdentifier: String, labels: [String: String], rules: [String: [NumberRule]] = [:],
        timing: ValidationTiming = .standard
    ) throws(FormSetupError) {
        try self.init(
            spec.orderedFields.map {
                FieldDefinition(
                    $0, label: labels[$0.name] ?? $0.name, localeIdentifier: localeIdentifier,
                    rules: rules[$0.name] ?? [], timing: timing)
            })
    }
}
