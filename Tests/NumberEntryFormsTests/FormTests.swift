import NumberEntry
import NumberEntryForms
import Testing

@Suite("Headless form")
struct FormTests {
    /// Three en_US fields: an optional count, a required amount of at least 10, a percentage up to 100.
    static func threeFields(timing: ValidationTiming = .standard) throws -> NumberForm {
        try NumberForm(
            [
                FieldDeclaration(
                    id: "count", label: "Count", policy: NumberPolicy(maxFractionDigits: 0), timing: timing),
                FieldDeclaration(
                    id: "amount", label: "Amount", policy: NumberPolicy(minFractionDigits: 2),
                    rules: [.required, .minimum(dec("10"))], timing: timing),
                FieldDeclaration(
                    id: "percent", label: "Percent", policy: NumberPolicy(maxFractionDigits: 1, allowsNegative: false),
                    rules: [.required, .minimum(dec("10")), .maximum(dec("100"))], timing: timing),
            ], localeIdentifier: "en_US")
    }

    static func type(_ keys: String, into form: inout NumberForm) throws {
        for key in keys { try form.insert(String(key)) }
    }

    @Test("Return key roles: next for every field, done for the last")
    func returnKeyRoles() throws {
        #expect(try Self.threeFields().fields.map(\.returnKeyRole) == [.next, .next, .done])
        let single = try NumberForm([FieldDeclaration(id: "only", label: "Only")], localeIdentifier: "de_DE")
        #expect(single.fields.map(\.returnKeyRole) == [.done])
    }

    @Test("A declaration says only what differs: the label defaults to the id, the locale to the form's")
    func declarationDefaults() throws {
        var form = try NumberForm([FieldDeclaration(id: "total")], localeIdentifier: "de_DE")
        #expect(form["total"]?.label == "total")
        try form.focus("total")
        try Self.type("1234,5", into: &form)
        #expect(form["total"]?.text == "1.234,5")
    }

    @Test("Return walks the focus chain and submits on the last field")
    func returnWalksTheChain() throws {
        var form = try Self.threeFields()
        try form.focus("count")
        #expect(form.pressReturn() == .movedFocus(to: "amount"))
        #expect(form.focusedFieldID == "amount")
        try Self.type("12", into: &form)
        #expect(form.pressReturn() == .movedFocus(to: "percent"))
        #expect(form["amount"]?.text == "12.00", "leaving a field finalizes it")
        try Self.type("50", into: &form)
        guard case .submitted(.valid(let values)) = form.pressReturn() else {
            Issue.record("Return in the last field submits")
            return
        }
        #expect(values.entries.map(\.fieldID) == ["count", "amount", "percent"])
        #expect(values["count"] == nil)
        #expect(values["amount"] == dec("12"))
        #expect(values["percent"] == dec("50"))
        #expect(form.focusedFieldID == nil, "a valid submit takes focus away")
    }

    @Test("Return with no focused field submits")
    func returnWithoutFocus() throws {
        var form = try Self.threeFields()
        guard case .submitted(.invalid(_, let focused)) = form.pressReturn() else {
            Issue.record("expected an invalid submission")
            return
        }
        #expect(focused == "amount")
    }

    @Test("Submit with several failures shows them all and focuses the first failed field")
    func submitFocusesFirstFailure() throws {
        var form = try Self.threeFields()
        try form.focus("count")
        try Self.type("7", into: &form)
        try form.focus("percent")
        try Self.type("5", into: &form)
        #expect(form.visibleErrors.isEmpty, "nothing is shown before the first submit")
        let submission = form.submit()
        let expected = [
            InlineError(
                fieldID: "amount", fieldLabel: "Amount", failure: ValidationFailure(code: .required),
                message: "Required"),
            InlineError(
                fieldID: "percent", fieldLabel: "Percent",
                failure: ValidationFailure(code: .minimum, parameters: ["minimum": .number(dec("10"))]),
                message: "Must be at least 10"),
        ]
        #expect(submission == .invalid(errors: expected, focusedFieldID: "amount"))
        #expect(form.focusedFieldID == "amount")
        #expect(form.visibleErrors == expected)
        #expect(form["count"]?.visibleError == nil)
        #expect(form["percent"]?.visibleError?.accessibilityLabel == "Percent: Must be at least 10")
        #expect(form["percent"]?.visibleError?.accessibilityIdentifier == "percent.error")
    }

