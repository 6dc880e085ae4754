import FuzzSupport
import NumberEntryForms
import _NumberEntryTestSupport

/// Hints files and form rules with extreme numbers.
enum FormChecks {
    static let keys = [
        "minimum", "maximum", "maxIntegerDigits", "maxFractionDigits", "minFractionDigits", "expectedLength",
        "displayWidth",
    ]

    /// A hints file whose numbers have extreme exponents or many digits loads, or fails with
    /// short diagnostics; a form made from it takes typing, a value and a submit.
    static func hints(_ bytes: inout FuzzBytes) {
        var members: [String] = []
        for _ in 0...Int(bytes.next() % 4) {
            let number = Extremes.numberText(&bytes)
            let written = bytes.next() & 1 == 0 ? number : "\"\(number)\""
            members.append("\"\(keys[Int(bytes.next()) % keys.count])\": \(written)")
        }
        let text = "{\"a\": {" + members.joined(separator: ", ") + "}}"
        let hints: HintsFile
        do {
            hints = try HintsFile.parse(text, model: "Fuzz")
        } catch {
            let length = String(describing: error).utf8.count
            if length > 4096 + 64 * text.utf8.count { broken("a diagnostic of \(length) bytes for \(text)") }
            return
        }
        guard var form = try? NumberForm(hints, localeIdentifier: "en_US") else { return }
        exercise(&form, &bytes)
    }

    /// Rules and a counter with extreme counts in a form that takes typing, values and submits.
    static func rules(_ bytes: inout FuzzBytes) {
        let rules: [NumberRule] = [
            .maxIntegerDigits(Extremes.integer(&bytes)), .maxFractionDigits(Extremes.integer(&bytes)),
            .minimum(Extremes.decimal(&bytes)), .maximum(Extremes.decimal(&bytes)),
        ]
        let declaration = FieldDeclaration(
            id: "a", policy: FieldChecks.policy(&bytes), rules: rules, expectedLength: Extremes.integer(&bytes),
            showCharacterCounter: true)
        guard var form = try? NumberForm([declaration], localeIdentifier: "en_US") else { return }
        exercise(&form, &bytes)
        for failure in form.values.entries.compactMap(\.failure) {
            _ = failure.message(in: form.fields[0].engine.locale, minimumFractionDigits: Extremes.integer(&bytes))
        }
    }

    private static func exercise(_ form: inout NumberForm, _ bytes: inout FuzzBytes) {
        guard let id = form.fields.first?.id else { return }
        try? form.focus(id)
        for _ in 0..<Int(bytes.next() % 8) {
            _ = try? form.apply(FieldChecks.edit(&bytes, text: form.fields[0].text))
        }
        try? form.setValue(Extremes.decimal(&bytes), forField: id)
        _ = form.submit()
        _ = form.visibleErrors.map(\.message)
        _ = form.description
    }
}
