import NumberEntryForms
import Testing

/// How a field's messages show numbers: digit counts as plain whole numbers in the locale's
/// digits, never with the field's affixes; bounds and steps, given in the unit `value` reports,
/// as the field shows numbers (Behaviour §10.10).
@Suite("Numbers in a field's messages")
struct MessageNumberTests {
    /// A field, a rule, a value that breaks it and the message the field shows.
    struct Case: Sendable, CustomTestStringConvertible {
        let locale: String
        let policy: NumberPolicy
        let rule: NumberRule
        let value: String
        let message: String
        var testDescription: String { "\(locale) \(policy.format): \(message)" }
    }

    static let fraction = NumberPolicy(format: .percent, maxFractionDigits: 2, percentValue: .fraction)

    static let cases: [Case] = [
        Case(
            locale: "en_US", policy: NumberPolicy(format: .currency(code: "USD")), rule: .maxFractionDigits(1),
            value: "1.25", message: "Must have at most 1 decimal place"),
        Case(
            locale: "en_US", policy: NumberPolicy(format: .percent), rule: .maxFractionDigits(1), value: "1.25",
            message: "Must have at most 1 decimal place"),
        Case(
            locale: "de_DE", policy: NumberPolicy(format: .measureUnit("mass-kilogram")), rule: .maxIntegerDigits(3),
            value: "1234", message: "Must have at most 3 digits before the decimal separator"),
        Case(
            locale: "ar_EG", policy: NumberPolicy(format: .currency(code: "EGP")), rule: .maxFractionDigits(1),
            value: "1.25", message: "Must have at most ١ decimal place"),
        Case(
            locale: "ar_EG", policy: NumberPolicy(format: .percent, maxFractionDigits: 3, digits: .latin),
            rule: .maxFractionDigits(2),
            value: "1.255", message: "Must have at most 2 decimal places"),
        Case(
            locale: "en_US", policy: fraction, rule: .minimum(dec("0.05")), value: "0.0425",
            message: "Must be at least 5%"),
        Case(
            locale: "de_DE", policy: fraction, rule: .maximum(dec("0.125"), inclusive: false), value: "0.2",
            message: "Must be less than 12,5\u{00A0}%"),
        Case(
            locale: "tr_TR", policy: fraction, rule: multiple(of: "0.005"), value: "0.0425",
            message: "Must be a multiple of %0,5"),
        Case(
            locale: "en_US",
            policy: NumberPolicy(format: .perMille, maxFractionDigits: 1, percentValue: .fraction),
            rule: .maximum(dec("0.0125")), value: "0.5", message: "Must be at most 12.5‰"),
        Case(
            locale: "en_US", policy: NumberPolicy(format: .percent, maxFractionDigits: 2), rule: .minimum(5),
            value: "4.25", message: "Must be at least 5%"),
        Case(
            locale: "de_DE", policy: NumberPolicy(format: .currency(code: "EUR")), rule: .maximum(1000),
            value: "1000.5", message: "Must be at most 1.000,00\u{00A0}€"),
        Case(
            locale: "en_US", policy: NumberPolicy(maxFractionDigits: 2, entry: .fixed), rule: .maximum(10),
            value: "10.5", message: "Must be at most 10.00"),
    ]

    @Test("A field's message shows counts plainly and bounds as the field shows numbers", arguments: cases)
    func fieldMessage(_ testCase: Case) throws {
        let fields = [FieldDeclaration(id: "x", policy: testCase.policy, rules: [testCase.rule])]
        guard sourceOffers(testCase.policy.format) else {
            #expect(throws: FormSetupError.self) { try NumberForm(fields, localeIdentifier: testCase.locale) }
            return
        }
        var form = try NumberForm(fields, localeIdentifier: testCase.locale)
        try form.setValue(dec(testCase.value), forField: "x")
        form.submit()
        #expect(form["x"]?.visibleError?.message == testCase.message, "\(form["x"]?.text ?? "")")
        let failure = try #require(form["x"]?.currentFailure)
        let locale = try #require(form["x"]?.engine.locale)
        #expect(failure.message(in: locale, policy: testCase.policy) == testCase.message)
    }

    @Test("Counts are whole numbers in the locale's digits, whatever the format", arguments: [0, 1, 7, 12, 999])
    func counts(count: Int) throws {
        let failure = ValidationFailure(code: "digits", parameters: ["n": .count(count)], message: "{n}")
        for (identifier, format) in [
            ("en_US", NumberFormat.currency(code: "USD")), ("fr_FR", .percent), ("ar_EG", .perMille),
            ("fa_IR", .currency(code: "IRR")), ("de_DE", .measureUnit("length-kilometer")),
        ] {
            guard sourceOffers(format) else {
                #expect(throws: NumberEntryError.self) { try NumberLocale.named(identifier, format: format) }
                continue
            }
            let locale = try NumberLocale.named(identifier, format: format)
            let expected = String(String(count).unicodeScalars.map { Character(locale.digits[Int($0.value) - 48]) })
            #expect(failure.message(in: locale) == expected, "\(identifier) \(format)")
            #expect(failure.message(in: locale, policy: NumberPolicy(format: format)) == expected)
        }
    }
}