    @Test("A failed field re-validates on every edit; its error hides as soon as it is valid")
    func fixingRevalidates() throws {
        var form = try Self.threeFields()
        try form.focus("percent")
        try Self.type("5", into: &form)
        form.submit()
        #expect(form.focusedFieldID == "amount")
        try form.insert("5")
        #expect(form["amount"]?.visibleError?.message == "Must be at least 10.00", "the message follows the value")
        try form.insert("0")
        #expect(form["amount"]?.visibleError == nil, "50 is valid: the error hides at once")
        try form.deleteBackward()
        try form.deleteBackward()
        #expect(form["amount"]?.visibleError?.message == "Required", "a failed field keeps re-validating")
        #expect(form["percent"]?.visibleError?.message == "Must be at least 10", "other fields are untouched")
        try Self.type("20", into: &form)
        #expect(form.pressReturn() == .movedFocus(to: "percent"))
        try Self.type("00", into: &form)
        #expect(form["percent"]?.text == "500")
        #expect(form["percent"]?.visibleError?.message == "Must be at most 100")
        try form.deleteBackward()
        #expect(form["percent"]?.visibleError == nil)
        guard case .submitted(.valid(let values)) = form.pressReturn() else {
            Issue.record("expected a valid submission")
            return
        }
        #expect(values["amount"] == dec("20"))
        #expect(values["percent"] == dec("50"))
    }

    @Test("Edits go to the focused field only; refused edits leave it unchanged")
    func editsRouteToFocus() throws {
        var form = try Self.threeFields()
        #expect(throws: FormInputError.noFocusedField) { try form.insert("1") }
        #expect(throws: FormInputError.unknownField("nope")) { try form.focus("nope") }
        try form.focus("count")
        try Self.type("1234", into: &form)
        #expect(form["count"]?.text == "1,234")
        #expect(throws: FormInputError.rejected(.decimalNotAllowed)) { try form.insert(".") }
        #expect(form["count"]?.text == "1,234")
        #expect(form["count"]?.selection == 5..<5)
        try form.select(from: 0, to: 5)
        try form.replace(from: 0, to: 5, with: "98765")
        #expect(form["count"]?.text == "98,765")
        try form.select(from: 0, to: 0)
        try form.deleteForward()
        #expect(form["count"]?.text == "8,765")
        #expect(form["amount"]?.text == "")
        #expect(throws: FormInputError.rejected(.invalidRange)) { try form.select(from: 9, to: 1) }
        form.resignFocus()
        #expect(form.focusedField == nil)
        #expect(throws: FormInputError.noFocusedField) { try form.deleteBackward() }
    }

    @Test("Losing focus finalizes the field")
    func blurFinalizes() throws {
        var form = try Self.threeFields()
        try form.focus("amount")
        try Self.type("12.", into: &form)
        #expect(form.focusedField?.text == "12.")
        try form.focus("count")
        #expect(form["amount"]?.text == "12.00")
        try form.insert("-")
        #expect(form["count"]?.text == "-")
        form.resignFocus()
        #expect(form["count"]?.text == "")
    }

    @Test("Focusing the focused field changes nothing")
    func refocus() throws {
        var form = try Self.threeFields(timing: ValidationTiming(hidesErrorOn: .onFocus))
        form.submit()
        try form.focus("amount")
        #expect(form["amount"]?.visibleError?.message == "Required", "submit's own focus move does not hide")
        try form.focus("percent")
        #expect(form["percent"]?.visibleError == nil, "focus hides the error with hidesErrorOn: .onFocus")
        #expect(form["amount"]?.visibleError?.message == "Required")
    }

    @Test("validatesOn onFocusLost shows an error when the field is left")
    func validateOnFocusLost() throws {
        var form = try Self.threeFields(timing: ValidationTiming(validatesOn: .onFocusLost))
        try form.focus("percent")
        try Self.type("5", into: &form)
        #expect(form.visibleErrors.isEmpty)
        try form.focus("count")
        #expect(form["percent"]?.visibleError?.message == "Must be at least 10")
        #expect(form["amount"]?.visibleError == nil, "a field never focused is not validated")
    }

    @Test("validatesOn onValueChange validates as the value changes, not on caret moves or sign-only text")
    func validateOnValueChange() throws {
        var form = try Self.threeFields(timing: ValidationTiming(validatesOn: .onValueChange))
        try form.focus("amount")
        try form.insert("-")
        #expect(form.visibleErrors.isEmpty, "'-' has no value, like the empty field: no value change")
        try form.insert("-")
        try form.insert("5")
        #expect(form["amount"]?.visibleError?.message == "Must be at least 10.00")
        try form.insert(".")
        try form.select(from: 0, to: 0)
        #expect(form["amount"]?.visibleError?.message == "Must be at least 10.00")
        try form.select(from: 2, to: 2)
        try form.insert("0")
        #expect(form["amount"]?.text == "5.0")
        try form.select(from: 0, to: 0)
        try form.insert("1")
        #expect(form["amount"]?.visibleError == nil)
        #expect(form["amount"]?.text == "15.0")
        try form.deleteForward()
        #expect(form["amount"]?.visibleError?.message == "Must be at least 10.00", "1.0")
        try form.deleteForward()
        #expect(form["amount"]?.visibleError == nil, "10")
        try form.select(from: 0, to: 2)
        try form.deleteBackward()
        #expect(form["amount"]?.text == "")
        #expect(form["amount"]?.visibleError?.message == "Required")
    }

