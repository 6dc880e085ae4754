import NumberEntryRules
import Testing

/// A parser's `ParseError` and an edit's `EditRejection` as the failure of the rule for the same
/// limit (`ValidationFailure.init(_:in:parser:)`, `ValidationFailure.init(_:policy:)`).
@Suite("Refusals as rule failures")
struct RefusalFailureTests {
    static let policy = NumberPolicy(maxIntegerDigits: 3, maxFractionDigits: 2, minimum: -50, maximum: 500)

    /// Each limit the parser enforces fails as the rule of that limit fails on the value.
    @Test(arguments: [
        ("1234", NumberRule.maxIntegerDigits(3), "Must have at most 3 digits before the decimal separator"),
        ("1.234", .maxFractionDigits(2), "Must have at most 2 decimal places"),
        ("600", .maximum(500), "Must be at most 500"),
        ("-60", .minimum(-50), "Must be at least -50"),
    ])
    func parseLimit(text: String, rule: NumberRule, message: String) throws {
        let parser = try NumberParser(localeIdentifier: "en_US", policy: Self.policy)
        let error = try #require(throws: ParseError.self) { try parser.parse(text) }
        let unlimited = try NumberParser(localeIdentifier: "en_US", policy: NumberPolicy(maxFractionDigits: 9))
        let failure = ValidationFailure(error, in: text, parser: parser)
        #expect(failure == rule.validate(try unlimited.parse(text)))
        #expect(failure.message(in: parser.locale, policy: parser.policy.stored) == message)
    }

    /// A bound is reported in the unit the field's value reports, shown as the field shows it.
    @Test func percentFraction() throws {
        let policy = NumberPolicy(format: .percent, maximum: 50, percentValue: .fraction)
        let parser = try NumberParser(localeIdentifier: "en_US", policy: policy)
        let error = try #require(throws: ParseError.self) { try parser.parse("60%") }
        let failure = ValidationFailure(error, in: "60%", parser: parser)
        #expect(failure == NumberRule.maximum(ExactDecimal("0.5")!).validate(ExactDecimal("0.6")))
        #expect(failure.message(in: parser.locale, policy: policy) == "Must be at most 50%")
    }

    /// A policy refusing negative numbers fails as a minimum of 0 does; a text that is no number is
    /// `notANumber`, worded by the parser's explanation.
    @Test func signAndNoNumber() throws {
        let parser = try NumberParser(localeIdentifier: "en_US", policy: NumberPolicy(allowsNegative: false))
        let negative = try #require(throws: ParseError.self) { try parser.parse("-1") }
        #expect(ValidationFailure(negative, in: "-1", parser: parser) == NumberRule.minimum(0).validate(-1))
        let text = "12a"
        let error = try #require(throws: ParseError.self) { try parser.parse(text) }
        let failure = ValidationFailure(error, in: text, parser: parser)
        #expect(failure.code == .notANumber && failure.parameters.isEmpty)
        #expect(failure.messageTemplate.template == parser.explanation(of: error, in: text))
    }

    /// An edit refused for a limit fails as the parser's refusal of that limit does; any other
    /// refusal breaks no rule.
    @Test(arguments: EditRejection.allCases)
    func rejection(_ rejection: EditRejection) throws {
        let parser = try NumberParser(localeIdentifier: "en_US", policy: Self.policy)
        let sameLimit: [EditRejection: ParseError] = [
            .tooManyIntegerDigits: .tooManyIntegerDigits, .decimalNotAllowed: .tooManyFractionDigits,
            .tooManyFractionDigits: .tooManyFractionDigits, .aboveMaximum: .aboveMaximum,
            .belowMinimum: .belowMinimum, .negativeNotAllowed: .negativeNotAllowed,
        ]
        let failure = ValidationFailure(rejection, policy: parser.policy)
        #expect(failure == sameLimit[rejection].map { ValidationFailure($0, in: "", parser: parser) })
    }

    /// A field's refused keystroke reads as the rule it stands for, with the field's bound.
    @Test func refusedKeystroke() throws {
        var field = try NumberField(localeIdentifier: "de_DE", policy: Self.policy)
        try field.insert("50")
        let rejection = try #require(throws: EditRejection.self) { try field.insert("1") }
        let failure = try #require(ValidationFailure(rejection, policy: field.policy))
        #expect(failure.message(in: field.locale, policy: field.policy.stored) == "Must be at most 500")
    }
}
