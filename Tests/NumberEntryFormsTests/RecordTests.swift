import NumberEntryForms
import Testing

/// Forms holding real records: prefilled values, values set by the app, reset, the current
/// values with empty told from invalid, and localized messages.
@Suite("Forms for stored records")
struct RecordTests {
    static let fields = [
        FieldDeclaration(
            id: "price", label: "Preis", localeIdentifier: "de_DE", policy: NumberPolicy(minFractionDigits: 2),
            rules: [.required, .maximum(1000)], initialValue: dec("1234.5")),
        FieldDeclaration(id: "quantity", label: "Menge", localeIdentifier: "ar_EG", rules: [.multiple(of: 6)]),
        FieldDeclaration(id: "note", label: "Rabatt"),
    ]

    @Test("Prefilled fields show stored values as finalize would; values tell empty from invalid")
    func prefill() throws {
        let form = try NumberForm(Self.fields, localeIdentifier: "en_US")
        #expect(form["price"]?.text == "1.234,50")
        let values = form.values
        #expect(values.entry("price")?.failure?.code == .maximum)
        #expect(values.entry("quantity")?.isEmpty == true && values.entry("quantity")?.isValid == true)
        #expect(values.entry("missing") == nil)
        #expect(!values.isValid)
    }

    @Test("setValue shows a value, refuses one the policy forbids, and reset restores the record")
    func setValueAndReset() throws {
        var form = try NumberForm(Self.fields, localeIdentifier: "en_US")
        try form.setValue(dec("12"), forField: "quantity")
        #expect(form["quantity"]?.text == "١٢")
        try form.setValue(nil, forField: "price")
        #expect(form.values.entry("price")?.failure?.code == .required)
        #expect(throws: FormInputError.self) { try form.setValue(dec("1.234"), forField: "price") }
        #expect(form["price"]?.text == "")
        #expect(throws: FormInputError.unknownField("nope")) { try form.setValue(nil, forField: "nope") }
        try form.focus("quantity")
        try form.insert("5")
        form.submit()
        #expect(!form.visibleErrors.isEmpty)
        form.reset()
        #expect(form["price"]?.text == "1.234,50" && form["quantity"]?.text == "")
        #expect(form.visibleErrors.isEmpty && form.focusedFieldID == nil)
    }

    @Test("A message provider localizes every rule message; numbers stay in the field's locale")
    func localizedMessages() throws {
        let german = ClosureMessageProvider { failure, label in
            switch failure.code {
            case .maximum: ValidationMessage("\(label) darf höchstens {maximum} sein")
            case .required: ValidationMessage("\(label) fehlt")
            default: nil
            }
        }
        var form = try NumberForm(Self.fields, localeIdentifier: "en_US", messages: german)
        try form.setValue(dec("7"), forField: "quantity")
        guard case .invalid(let errors, _) = form.submit() else {
            Issue.record("the form must be invalid")
            return
        }
        #expect(errors.map(\.message) == ["Preis darf höchstens 1.000,00 sein", "Must be a multiple of ٦"])
    }

    @Test("NumberEntryForms re-exports NumberEntry")
    func reexports() throws {
        #expect(try NumberParser(localeIdentifier: "de_DE").parse("1.234,5").description == "1234.5")
    }
}