    @Test("Each field renders its messages in its own locale, or the form's")
    func localesPerField() throws {
        var form = try NumberForm(
            [
                FieldDeclaration(id: "de", label: "Betrag", rules: [.maximum(dec("1000.5"))]),
                FieldDeclaration(
                    id: "ar", label: "المبلغ", localeIdentifier: "ar_EG", rules: [.maximum(dec("1000.5"))]),
                FieldDeclaration(
                    id: "fr", label: "Montant", localeIdentifier: "fr_FR", policy: NumberPolicy(minFractionDigits: 2),
                    rules: [.maximum(dec("1000.5"))]),
            ], localeIdentifier: "de_DE")
        for id in ["de", "ar", "fr"] {
            try form.focus(id)
            try Self.type("2000", into: &form)
        }
        form.submit()
        #expect(
            form.visibleErrors.map(\.message) == [
                "Must be at most 1.000,5", "Must be at most ١٬٠٠٠٫٥", "Must be at most 1\u{202F}000,50",
            ])
        #expect(form["ar"]?.text == "٢٬٠٠٠")
    }

    @Test("Setup errors name the field, or the form's locale")
    func setupErrors() {
        #expect(throws: FormSetupError.duplicateFieldID("a")) {
            try NumberForm([FieldDeclaration(id: "a"), FieldDeclaration(id: "a")], localeIdentifier: "en_US")
        }
        #expect(throws: FormSetupError.invalidField(id: "b", .unsupportedLocale("zz_ZZ"))) {
            try NumberForm([FieldDeclaration(id: "b", localeIdentifier: "zz_ZZ")], localeIdentifier: "en_US")
        }
        #expect(throws: FormSetupError.invalidLocale(.unsupportedLocale("zz_ZZ"))) {
            try NumberForm([FieldDeclaration(id: "d", localeIdentifier: "en_US")], localeIdentifier: "zz_ZZ")
        }
        let error = #expect(throws: FormSetupError.self) {
            try NumberForm(
                [
                    FieldDeclaration(id: "c", policy: NumberPolicy(maxFractionDigits: 1, minFractionDigits: 2))
                ], localeIdentifier: "en_US")
        }
        guard error?.fieldID == "c", let problem = error?.underlyingError?.policyProblem else {
            Issue.record("\(String(describing: error))")
            return
        }
        #expect(problem.setting == .minFractionDigits && problem.code == .contradiction)
        #expect(problem.description == "minFractionDigits must not exceed maxFractionDigits")
    }

    @Test("An empty form submits as valid")
    func emptyForm() throws {
        var form = try NumberForm([], localeIdentifier: "en_US")
        #expect(form.submit() == .valid(FormValues(entries: [])))
        #expect(form.pressReturn() == .submitted(.valid(FormValues(entries: []))))
    }

    @Test("Descriptions never show field values")
    func redaction() throws {
        var form = try Self.threeFields()
        try form.focus("amount")
        try Self.type("98765", into: &form)
        try form.focus("percent")
        try Self.type("42", into: &form)
        var texts = [String(describing: form), String(reflecting: form), String(describing: form.fields[1])]
        var dumped = ""
        dump(form, to: &dumped)
        texts.append(dumped)
        guard case .valid(let values) = form.submit() else {
            Issue.record("expected a valid submission")
            return
        }
        texts += [String(describing: values), String(describing: FormSubmission.valid(values))]
        dumped = ""
        dump(values, to: &dumped)
        texts.append(dumped)
        for text in texts {
            #expect(!text.contains("98765") && !text.contains("98,765") && !text.contains("42"), "\(text)")
        }
        #expect(String(describing: values) == "FormValues(count, amount, percent)")
    }

    @Test("The form is a Sendable value")
    func sendableValue() async throws {
        var form = try Self.threeFields()
        try form.focus("count")
        let copy = form
        try form.insert("1")
        let text = await Task.detached { copy["count"]?.text }.value
        #expect(text == "")
        #expect(form["count"]?.text == "1")
    }
}
