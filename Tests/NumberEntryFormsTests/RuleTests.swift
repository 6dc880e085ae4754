import NumberEntry
import Testing

@testable import NumberEntryForms

@Suite("Validation rules")
struct RuleTests {
    /// One rule applied to one value: the expected failure code (nil: passes) and parameters.
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var rule: NumberRule
        var value: String?
        var code: ValidationCode?
        var parameters: [String: ValidationParameter] = [:]
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "required, empty", rule: .required, value: nil, code: .required),
        Case(name: "required, zero", rule: .required, value: "0", code: nil),
        Case(name: "minimum, empty passes", rule: .minimum(dec("10")), value: nil, code: nil),
        Case(
            name: "minimum, below", rule: .minimum(dec("10")), value: "9.99", code: .minimum,
            parameters: ["minimum": .number(dec("10"))]),
        Case(name: "minimum, equal", rule: .minimum(dec("10")), value: "10", code: nil),
        Case(
            name: "minimum, negative bound", rule: .minimum(dec("-2.5")), value: "-2.51", code: .minimum,
            parameters: ["minimum": .number(dec("-2.5"))]),
        Case(
            name: "minimum exclusive, equal", rule: .minimum(dec("0"), inclusive: false), value: "0",
            code: .minimumExclusive, parameters: ["minimum": .number(.zero)]),
        Case(name: "minimum exclusive, above", rule: .minimum(dec("0"), inclusive: false), value: "0.001", code: nil),
        Case(
            name: "maximum, above", rule: .maximum(dec("1000.5")), value: "1000.51", code: .maximum,
            parameters: ["maximum": .number(dec("1000.5"))]),
        Case(name: "maximum, equal", rule: .maximum(dec("1000.5")), value: "1000.5", code: nil),
        Case(
            name: "maximum, negative value", rule: .maximum(dec("-5")), value: "-4", code: .maximum,
            parameters: ["maximum": .number(dec("-5"))]),
        Case(
            name: "maximum exclusive, equal", rule: .maximum(dec("100"), inclusive: false), value: "100",
            code: .maximumExclusive, parameters: ["maximum": .number(dec("100"))]),
        Case(
            name: "maximum exclusive, below", rule: .maximum(dec("100"), inclusive: false), value: "99.999", code: nil),
        Case(
            name: "maximum, beyond Double precision", rule: .maximum(dec("9007199254740993")),
            value: "9007199254740994", code: .maximum, parameters: ["maximum": .number(dec("9007199254740993"))]),
        Case(name: "integer, fraction", rule: .integer, value: "1.5", code: .integer),
        Case(name: "integer, whole", rule: .integer, value: "-15", code: nil),
        Case(
            name: "max integer digits, too many", rule: .maxIntegerDigits(3), value: "1234", code: .maxIntegerDigits,
            parameters: ["maxIntegerDigits": .count(3)]),
        Case(name: "max integer digits, enough", rule: .maxIntegerDigits(3), value: "-999.99", code: nil),
        Case(
            name: "max integer digits, placeholder zero not counted", rule: .maxIntegerDigits(0), value: "0.5",
            code: nil),
        Case(
            name: "max integer digits one", rule: .maxIntegerDigits(1), value: "10", code: .maxIntegerDigits,
            parameters: ["maxIntegerDigits": .count(1)]),
        Case(
            name: "max fraction digits, too many", rule: .maxFractionDigits(2), value: "1.005",
            code: .maxFractionDigits, parameters: ["maxFractionDigits": .count(2)]),
        Case(name: "max fraction digits, trailing zeros", rule: .maxFractionDigits(2), value: "1.2500", code: nil),
        Case(
            name: "max fraction digits one", rule: .maxFractionDigits(1), value: "0.25", code: .maxFractionDigits,
            parameters: ["maxFractionDigits": .count(1)]),
        Case(
            name: "max fraction digits zero", rule: .maxFractionDigits(0), value: "0.5", code: .maxFractionDigits,
            parameters: ["maxFractionDigits": .count(0)]),
        Case(name: "multiple, 0.3 of 0.1", rule: multiple(of: "0.1"), value: "0.3", code: nil),
        Case(
            name: "multiple, 0.35 of 0.1", rule: multiple(of: "0.1"), value: "0.35", code: .multipleOf,
            parameters: ["step": .number(dec("0.1"))]),
        Case(name: "multiple, negative value", rule: multiple(of: "0.25"), value: "-1.75", code: nil),
        Case(name: "multiple, negative step", rule: multiple(of: "-0.25"), value: "1.5", code: nil),
        Case(
            name: "multiple, integer step", rule: .multiple(of: 7), value: "700000000000000000000000000014",
            code: nil),
        Case(
            name: "multiple, long value off by one", rule: .multiple(of: 7),
            value: "700000000000000000000000000015", code: .multipleOf, parameters: ["step": .number(dec("7"))]),
        Case(name: "multiple, step with more digits", rule: multiple(of: "0.125"), value: "3", code: nil),
        Case(
            name: "multiple, step above value", rule: .multiple(of: 12), value: "6", code: .multipleOf,
            parameters: ["step": .number(dec("12"))]),
        Case(name: "multiple, zero of anything", rule: multiple(of: "0.3"), value: "0", code: nil),
        Case(
            name: "multiple, zero step", rule: multiple(of: "0"), value: "1", code: .multipleOf,
            parameters: ["step": .number(.zero)]),
        Case(name: "multiple, zero step and zero", rule: multiple(of: "0"), value: "0", code: nil),
        Case(name: "multiple, empty passes", rule: multiple(of: "5"), value: nil, code: nil),
        Case(
            name: "custom, fails",
            rule: .custom("even", message: "Must be even", isValid: { Int(exactly: $0).map { $0 % 2 == 0 } ?? false }),
            value: "3", code: "even"),
        Case(
            name: "custom, passes",
            rule: .custom("even", message: "Must be even", isValid: { Int(exactly: $0).map { $0 % 2 == 0 } ?? false }),
            value: "4", code: nil),
        Case(
            name: "custom, empty passes", rule: .custom("even", message: "Must be even", isValid: { _ in false }),
            value: nil,
            code: nil),
    ]

    @Test("Rule outcome", arguments: cases)
    func outcome(_ testCase: Case) {
        let failure = testCase.rule.validate(testCase.value.map(dec))
        #expect(failure?.code == testCase.code)
        #expect((failure?.parameters ?? [:]) == testCase.parameters)
    }

    /// A failing rule and its default message in four locales.
    struct MessageCase: Sendable, CustomTestStringConvertible {
        var rule: NumberRule
        var value: String?
        var messages: [String: String]
        var testDescription: String { messages["en_US"] ?? "" }
    }

    static let messageCases: [MessageCase] = [
        MessageCase(
            rule: .required, value: nil,
            messages: ["en_US": "Required", "de_DE": "Required", "fr_FR": "Required", "ar_EG": "Required"]),
        MessageCase(
            rule: .minimum(dec("-2.5")), value: "-3",
            messages: [
                "en_US": "Must be at least -2.5", "de_DE": "Must be at least -2,5", "fr_FR": "Must be at least -2,5",
                "ar_EG": "Must be at least \u{61C}-٢٫٥",
            ]),
        MessageCase(
            rule: .minimum(dec("1000"), inclusive: false), value: "1000",
            messages: [
                "en_US": "Must be greater than 1,000", "de_DE": "Must be greater than 1.000",
                "fr_FR": "Must be greater than 1\u{202F}000", "ar_EG": "Must be greater than ١٬٠٠٠",
            ]),
        MessageCase(
            rule: .maximum(dec("1000.5")), value: "2000",
            messages: [
                "en_US": "Must be at most 1,000.5", "de_DE": "Must be at most 1.000,5",
                "fr_FR": "Must be at most 1\u{202F}000,5", "ar_EG": "Must be at most ١٬٠٠٠٫٥",
            ]),
        MessageCase(
            rule: .maximum(dec("1234567.25"), inclusive: false), value: "1234567.25",
            messages: [
                "en_US": "Must be less than 1,234,567.25", "de_DE": "Must be less than 1.234.567,25",
                "fr_FR": "Must be less than 1\u{202F}234\u{202F}567,25", "ar_EG": "Must be less than ١٬٢٣٤٬٥٦٧٫٢٥",
            ]),
        MessageCase(
            rule: .integer, value: "0.5",
            messages: [
                "en_US": "Must be a whole number", "de_DE": "Must be a whole number", "fr_FR": "Must be a whole number",
                "ar_EG": "Must be a whole number",
            ]),
        MessageCase(
            rule: .maxIntegerDigits(3), value: "1000",
            messages: [
                "en_US": "Must have at most 3 digits before the decimal separator",
                "de_DE": "Must have at most 3 digits before the decimal separator",
                "fr_FR": "Must have at most 3 digits before the decimal separator",
                "ar_EG": "Must have at most ٣ digits before the decimal separator",
            ]),
        MessageCase(
            rule: .maxIntegerDigits(1), value: "10",
            messages: [
                "en_US": "Must have at most 1 digit before the decimal separator",
                "de_DE": "Must have at most 1 digit before the decimal separator",
                "fr_FR": "Must have at most 1 digit before the decimal separator",
                "ar_EG": "Must have at most ١ digit before the decimal separator",
            ]),
        MessageCase(
            rule: .maxIntegerDigits(0), value: "1",
            messages: [
                "en_US": "Must have no digits before the decimal separator",
                "de_DE": "Must have no digits before the decimal separator",
                "fr_FR": "Must have no digits before the decimal separator",
                "ar_EG": "Must have no digits before the decimal separator",
            ]),
        MessageCase(
            rule: .maxFractionDigits(2), value: "0.125",
            messages: [
                "en_US": "Must have at most 2 decimal places", "de_DE": "Must have at most 2 decimal places",
                "fr_FR": "Must have at most 2 decimal places", "ar_EG": "Must have at most ٢ decimal places",
            ]),
        MessageCase(
            rule: .maxFractionDigits(1), value: "0.25",
            messages: [
                "en_US": "Must have at most 1 decimal place", "de_DE": "Must have at most 1 decimal place",
                "fr_FR": "Must have at most 1 decimal place", "ar_EG": "Must have at most ١ decimal place",
            ]),
        MessageCase(
            rule: .maxFractionDigits(0), value: "0.5",
            messages: [
                "en_US": "Must be a whole number", "de_DE": "Must be a whole number", "fr_FR": "Must be a whole number",
                "ar_EG": "Must be a whole number",
            ]),
        MessageCase(
            rule: multiple(of: "0.05"), value: "1.01",
            messages: [
                "en_US": "Must be a multiple of 0.05", "de_DE": "Must be a multiple of 0,05",
                "fr_FR": "Must be a multiple of 0,05", "ar_EG": "Must be a multiple of ٠٫٠٥",
            ]),
        MessageCase(
            rule: .custom("step", message: "Use steps of {step}", parameters: ["step": .number(dec("2500.5"))]) { _ in
                false
            },
            value: "1",
            messages: [
                "en_US": "Use steps of 2,500.5", "de_DE": "Use steps of 2.500,5",
                "fr_FR": "Use steps of 2\u{202F}500,5",
                "ar_EG": "Use steps of ٢٬٥٠٠٫٥",
            ]),
        MessageCase(
            rule: .maximum(dec("1000.5")).message("Höchstens {maximum} (Grenze: {maximum}), {unknown}"), value: "2000",
            messages: [
                "en_US": "Höchstens 1,000.5 (Grenze: 1,000.5), {unknown}",
                "de_DE": "Höchstens 1.000,5 (Grenze: 1.000,5), {unknown}",
                "fr_FR": "Höchstens 1\u{202F}000,5 (Grenze: 1\u{202F}000,5), {unknown}",
                "ar_EG": "Höchstens ١٬٠٠٠٫٥ (Grenze: ١٬٠٠٠٫٥), {unknown}",
            ]),
        MessageCase(
            rule: .required.message("Bitte {ausfüllen"), value: nil,
            messages: [
                "en_US": "Bitte {ausfüllen", "de_DE": "Bitte {ausfüllen", "fr_FR": "Bitte {ausfüllen",
                "ar_EG": "Bitte {ausfüllen",
            ]),
    ]

    @Test("Default and replaced messages in four locales", arguments: messageCases)
    func message(_ testCase: MessageCase) throws {
        let failure = try #require(testCase.rule.validate(testCase.value.map(dec)))
        for (identifier, expected) in testCase.messages {
            let locale = try NumberLocale.named(identifier)
            #expect(failure.message(in: locale) == expected, "\(identifier)")
        }
    }

    @Test("Numbers in messages are padded to the field's minimum fraction digits; counts are not")
    func paddedNumbers() throws {
        let german = try NumberLocale.named("de_DE")
        let maximum = try #require(NumberRule.maximum(dec("1000")).validate(dec("1001")))
        #expect(maximum.message(in: german, minimumFractionDigits: 2) == "Must be at most 1.000,00")
        let digits = try #require(NumberRule.maxFractionDigits(2).validate(dec("0.001")))
        #expect(digits.message(in: german, minimumFractionDigits: 2) == "Must have at most 2 decimal places")
    }

    @Test("Latin digits follow the field's numbering system")
    func latinDigits() throws {
        let latin = try NumberLocale.named("ar_EG", digits: .latin)
        let failure = try #require(NumberRule.maximum(dec("1000.5")).validate(dec("2000")))
        #expect(failure.message(in: latin) == "Must be at most 1,000.5")
    }

    @Test("A failure carries the rule's parameters but never the value checked")
    func failureHoldsNoValue() throws {
        let failure = try #require(NumberRule.maximum(dec("10")).validate(dec("987654321")))
        #expect(!String(describing: failure).contains("987654321"))
    }

    @Test("A replaced message keeps the code and parameters")
    func replacedMessage() throws {
        let failure = try #require(NumberRule.minimum(dec("5")).message("Zu klein").validate(dec("1")))
        #expect(failure.code == .minimum)
        #expect(failure.parameters == ["minimum": .number(dec("5"))])
        #expect(failure.messageTemplate == "Zu klein")
    }

    /// A rule type of the app's own, held among the built-in ones.
    struct Positive: ValidationRule {
        func validate(_ value: ExactDecimal?) -> ValidationFailure? {
            guard let value, value.isNegative || value.isZero else { return nil }
            return ValidationFailure(code: "positive", message: "Must be positive")
        }
    }

    @Test("Any ValidationRule can be held as a NumberRule, its message replaced")
    func ownRuleType() throws {
        let rule = NumberRule.rule(Positive())
        #expect(rule.validate(dec("1")) == nil)
        #expect(rule.validate(nil) == nil)
        let failure = try #require(rule.validate(.zero))
        #expect(failure.code == "positive")
        #expect(failure.message(in: try NumberLocale.named("en_US")) == "Must be positive")
        let replaced = try #require(rule.message("Größer als null").validate(.zero))
        #expect(replaced.message(in: try NumberLocale.named("de_DE")) == "Größer als null")
    }

    @Test("An unknown code without a message gets a generic text")
    func unknownCode() throws {
        #expect(ValidationFailure(code: "other").message(in: try NumberLocale.named("en_US")) == "Invalid value")
    }

    @Test(
        "Exact divisibility",
        arguments: [
            ("0.3", "0.1", true), ("0.7", "0.1", true), ("1", "0.3", false), ("0.9", "0.3", true),
            ("123456789012345678901234567890", "10", true), ("123456789012345678901234567891", "10", false),
            ("99999999999999999999.99", "0.01", true), ("99999999999999999999.99", "0.02", false),
            ("1", "1", true), ("-0.0001", "0.0001", true), ("5", "123456789", false), ("0", "0", true),
        ])
    func divisibility(value: String, step: String, expected: Bool) throws {
        #expect(try dec(value).isMultiple(of: dec(step)) == expected)
    }
}
