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
            let decimals = NumberEntryFormatStyle<Decimal>(
                policy: NumberPolicy(maxFractionDigits: 4), locale: Locale(identifier: locale))
            let integers = NumberEntryFormatStyle<Int>(locale: Locale(identifier: locale))
            let doubles = NumberEntryFormatStyle<Double>(
                policy: NumberPolicy(maxFractionDigits: 20), locale: Locale(identifier: locale))
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
        let style = NumberEntryFormatStyle<Decimal>(
            policy: NumberPolicy(maxFractionDigits: 4), strictness: .lenient, locale: Locale(identifier: locale))
        let parsed = try? style.parseStrategy.parse(text)
        #expect(parsed.flatMap { ExactDecimal($0)?.description } == expected)
    }

    @Test("Int and Decimal conversions are exact or fail")
    func exactOrFail() throws {
        let integers = NumberEntryFormatStyle<Int>(locale: Locale(identifier: "en_US"))
        #expect(throws: NumberEntryValueError.self) { try integers.parseStrategy.parse("1.5") }
        #expect(throws: NumberEntryValueError.self) { try integers.parseStrategy.parse("99,999,999,999,999,999,999") }
        #expect(throws: ParseError.self) { try integers.parseStrategy.parse("1,2") }
        #expect(try #require(ExactDecimal("1." + String(repeating: "1", count: 40))).decimal == nil)
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
        for _ in 0..<Sweep.count(full: 300, sampled: 60) {
            let double = Double(bitPattern: random.next())
            guard double.isFinite, let exact = ExactDecimal(exactly: double) else { continue }
            #expect(Double(exactly: exact) == double, "\(double)")
            #expect(Double(exact) == double)
        }
    }

    @Test("The style is Codable, and decoding an unusable locale gives a style whose parse throws")
    func codable() throws {
        let style = NumberEntryFormatStyle<Decimal>(
            policy: NumberPolicy(minFractionDigits: 2), locale: Locale(identifier: "de_DE"))
        let decoded = try JSONDecoder().decode(NumberEntryFormatStyle<Decimal>.self, from: JSONEncoder().encode(style))
        #expect(decoded == style)
        #expect(decoded.format(Decimal(string: "1234.5")!) == "1.234,50")
        let strategy = style.parseStrategy
        #expect(try JSONDecoder().decode(type(of: strategy), from: JSONEncoder().encode(strategy)) == strategy)
        let json = try #require(String(data: JSONEncoder().encode(style), encoding: .utf8))
        #expect(json.contains("de_DE"))
        let unusable = try JSONDecoder().decode(
            NumberEntryFormatStyle<Decimal>.self, from: Data(json.replacing("de_DE", with: "zz_ZZ").utf8))
        #expect(throws: NumberEntryError.unsupportedLocale("zz_ZZ")) { try unusable.parseStrategy.parse("1") }
    }

    @Test("Foundation's formatted(_:), the static accessor and locale(_:) as SwiftUI calls it")
    func foundationConventions() throws {
        let euros = NumberPolicy(format: .currency(code: "EUR"))
        let german = Locale(identifier: "de_DE")
        // A EUR style pads to the currency's two digits with no further setting.
        #expect(Decimal(12).formatted(.numberEntry(policy: euros, locale: german)).hasPrefix("12,00"))
        #expect(Decimal(string: "1234.5")!.formatted(.numberEntry(locale: german)) == "1.234,5")
        #expect(1234.formatted(.numberEntry(locale: Locale(identifier: "en_US"))) == "1,234")
        // SwiftUI gives a style its environment's locale through the FormatStyle requirement.
        func inEnvironment<Style: FormatStyle>(_ style: Style, _ locale: Locale) -> Style { style.locale(locale) }
        let relocated = inEnvironment(
            NumberEntryFormatStyle<Decimal>.numberEntry(locale: german), Locale(identifier: "fr_CH"))
        #expect(relocated.locale == Locale(identifier: "fr_CH"))
        #expect(
            relocated.format(Decimal(string: "1234.5")!)
                == NumberEntryFormatStyle<Decimal>(locale: Locale(identifier: "fr_CH")).format(
                    Decimal(string: "1234.5")!))
        #expect(relocated.format(Decimal(string: "1234.5")!) != "1.234,5")
        #expect(
            try relocated.parseStrategy.parse(relocated.format(Decimal(string: "-1234.5")!))
                == Decimal(string: "-1234.5"))
        // A generic ParseableFormatStyle parameter (TextField's) takes the accessor too.
        func parsed<Style: ParseableFormatStyle>(_ text: String, _ style: Style) throws -> Style.FormatInput
        where Style.FormatOutput == String { try style.parseStrategy.parse(text) }
        #expect(try parsed("1.234,5", .numberEntry(locale: german)) == Decimal(string: "1234.5"))
    }

    @Test("Making a style never throws: errors surface from parse, format falls back to machine notation")
    func unusableLocale() throws {
        let style = NumberEntryFormatStyle<Decimal>(locale: Locale(identifier: "zz_ZZ"))
        #expect(style.format(Decimal(string: "-1234.5")!) == "-1234.5")
        #expect(throws: NumberEntryError.unsupportedLocale("zz_ZZ")) { try style.parseStrategy.parse("1") }
        let contradiction = NumberEntryFormatStyle<Int>(
            policy: NumberPolicy(maxFractionDigits: 1, minFractionDigits: 2), locale: Locale(identifier: "en_US"))
        #expect(contradiction.format(1234) == "1234")
        #expect(throws: NumberEntryError.self) { try contradiction.parseStrategy.parse("1") }
    }

    @Test("The style and NumberParser share one strictness default: strict")
    func strictByDefault() throws {
        let style = NumberEntryFormatStyle<Decimal>(locale: Locale(identifier: "en_US"))
        #expect(style.strictness == .strict)
        #expect(throws: ParseError.self) { try style.parseStrategy.parse(" 1,234.5 ") }
        let parser = try NumberParser(locale: Locale(identifier: "en_US"))
        #expect(throws: ParseError.self) { try parser.parse(" 1,234.5 ") }
        let lenient = NumberEntryFormatStyle<Decimal>(strictness: .lenient, locale: Locale(identifier: "en_US"))
        #expect(try lenient.parseStrategy.parse(" 1,234.5 ") == Decimal(string: "1234.5"))
    }

    @Test(
        "Foundation's C and POSIX locales load en_US_POSIX, as the identifiers do",
        arguments: [
            ("C", "en_US_POSIX"), ("POSIX", "en_US_POSIX"), ("C.UTF-8", "en_US_POSIX"), ("c", "en_US_POSIX"),
            ("posix", "en_US_POSIX"), ("C@numbers=arab", "en_US_POSIX@numbers=arab"),
        ])
    func posixLocales(identifier: String, loaded: String) throws {
        let locale = Locale(identifier: identifier)
        #expect(NumberLocale.identifier(of: locale) == loaded)
        #expect(try NumberLocale.named(locale) == NumberLocale.named(loaded))
        #expect(try NumberLocale.named(locale, digits: .latin) == NumberLocale.named(loaded, digits: .latin))
        var field = try NumberField(locale: locale)
        try field.insert("1234.5")
        #expect(try field.text == NumberLocale.named(loaded).text(of: ExactDecimal("1234.5")!))
        #expect(try NumberParser(locale: locale).parse(field.text) == ExactDecimal("1234.5"))
    }

    @Test("A Locale is accepted wherever an identifier is, keeping its numbering system")
    func foundationLocales() throws {
        let latin = Locale(identifier: "ar-EG-u-nu-latn")
        #expect(try NumberLocale.named(latin) == NumberLocale.named("ar_EG@numbers=latn"))
        #expect(try NumberLocale.named(Locale(identifier: "ar_EG@numbers=latn")).numberingSystem == "latn")
        #expect(try NumberLocale.named(Locale(identifier: "hi-IN-u-nu-deva")).numberingSystem == "deva")
        #expect(try NumberLocale.named(Locale(identifier: "th_TH@calendar=buddhist;numbers=thai")).digits.first == "๐")
        #expect(try NumberLocale.named(Locale(identifier: "en_US@currency=EUR")) == NumberLocale.named("en_US"))
        #expect(NumberLocale.identifier(of: Locale(identifier: "en_US_POSIX")) == "en_US_POSIX")
        #expect(throws: NumberEntryError.self) { try NumberLocale.named(Locale(identifier: "zz_ZZ")) }
        var field = try NumberField(locale: latin, policy: NumberPolicy(format: .currency(code: "EGP")))
        #expect(field.locale.numberingSystem == "latn" && field.policy.maxFractionDigits == 2)
        try field.insert("12")
        #expect(field.value == 12)
        let yen = try NumberField(
            locale: Locale(identifier: "ja_JP"), policy: NumberPolicy(format: .currency(code: "JPY")))
        #expect(yen.policy.maxFractionDigits == 0)
        let parser = try NumberParser(locale: Locale(identifier: "de_DE"))
        #expect(try parser.parse("1.234,5") == ExactDecimal("1234.5"))
        // Implicit members pick the overload by type: `.named` is NumberLocale's, `.current` Locale's.
        #expect(try NumberField(locale: .named("de_DE")).locale == NumberLocale.named("de_DE"))
        #expect(try NumberField(locale: .named(Locale(identifier: "de_DE"))).locale == NumberLocale.named("de_DE"))
        _ = try? NumberField(locale: .current)
    }

    @Test("A person's separators replace the locale's own, in the body and the format's")
    func chosenSeparators() throws {
        let german = try NumberLocale.named("de_DE", format: .currency(code: "EUR"))
        let chosen = try german.choosing(decimalSeparator: ".", groupingSeparator: "'", numberingSystem: "latn")
        #expect(chosen.decimalSeparator == "." && chosen.groupingSeparator == "'")
        #expect(chosen.formatData?.decimalSeparator == "." && chosen.format == german.format)
        var field = try NumberField(locale: chosen, policy: NumberPolicy(format: .currency(code: "EUR")))
        try field.insert("1234.5")
        #expect(field.text.hasPrefix("1'234.5"))
        // The locale's own separators, several characters or another numbering system change nothing.
        #expect(try german.choosing(decimalSeparator: ",", groupingSeparator: ".", numberingSystem: "latn") == german)
        #expect(try german.choosing(decimalSeparator: "::", groupingSeparator: nil, numberingSystem: "latn") == german)
        #expect(try german.choosing(decimalSeparator: ".", groupingSeparator: nil, numberingSystem: "arab") == german)
        #expect(throws: NumberEntryError.self) {
            try german.choosing(decimalSeparator: "5", groupingSeparator: nil, numberingSystem: "latn")
        }
        #expect(throws: NumberEntryError.self) {
            try german.choosing(decimalSeparator: ".", groupingSeparator: ".", numberingSystem: "latn")
        }
    }
}
