#if Vapor
    import NumberEntryVapor
    import Testing
    import Vapor

    /// The validator alone, without an app: its descriptions are the rules module's messages.
    @Suite("Number validator")
    struct NumberValidatorTests {
        static let value = ExactDecimal("12.34")!
        static let cent5 = ExactDecimal("0.05")!
        static let rules: [NumberRule] = [
            .maximum(10), .minimum(100), .minimum(Self.value, inclusive: false), try! .multiple(of: Self.cent5),
            .maxIntegerDigits(1), .maxFractionDigits(1), .integer,
        ]

        /// Each rule fails on 12.34 typed in the locale, described as `NumberEntryRules` describes
        /// that failure in that locale.
        @Test(arguments: ["de_DE", "ar_EG", "hi_IN@numbers=deva"], rules)
        func sameMessagesAsTheRules(identifier: String, rule: NumberRule) throws {
            let value = Self.value
            let locale = try NumberLocale.named(identifier)
            let result = Validator<String>.number(rule, locale: identifier).validate(locale.text(of: value))
            let failure = try #require(rule.validate(value))
            #expect(result.isFailure)
            #expect(result.failureDescription == failure.message(in: locale, policy: NumberPolicy()))
            let number = try #require(result as? NumberValidatorResult)
            #expect(number.failure == failure)
            #expect(number.value == nil)
        }

        /// A value every rule lets through is read once and kept.
        @Test(arguments: ["de_DE", "ar_EG", "hi_IN@numbers=deva"])
        func valueKept(identifier: String) throws {
            let locale = try NumberLocale.named(identifier)
            let validator = Validator<String>.number(
                .minimum(0), .maximum(100), try .multiple(of: Self.cent5), locale: identifier)
            let result = try #require(
                validator.validate(locale.text(of: ExactDecimal("12.35")!)) as? NumberValidatorResult)
            #expect(!result.isFailure)
            #expect(result.value == ExactDecimal("12.35"))
            #expect(result.failureDescription == nil)
        }

        /// Text longer than `maxLength` characters fails before it is parsed, its length in the
        /// locale's digits; the locale's own digits count one each (two UTF-8 bytes in `ar_EG`).
        @Test(arguments: [("de_DE", "Must have at most 8 characters"), ("ar_EG", "Must have at most ٨ characters")])
        func tooLong(identifier: String, description: String) throws {
            let one = try String(NumberLocale.named(identifier).digits[1])
            let validator = Validator<String>.number(locale: identifier, maxLength: 8)
            let result = try #require(validator.validate(String(repeating: one, count: 9)) as? NumberValidatorResult)
            #expect(result.failure?.code == .textTooLong)
            #expect(result.failureDescription == description)
            let longest = try #require(validator.validate(String(repeating: one, count: 8)) as? NumberValidatorResult)
            #expect(longest.value == ExactDecimal("11111111"))
        }

        /// The server's mistakes are named as such.
        @Test func unusableLocale() {
            let result = Validator<String>.number(locale: "xx_NOPE").validate("1")
            #expect(result.isFailure)
            #expect(result.failureDescription == "cannot be read: unsupported locale: xx_NOPE")
        }
    }
#endif
