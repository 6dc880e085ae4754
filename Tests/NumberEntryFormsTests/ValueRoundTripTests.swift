import Foundation
import NumberEntryForms
import NumberEntryFoundation
import Testing

/// Behaviour §10.10, §16, §18: every value that goes in is in the unit `value` reports. A value
/// read from a finalized field and put back through each way in (a form's initial value,
/// `setValue`, a stored record decoded from JSON, `NumberEntryFormatStyle` format and parse,
/// `NumberParser` of the field's text, `NumberField(value:)`) shows the same text and value.
@Suite("Values read out and put back")
struct ValueRoundTripTests {
    /// A format and policy to try, by name.
    struct Format: Sendable, CustomTestStringConvertible {
        let name: String
        let policy: NumberPolicy
        var testDescription: String { name }
    }

    static let formats: [Format] = [
        Format(name: "plain", policy: NumberPolicy()),
        Format(name: "percent shown", policy: NumberPolicy(format: .percent, maxFractionDigits: 2)),
        Format(
            name: "percent fraction",
            policy: NumberPolicy(format: .percent, maxFractionDigits: 2, percentValue: .fraction)),
        Format(
            name: "per mille fraction",
            policy: NumberPolicy(format: .perMille, maxFractionDigits: 2, percentValue: .fraction)),
        Format(
            name: "percent fraction, bounded, cents",
            policy: NumberPolicy(
                format: .percent, maxFractionDigits: 2, minimum: -50, maximum: 5000, entry: .cents,
                percentValue: .fraction)),
        Format(name: "EUR", policy: NumberPolicy(format: .currency(code: "EUR"))),
        Format(name: "KWD fixed", policy: NumberPolicy(format: .currency(code: "KWD"), entry: .fixed)),
        Format(name: "CHF cash", policy: NumberPolicy(format: .currency(code: "CHF"), currencyUsage: .cash)),
        Format(
            name: "JPY cents, halfEven",
            policy: NumberPolicy(format: .currency(code: "JPY"), entry: .cents, rounding: .halfEven)),
        Format(name: "kilograms", policy: NumberPolicy(format: .measureUnit("mass-kilogram"))),
    ]

    static let locales = ["en_US", "de_DE", "fr_FR", "tr_TR", "ar_EG", "fa_IR", "hi_IN", "he_IL", "ja_JP", "de_CH"]

    /// What a person pastes into the empty field before finalizing.
    static let pastes = ["12.5", "-0.05", "1234.56", "0", "7", "-300"]

    @Test("A finalized value comes back with the same text through every way in", arguments: formats, locales)
    func roundTrip(format: Format, localeIdentifier: String) throws {
        guard (try? NumberField(localeIdentifier: localeIdentifier, policy: format.policy)) != nil else {
            // A unit whose affixes vary with the value in the locale (kilograms in he_IL): no
            // field, and no form either.
            let declaration = FieldDeclaration(id: "x", localeIdentifier: localeIdentifier, policy: format.policy)
            #expect(throws: FormSetupError.self) { try NumberForm([declaration], localeIdentifier: "en_US") }
            return
        }
        var checked = 0
        for paste in Self.pastes {
            var field = try NumberField(localeIdentifier: localeIdentifier, policy: format.policy)
            guard (try? field.apply(.insert(paste))) != nil else { continue }
            try field.apply(.finalize)
            guard let value = field.value else { continue }
            let text = field.text
            let label = "\(format.name) \(localeIdentifier) \(paste): \(text)"
            checked += 1

            let shown = try NumberField(locale: field.locale, policy: format.policy, value: value)
            #expect(shown.text == text && shown.value == value, "NumberField(value:) \(label)")

            let parser = try NumberParser(locale: field.locale, policy: format.policy)
            #expect(try parser.parse(text) == value, "NumberParser \(label)")

            let declaration = FieldDeclaration(
                id: "x", localeIdentifier: localeIdentifier, policy: format.policy, initialValue: value)
            var form = try NumberForm([declaration], localeIdentifier: "en_US")
            #expect(form["x"]?.text == text && form["x"]?.value == value, "initialValue \(label)")

            try form.setValue(nil, forField: "x")
            try form.setValue(value, forField: "x")
            #expect(form["x"]?.text == text && form["x"]?.value == value, "setValue \(label)")

            let record = try JSONEncoder().encode(["x": form.values["x"]])
            let stored = try JSONDecoder().decode([String: ExactDecimal].self, from: record)
            try form.setValue(nil, forField: "x")
            try form.setValue(stored["x"], forField: "x")
            #expect(form["x"]?.text == text && form["x"]?.value == value, "stored record \(label)")

            let style = NumberEntryFormatStyle<ExactDecimal>(
                policy: format.policy, locale: Locale(identifier: localeIdentifier))
            #expect(style.format(value) == text, "format \(label)")
            #expect(try style.parseStrategy.parse(text) == value, "parse \(label)")
            if let decimal = value.decimal {
                let decimalStyle = NumberEntryFormatStyle<Decimal>(
                    policy: format.policy, locale: Locale(identifier: localeIdentifier))
                #expect(decimalStyle.format(decimal) == text, "Decimal format \(label)")
                #expect(try decimalStyle.parseStrategy.parse(text) == decimal, "Decimal parse \(label)")
            }
        }
        #expect(checked >= 3, "\(format.name) \(localeIdentifier): values checked")
    }

    @Test(
        "A fraction-valued field takes the fraction from outside",
        arguments: [
            (NumberFormat.percent, "0.125", "12.5%"), (.percent, "-0.0005", "-0.05%"), (.perMille, "0.0125", "12.5‰"),
            (.percent, "1", "100%"),
        ])
    func fractionFromOutside(format: NumberFormat, value: String, text: String) throws {
        let policy = NumberPolicy(format: format, maxFractionDigits: 2, percentValue: .fraction)
        guard sourceOffers(format) else {
            #expect(throws: FormSetupError.self) {
                try NumberForm([FieldDeclaration(id: "rate", policy: policy)], localeIdentifier: "en_US")
            }
            return
        }
        var form = try NumberForm(
            [FieldDeclaration(id: "rate", policy: policy, initialValue: dec(value))], localeIdentifier: "en_US")
        #expect(form["rate"]?.text == text)
        #expect(form["rate"]?.value == dec(value))
        try form.setValue(dec(value), forField: "rate")
        #expect(form["rate"]?.text == text)
        let style = NumberEntryFormatStyle<ExactDecimal>(policy: policy, locale: Locale(identifier: "en_US"))
        #expect(style.format(dec(value)) == text)
        #expect(try style.parseStrategy.parse(text) == dec(value))
    }

    @Test("The policy's own bounds stay in the number shown; a rule's bound is in the value's unit")
    func boundsUnits() throws {
        let policy = NumberPolicy(format: .percent, maxFractionDigits: 2, maximum: 50, percentValue: .fraction)
        var form = try NumberForm(
            [FieldDeclaration(id: "rate", policy: policy, rules: [.minimum(dec("0.05"))])], localeIdentifier: "en_US")
        try form.setValue(dec("0.4"), forField: "rate")
        #expect(form["rate"]?.text == "40%" && form["rate"]?.currentFailure == nil)
        try form.setValue(dec("0.04"), forField: "rate")
        #expect(form["rate"]?.currentFailure?.code == .minimum)
        let parser = try NumberParser(locale: form["rate"]!.engine.locale, policy: policy)
        #expect(try parser.parse("50%") == dec("0.5"))
        #expect(throws: ParseError.self) { try parser.parse("51%") }
    }
}
