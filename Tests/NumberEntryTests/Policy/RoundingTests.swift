import Foundation
import NumberEntry
import NumberEntryFoundation
import Testing
import _NumberEntryCases

/// Rounding of outside values (Docs/Behaviour.md §16), clamping on finalize (§15), and the exact
/// rounding they rest on.
@Suite("Rounding and clamping")
struct RoundingTests {
    typealias Mode = ExactDecimal.RoundingMode

    /// (value, mode, fraction digits, expected): ICU's meanings, both signs, ties and non-ties.
    static let table: [(String, Mode, Int, String)] = [
        ("2.675", .halfUp, 2, "2.68"), ("2.675", .halfDown, 2, "2.67"), ("2.675", .halfEven, 2, "2.68"),
        ("2.665", .halfEven, 2, "2.66"), ("2.6651", .halfEven, 2, "2.67"), ("-2.675", .halfUp, 2, "-2.68"),
        ("-2.675", .halfDown, 2, "-2.67"), ("-2.665", .halfEven, 2, "-2.66"), ("2.661", .ceiling, 2, "2.67"),
        ("-2.669", .ceiling, 2, "-2.66"), ("2.669", .floor, 2, "2.66"), ("-2.661", .floor, 2, "-2.67"),
        ("2.661", .up, 2, "2.67"), ("-2.661", .up, 2, "-2.67"), ("2.669", .down, 2, "2.66"),
        ("-2.669", .down, 2, "-2.66"), ("9.995", .halfUp, 2, "10"), ("-9.999", .up, 0, "-10"),
        ("0.5", .halfEven, 0, "0"), ("1.5", .halfEven, 0, "2"), ("2.5", .halfEven, 0, "2"), ("-0.4", .halfUp, 0, "0"),
        ("0.001", .down, 2, "0"), ("-0.001", .ceiling, 2, "0"), ("12.5", .halfUp, 3, "12.5"), ("7", .up, 0, "7"),
        ("123456789012345678901234567890.125", .halfEven, 2, "123456789012345678901234567890.12"),
    ]

    @Test("Rounding to fraction digits has ICU's meanings")
    func roundingTable() throws {
        for (value, mode, digits, expected) in Self.table {
            let rounded = try #require(ExactDecimal(value)).rounded(toFractionDigits: digits, mode)
            #expect(rounded == ExactDecimal(expected), "\(value) \(mode) \(digits)")
        }
    }

    @Test(
        "Rounding to a cash increment",
        arguments: [
            ("1.025", Mode.halfEven, "0.05", "1"), ("1.03", .halfUp, "0.05", "1.05"), ("1.024", .halfUp, "0.05", "1"),
            ("-1.03", .halfUp, "0.05", "-1.05"), ("1.25", .halfEven, "0.5", "1"), ("1.75", .halfEven, "0.5", "2"),
            ("12.3", .ceiling, "0.25", "12.5"), ("12.3", .floor, "0.25", "12.25"), ("7", .halfEven, "0", "7"),
        ])
    func cashIncrement(_ value: String, _ mode: Mode, _ increment: String, _ expected: String) throws {
        let rounded = try #require(ExactDecimal(value)).rounded(toMultipleOf: #require(ExactDecimal(increment)), mode)
        #expect(rounded == ExactDecimal(expected))
    }

