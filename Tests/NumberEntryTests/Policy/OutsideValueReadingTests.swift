import NumberEntry
import NumberEntryCore
import Testing
import _NumberEntryCases

/// Reading outside values: rounding in linear time (Docs/Behaviour.md §16), the case reader's v4
/// fields, and the identifier initializer.
@Suite("Outside values: reading and rounding")
struct OutsideValueReadingTests {
    /// A value of `integer` + `fraction` digits (`7123…`, `…5`, so rounding has work to do).
    static func long(integer: Int, fraction: Int) -> ExactDecimal {
        let digits = String(repeating: "7123456789", count: integer / 10)
        return ExactDecimal(digits + "." + String(repeating: "3456789012", count: fraction / 10) + "5")!
    }

    /// Rounding a long outside value gives the right results, and a field made from it takes digit
    /// steps linear in its length: counted (`DigitWork`, debug builds), never timed; at 100 times
    /// the digits at most 150 times the steps (a quadratic step would be 10,000 times).
    @Test("Rounding to fraction digits and to a cash increment is linear")
    func linearRounding() throws {
        let value = Self.long(integer: 10_000, fraction: 10_000)
        let cash = try #require(ExactDecimal("0.05"))
        for mode in [ExactDecimal.RoundingMode.halfEven, .up, .floor] {
            let rounded = value.rounded(toFractionDigits: 2, mode)
            #expect(rounded.scale <= 2 && (rounded - value).magnitude < ExactDecimal("0.01")!)
            let multiple = try value.rounded(toMultipleOf: cash, mode)
            #expect(try multiple.isMultiple(of: cash) && (multiple - value).magnitude < cash)
        }
        #if DEBUG
            let policy = NumberPolicy(maxFractionDigits: 3, rounding: .halfUp)
            let locale = try ICU72.locale("de_DE")
            let steps = [1_000, 100_000].map { digits in
                let value = Self.long(integer: digits / 2, fraction: digits / 2)
                return DigitWork.counting { _ = try? NumberField(locale: locale, policy: policy, value: value) }
            }
            #expect(steps[0] > 0 && steps[1] <= steps[0] * 150, "\(steps)")
        #endif
    }

    @Test(
        "Rounding agrees with long division",
        arguments: [
            ("-0.0000", "0.05"), ("99999.995", "0.01"), ("12345678901234567890.12345", "0.25"),
            ("-7.5", "5"), ("1234.5", "1000"), ("-0.0006", "0.0007"), ("9.99", "1234567890123456789000000000000"),
            ("271828182845904523536028747135266249775724709369995.5", "0.000000000000000000000000000003"),
        ])
    func agreesWithDivision(_ text: String, _ incrementText: String) throws {
        let value = try #require(ExactDecimal(text))
        let increment = try #require(ExactDecimal(incrementText))
        for mode in ExactDecimal.RoundingMode.allCases {
            let rounded = try value.rounded(toMultipleOf: increment, mode)
            #expect(try rounded.isMultiple(of: increment), "\(text) \(mode)")
            #expect((rounded - value).magnitude < increment, "\(text) \(mode)")
            let below = try value.rounded(toMultipleOf: increment, value.isNegative ? .ceiling : .floor)
            let twice = (value - below).magnitude + (value - below).magnitude
            let nearest: ExactDecimal
            switch mode {
            case .down: nearest = below
            case .up: nearest = below == value ? value : below + (value.isNegative ? -increment : increment)
            case .ceiling, .floor: continue
            case .halfUp, .halfDown, .halfEven:
                if twice < increment || below == value {
                    nearest = below
                } else if twice > increment {
                    nearest = below + (value.isNegative ? -increment : increment)
                } else {
                    continue  // a tie: the table in RoundingTests checks each mode's choice
                }
            default:
                Issue.record("no expectation for \(mode)")
                continue
            }
            #expect(rounded == nearest, "\(text) \(mode) \(incrementText)")
        }
    }

    @Test("The case reader reads currencyUsage and valueRoundTrip, and refuses bad ones")
    func caseReaderFields() throws {
        let good =
            #"{"id": "de_CH/x", "locale": "de_CH", "policy": {"format": "currency/CHF", "currencyUsage": "cash"}, "keys": ["{blur}"], "expect": "|", "valueRoundTrip": true}"#
        let read = try #require(try CaseFile.parse(good + "\n", path: "test").first)
        #expect(read.policy.currencyUsage == .cash && read.valueRoundTrip)
        for bad in [
            #"{"id": "x/y", "locale": "en_US", "policy": {"currencyUsage": "coins"}, "keys": [], "expect": "|"}"#,
            #"{"id": "x/y", "locale": "en_US", "keys": [], "expect": "|", "valueRoundTrip": 1}"#,
        ] {
            #expect(throws: CaseFile.Malformed.self) { try CaseFile.parse(bad + "\n", path: "test") }
        }
    }

    @Test("A value round trip that does not show the expected text fails the case")
    func roundTripChecked() throws {
        let line =
            #"{"id": "en_US/x", "locale": "en_US", "keys": ["1", "2", "."], "expect": "12.|", "valueRoundTrip": true}"#
        let testCase = try #require(try CaseFile.parse(line + "\n", path: "test").first)
        let outcome = CaseRunner.run(testCase, locales: ICU72.locale)
        #expect(outcome.failures.count == 1 && outcome.failures.first?.contains("12|") == true, "\(outcome.failures)")
        var passing = testCase
        passing.keys.append(.finalize)
        passing.expectation = .state("12|")
        #expect(CaseRunner.run(passing, locales: ICU72.locale).passed)
    }

    @Test("A literal U+FEFF in a case's string is read as written, also first in the string (§3)")
    func literalByteOrderMark() throws {
        func keys(_ key: String) throws -> [Edit] {
            let line = #"{"id": "en_US/x", "locale": "en_US", "keys": ["1", ""# + key + #"", "2"], "expect": "12|"}"#
            return try #require(try CaseFile.parse(line + "\n", path: "test").first).keys
        }
        for (literal, escaped) in [("\u{FEFF}", #"\ufeff"#), ("\u{FEFF}3", #"\ufeff3"#), ("3\u{FEFF}", #"3\ufeff"#)] {
            let read = try keys(literal)
            #expect(read == (try keys(escaped)))
            #expect(read[1] == .insert(literal))
        }
        let file = "\u{FEFF}" + #"{"id": "en_US/x", "locale": "en_US", "keys": ["1"], "expect": "1|"}"# + "\n"
        #expect(try CaseFile.parse(file, path: "test").count == 1, "a byte order mark before the first case")
    }

    @Test("A field from a locale identifier and a value")
    func identifierAndValue() throws {
        for (identifier, format) in [("de_DE", NumberFormat.currency(code: "EUR")), ("ar_EG", .percent)] {
            let policy = NumberPolicy(format: format, percentValue: .fraction)
            let value = try #require(ExactDecimal("-1234.5"))
            let named = try NumberField(localeIdentifier: identifier, policy: policy, value: value)
            let expected = try NumberField(
                locale: NumberLocale.named(identifier, format: format), policy: policy, value: value)
            #expect(named == expected && named.value == value)
        }
        #expect(throws: NumberEntryError.self) { try NumberField(localeIdentifier: "", value: 1) }
    }
}
