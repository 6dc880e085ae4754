extension NumberForm {
    /// A form of the fields a hints file declares, in its display order (section by section,
    /// then the fields in no section), each with the file's policy and bound rules.
    ///
    /// - Parameters:
    ///   - hints: the model's hints file, read.
    ///   - localeIdentifier: the locale of every field (ICU form or BCP 47).
    ///   - labels: the label of each field by id; a missing label falls back to the id.
    ///   - formats: the format of each field by id (a currency decided at run time, a percent, a
    ///     unit), in place of the hints file's; a field not named keeps the format its hints file
    ///     gives, plain when the file gives none.
    ///   - rules: further rules by field id, checked after the file's (e.g. `.required`).
    ///   - timing: when errors show and hide.
    ///   - messages: localizes the rule messages (English by default).
    public init(
        _ hints: HintsFile, localeIdentifier: String, labels: [String: String] = [:],
        formats: [String: NumberFormat] = [:], rules: [String: [NumberRule]] = [:],
        timing: ValidationTiming = .standard,
        messages: (any ValidationMessageProvider)? = nil
    ) throws(FormSetupError) {
        let fields = hints.orderedFields.map { declared in
            var field = declared
            field.label = labels[field.id] ?? field.label
            field.policy.format = formats[field.id] ?? field.policy.format
            field.rules += rules[field.id] ?? []
            field.timing = timing
            return field
        }
        try self.init(fields, localeIdentifier: localeIdentifier, messages: messages)
    }
}
