import Foundation
import NumberEntry
import NumberEntryFoundation
import Testing

@Suite("NumberEntryFormatStyle and exact conversions")
struct FormatStyleTests {
    @Test("Format then parse round-trips Decimal, Int, Double and ExactDecimal")
    func roundTrips() throws {
        var random = SeededGenerator(seed: 11)
        for locale in ["en_US", "de_DE", "ar_EG", "fa_IR", "hi_IN", "ff_Adlm", "de_CH", "fr_FR", "es_ES", "sv_SE"] {
            let decimals = try NumberEntryFormatStyle<Decimal>(
                localeIdentifier: locale, policy: NumberPolicy(maxFractionDigits: 4), strictness: .strict)
            let integers = try NumberEntryFormatStyle<Int>(localeIdentifier: locale, strictness: .strict)
            let doubles = try NumberEntryFormatStyle<Double>(
                localeIdentifier: locale, policy: NumberPolicy(maxFractionDigits: 20))
            for _ in 0..<300 {
                let integer = Int.random(in: -1_000_000_000...1_000_000_000, using: &random)
                let decimal = Decimal(integer) / 1000
                #expect(try decimals.parseStrategy.parse(decimals.format(decimal)) == decimal, "\(locale) \(decimal)")
                #expect(try integers.parseStrategy.parse(integers.format(integer)) == integer)
                let double = Double(integer) / 7
                #expect(try doubles.parseStrategy.parse(doubles.format(double)) == double, "\(locale) \(double)")
            }
        }
    }

    /// `(locale, text, expected)`: inputs from peers' test suites, parsed leniently into `Decimal`.
    static let peerCases: [(String, String, String?)] = [
        ("en_US", "1,234.56", "1234.56"), ("en_US", "$1,234.56", nil), ("en_US", "1 234.56", "1234.56"),
        ("de_DE", "1.234,56", "1234.56"), ("de_DE", "1,234.56", "1234.56"), ("de_DE", "-1.234,5", "-1234.5"),
        ("ar_EG", "١٬٢٣٤٫٥٦", "1234.56"), ("fr_FR", "1 234,56", "1234.56"), ("ja_JP", "１２３４．５", "1234.5"),
        ("en_US", "(12.50)", "-12.5"), ("en_US", "12.50-", "-12.5"), ("en_US", "abc", nil), ("en_US", "", nil),
    ]

    @Test("Peers' inputs parse as the table says", arguments: peerCases)
    func peerInputs(_ locale: String, _ text: String, _ expected: String?) throws {
        let style = try NumberEntryFormatStyle<Decimal>(
            localeIdentifier: locale, policy: NumberPolicy(maxFractionDigits: 4))
        let parsed = try? style.parseStrategy.parse(text)
        #expect(parsed.flatMap { ExactDecimal($0)?.description } == expected)
    }

    @Test("Int and Decimal conversions are exact or fail")
    func exactOrFail() throws {
        let integers = try NumberEntryFormatStyle<Int>(localeIdentifier: "en_US")
        #expect(throws: NumberEntryValueError.self) { try integers.parseStrategy.parse("1.5") }
        #expect(throws: NumberEntryValueError.self) { try integers.parseStrategy.parse("99,999,999,999,999,999,999") }
        #expect(throws: ParseError.self) { try integers.parseStrategy.parse("1,2") }
        #expect(Decimal(parsed: try #require(ExactDecimal("1." + String(repeating: "1", count: 40)))) == nil)
    }

    @Test("Double conversions: exact ones fail rather than round, the plain one rounds")
    func doubles() throws {
        #expect(Double(exactly: try #require(ExactDecimal("0.5"))) == 0.5)
        #expect(Double(exactly: try #require(ExactDecimal("0.1"))) == nil)
        #expect(Double(exactly: ExactDecimal(1 << 53 + 1)) == nil)
        #expect(Double(exactly: try #require(ExactDecimal("1" + String(repeating: "0", count: 400)))) == nil)
        #expect(Double(try #require(ExactDecimal("0.1"))) == 0.1)
        #expect(ExactDecimal(exactly: 0.1)?.description == "0.1000000000000000055511151231257827021181583404541015625")
        #expect(ExactDecimal(exactly: -0.0)?.description == "0")
        #expect(ExactDecimal(exactly: .leastNonzeroMagnitude)?.scale == 1074)
        #expect(ExactDecimal(exactly: .nan) == nil && ExactDecimal(exactly: .infinity) == nil)
        var random = SeededGenerator(seed: 3)
        for _ in 0..<300 {
            let double = Double(bitPattern: random.next())
            guard double.isFinite, let exact = ExactDecimal(exactly: double) else { continue }
            #expect(Double(exactly: exact) == double, "\(double)")
            #expect(Double(exact) == double)
        }
    }

    @Test("The style is Codable and Foundation's formatted(_:) uses it")
    func codableAndFormatted() throws {
        let style = try NumberEntryFormatStyle<Decimal>(
            localeIdentifier: "de_DE", policy: NumberPolicy(minFractionDigits: 2))
        let decoded = try JSONDecoder().decode(NumberEntryFormatStyle<Decimal>.self, from: JSONEncoder().encode(style))
        #expect(decoded == style)
        #expect(Decimal(string: "1234.5")!.formatted(style) == "1.234,50")
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(
                NumberEntryFormatStyle<Decimal>.self,
                from: Data(
                    #"{"localeIdentifier":"zz_ZZ","policy":{"maxFractionDigits":2,"minFractionDigits":0,"allowsNegative":true,"digits":"locale"},"strictness":"strict"}"#
                        .utf8))
        }
    }
}