    @Test("Every mode gives a neighbouring multiple in its direction")
    func roundingProperties() throws {
        var generator = SeededGenerator(seed: 16)
        for _ in 0..<2_000 {
            let digits = (0..<Int.random(in: 1...9, using: &generator)).map { _ in
                String(Int.random(in: 0...9, using: &generator))
            }
            let scale = Int.random(in: 0...6, using: &generator)
            let text = (Bool.random(using: &generator) ? "-" : "") + digits.joined()
            let value = try #require(ExactDecimal(text)).shifted(byPowerOfTen: -scale)
            let increment = try #require(
                ExactDecimal(["0.05", "0.25", "1", "0.01", "0.5", "0.001"].randomElement(using: &generator)!))
            for mode in Mode.allCases {
                let rounded = try value.rounded(toMultipleOf: increment, mode)
                #expect(try rounded.isMultiple(of: increment), "\(value) \(mode) \(increment)")
                #expect((rounded - value).magnitude < increment, "\(value) \(mode) \(increment)")
                switch mode {
                case .ceiling: #expect(rounded >= value)
                case .floor: #expect(rounded <= value)
                case .up: #expect(rounded.magnitude >= value.magnitude)
                case .down: #expect(rounded.magnitude <= value.magnitude)
                case .halfEven, .halfUp, .halfDown:
                    #expect(((rounded - value).magnitude + (rounded - value).magnitude) <= increment)
                default: Issue.record("no expectation for \(mode)")
                }
            }
        }
    }

    @Test(
        "Outside values: refused by default, else rounded and shown as a step result",
        arguments: [
            ("en_US", nil, "2.675", nil, "tooManyFractionDigits"), ("en_US", Mode.halfUp, "2.675", "2.68|", nil),
            ("de_DE", .halfEven, "1234.565", "1.234,56|", nil),
            ("ar_EG", .ceiling, "-2.661", "\u{061C}-\u{0662}\u{066B}\u{0666}\u{0666}|", nil),
            ("en_US", .halfUp, "12", "12|", nil), ("en_US", .down, "-0.001", "0|", nil),
        ] as [(String, Mode?, String, String?, String?)])
    func outsideValues(_ locale: String, _ mode: Mode?, _ value: String, _ expected: String?, _ error: String?) throws {
        var policy = NumberPolicy()
        policy.rounding = mode
        let testCase = {
            var testCase = KeystrokeCase(
                id: "outside", locale: locale, policy: policy, keys: [],
                expectation: expected.map { .state($0) } ?? .error(error!))
            testCase.startValue = ExactDecimal(value)
            return testCase
        }()
        let outcome = CaseRunner.run(testCase, locales: ICU72.locale)
        #expect(outcome.passed, "\(outcome.failures)")
    }

    @Test(
        "A cash policy rounds an outside value to the currency's cash increment",
        arguments: [("1.025", Mode.halfEven, "1"), ("1.03", .halfUp, "1.05"), ("-2.474", .halfUp, "-2.45")])
    func cashOutsideValue(_ value: String, _ mode: Mode, _ expected: String) throws {
        let format = NumberFormat.currency(code: "CHF")
        let policy = NumberPolicy(format: format, currencyUsage: .cash, rounding: mode)
        let field = try NumberField(
            locale: ICU72.locale("de_CH", format: format), policy: policy, value: #require(ExactDecimal(value)))
        #expect(field.value == ExactDecimal(expected))
        #expect(field.text.hasSuffix(expected.hasSuffix("5") ? "5" : "00"), "\(field.text)")
    }

    @Test("A format style rounds with its policy's mode, and writes every digit without one")
    func formatStyleRounding() throws {
        let rounding = NumberEntryFormatStyle<Decimal>(
            policy: NumberPolicy(rounding: .halfUp), locale: Locale(identifier: "en_US"))
        #expect(rounding.format(try #require(Decimal(string: "2.675"))) == "2.68")
        let plain = NumberEntryFormatStyle<Decimal>(locale: Locale(identifier: "en_US"))
        #expect(plain.format(try #require(Decimal(string: "2.675"))) == "2.675")
    }

    @Test("Rounding never lifts the integer-digit and sign limits")
    func roundingKeepsOtherLimits() throws {
        let locale = try NumberLocale.named("en_US")
        var policy = NumberPolicy(maxIntegerDigits: 2, maxFractionDigits: 1, allowsNegative: false)
        policy.rounding = .halfUp
        #expect(throws: NumberEntryError.invalidStartState(.tooManyIntegerDigits)) {
            try NumberField(locale: locale, policy: policy, value: #require(ExactDecimal("99.96")))
        }
        #expect(throws: NumberEntryError.invalidStartState(.negativeNotAllowed)) {
            try NumberField(locale: locale, policy: policy, value: -3)
        }
        let rounded = try NumberField(locale: locale, policy: policy, value: #require(ExactDecimal("9.96")))
        #expect(rounded.text == "10")
    }

    @Test(
        "Clamp on finalize brings a value to the nearer bound (§15)",
        arguments: [
            ("en_US", "5|", "10", nil, 2, "10.00|"), ("en_US", "-2|", nil, "-5", 0, "-5|"),
            ("de_DE", "5|", "1000", nil, 0, "1.000|"), ("en_US", "7|", "5", "10", 0, "7|"),
            ("en_US", "-|", "-10", "-5", 0, "|"), ("en_US", "|", "10", nil, 0, "|"),
            ("fr_FR", "-0,5|", "-10", "-5", 1, "-5,0|"),
        ] as [(String, String, String?, String?, Int, String)])
    func clamp(
        _ locale: String, _ start: String, _ minimum: String?, _ maximum: String?, _ minFraction: Int,
        _ expected: String
    )
        throws
    {
        var policy = NumberPolicy(
            minFractionDigits: minFraction, minimum: minimum.flatMap(ExactDecimal.init),
            maximum: maximum.flatMap(ExactDecimal.init))
        var unclamped = try field(locale, start, policy: policy)
        policy.clampOnFinalize = true
        var clamped = try field(locale, start, policy: policy)
        clamped.finalize()
        #expect(clamped.marked == expected)
        unclamped.finalize()
        #expect(
            unclamped.value == (try field(locale, start, policy: policy)).value, "without the option the value stays")
    }

    @Test("A clamped bound the field could not show, and huge fixed scales, are invalid policies")
    func impossiblePolicies() throws {
        let refused = [
            NumberPolicy(maxFractionDigits: 2, minimum: ExactDecimal("0.005"), clampOnFinalize: true),
            NumberPolicy(maxIntegerDigits: 2, maximum: 100, clampOnFinalize: true),
            NumberPolicy(maxFractionDigits: .max, entry: .cents), NumberPolicy(maxFractionDigits: 1_000, entry: .fixed),
        ]
        for policy in refused {
            #expect {
                try policy.validate()
            } throws: { error in
                (error as? NumberEntryError)?.code == .invalidPolicy
            }
        }
        // Without clamping such bounds are only checked against what is typed (§5).
        try NumberPolicy(maxFractionDigits: 2, minimum: ExactDecimal("0.005")).validate()
        try NumberPolicy(maxFractionDigits: .max).validate()
    }

    @Test("Clamping in an affixed field renders the bound with its affixes")
    func clampAffixed() throws {
        var policy = NumberPolicy(minimum: 100)
        policy.format = .currency(code: "EUR")
        policy.clampOnFinalize = true
        var euros = try NumberField(locale: ICU72.locale("de_DE", format: policy.format), policy: policy)
        for key in ["2", "5"] { try euros.insert(key) }
        euros.finalize()
        #expect(euros.value == 100)
        #expect(euros.text.hasPrefix("100") && euros.text.hasSuffix("€"))
    }

    @Test("The case reader takes startValue, clampOnFinalize and rounding, and refuses bad ones")
    func caseReader() throws {
        let good =
            #"{"id": "x/y", "locale": "en_US", "policy": {"rounding": "halfUp", "clampOnFinalize": true}, "startValue": "2.675", "keys": [], "expect": "2.68|"}"#
        let read = try CaseFile.parse(good + "\n", path: "test")
        #expect(read.first?.startValue == ExactDecimal("2.675"))
        #expect(read.first?.policy.rounding == .halfUp)
        #expect(read.first?.policy.clampOnFinalize == true)
        for bad in [
            #"{"id": "x/y", "locale": "en_US", "start": "|", "startValue": "1", "keys": [], "expect": "1|"}"#,
            #"{"id": "x/y", "locale": "en_US", "startValue": "1e5", "keys": [], "expect": "1|"}"#,
            #"{"id": "x/y", "locale": "en_US", "policy": {"rounding": "nearest"}, "keys": [], "expect": "|"}"#,
            #"{"id": "x/y", "locale": "en_US", "policy": {"clampOnFinalize": 1}, "keys": [], "expect": "|"}"#,
        ] {
            #expect(throws: CaseFile.Malformed.self) { try CaseFile.parse(bad + "\n", path: "test") }
        }
    }
}
