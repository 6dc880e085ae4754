import Foundation
import NumberEntry
import Testing

/// Complete strings in v5 (Docs/Behaviour.md §18): the keyboard forms of a locale's own minus and
/// apostrophe stand for them where the locale writes them, derived from its data; a
/// `notANumber` after a complete affix stands after it, and its explanation reads as a person
/// would read the text.
@Suite("Complete strings: keyboard forms and errors after affixes")
struct KeyboardFormTests {
    /// Locales whose minus or grouping a keyboard lacks in ICU 72 and some whose it has.
    static let locales = [
        "sv_SE", "fi_FI", "nb_NO", "nn_NO", "et_EE", "lt_LT", "sl_SI", "hr_HR", "eu_ES", "fo_FO", "se_NO", "gsw_CH",
        "rm_CH", "fa_IR", "de_CH", "de_LI", "it_CH", "en_US", "de_DE", "fr_FR", "he_IL", "ar_EG", "es_ES", "ja_JP",
    ]

    /// The minus keys of §3 besides U+002D.
    static let minusKeys: [Character] = [
        "-", "\u{2010}", "\u{2011}", "\u{2012}", "\u{2013}", "\u{2014}", "\u{2212}", "\u{FE58}", "\u{FE63}", "\u{FF0D}",
        "\u{30FC}",
    ]

    /// Every load of this suite, for the locale snapshot (`ICU72.requests`).
    static var loads: [(String, NumberFormat)] {
        locales.map { ($0, .plain) } + table.map { ($0.0, $0.1) } + explanations.map { ($0.0, $0.1) }
    }

    @Test("Where the locale's minus is not on a keyboard, every minus key stands for it, at its place only")
    func keyboardMinus() throws {
        var keyboardless = 0
        for identifier in Self.locales {
            let locale = try ICU72.locale(identifier)
            let parser = try NumberParser(locale: locale)
            let shown = locale.text(of: ExactDecimal("-1234.5")!, minFractionDigits: 1)
            let minus = locale.minusSign
            guard minus != "-" else {
                let other = shown.replacingOccurrences(of: "-", with: "\u{2212}")
                #expect(throws: ParseError.self, "\(identifier) \(other)") { try parser.parse(other) }
                continue
            }
            keyboardless += 1
            for key in Self.minusKeys {
                let typed = shown.replacingOccurrences(of: minus, with: String(key))
                #expect(try parser.parse(typed) == ExactDecimal("-1234.5"), "\(identifier) \(typed)")
                #expect(try parser.parse(typed, strictness: .lenient) == ExactDecimal("-1234.5"), "\(typed)")
                let misplaced = locale.text(of: ExactDecimal("1234.5")!, minFractionDigits: 1) + String(key)
                #expect(throws: ParseError.self, "\(identifier) \(misplaced)") { try parser.parse(misplaced) }
            }
        }
        #expect(keyboardless >= 14, "the ICU 72 locales above that write U+2212")
    }

    @Test("Where the locale groups with U+2019, U+0027 stands for it, where it stands only")
    func keyboardApostrophe() throws {
        var apostrophes = 0
        for identifier in Self.locales {
            let locale = try ICU72.locale(identifier)
            let parser = try NumberParser(locale: locale, policy: NumberPolicy(maxFractionDigits: 3))
            let shown = locale.text(of: ExactDecimal("1234567.5")!, minFractionDigits: 1)
            guard locale.groupingSeparator == "\u{2019}" else {
                let typed = locale.text(of: 1) + "'" + locale.text(of: 234)
                #expect(throws: ParseError.self, "\(identifier) \(typed)") { try parser.parse(typed) }
                continue
            }
            apostrophes += 1
            let typed = shown.replacingOccurrences(of: "\u{2019}", with: "'")
            #expect(try parser.parse(typed) == ExactDecimal("1234567.5"), "\(identifier) \(typed)")
            #expect(try parser.parse(typed, strictness: .lenient) == ExactDecimal("1234567.5"), "\(typed)")
            #expect(try parser.parse("1'234\u{2019}567") == 1_234_567, "\(identifier): mixed forms")
            #expect(throws: ParseError.notANumber(offset: 2), "\(identifier)") { try parser.parse("12'34") }
            #expect(throws: ParseError.notANumber(offset: 6), "\(identifier)") { try parser.parse("1234.5'6") }
        }
        #expect(apostrophes >= 3, "de_CH, de_LI, it_CH, ... in ICU 72")
    }

    /// `(locale, format, text, expected value or error name)`.
    static let table: [(String, NumberFormat, String, String)] = [
        ("sv_SE", .currency(code: "SEK"), "-1 234,50 kr", "-1234.5"),
        ("sv_SE", .currency(code: "SEK"), "\u{2013}12 kr", "-12"),
        ("nb_NO", .currency(code: "NOK"), "kr -12,50", "-12.5"),
        ("nb_NO", .currency(code: "NOK"), "-kr 12", "notANumber@1"),
        ("fi_FI", .percent, "-12 %", "-12"),
        ("de_CH", .currency(code: "CHF"), "CHF-1'234.50", "-1234.5"),
        ("de_CH", .currency(code: "CHF"), "CHF 1'234'567", "1234567"),
        ("en_US", .plain, "\u{2212}12", "notANumber@0"),
        // After a complete affix, the first character after it.
        ("en_US", .percent, "12%x", "notANumber@3"), ("en_US", .percent, "1%2", "notANumber@2"),
        ("en_US", .currency(code: "USD", accounting: true), "($12.50))", "notANumber@8"),
        ("de_DE", .currency(code: "EUR"), "12,50 €€", "notANumber@7"),
        ("de_DE", .currency(code: "EUR"), "-12,50 €x", "notANumber@8"),
        ("de_DE", .currency(code: "EUR"), "12,50 x", "notANumber@6"),
        ("cs_CZ", .currency(code: "CZK"), "12 Kčx", "notANumber@5"),
        ("cs_CZ", .currency(code: "CZK"), "12,50 Kč1", "notANumber@8"),
        // The suffix after a grouping separator as the locale writes it and a mark the reading skips.
        ("cs_CZ", .currency(code: "CZK"), "12\u{00A0}\u{200F}Kčx", "notANumber@6"),
        ("fr_FR", .percent, "12 %%", "notANumber@4"),
        ("en_US", .currency(code: "USD"), "12.50$", "notANumber@5"),
    ]

    @Test("Keyboard forms with affixes, and errors after a complete affix", arguments: table)
    func parses(_ identifier: String, _ format: NumberFormat, _ text: String, _ expected: String) throws {
        let parser = try NumberParser(
            locale: ICU72.locale(identifier, format: format), policy: NumberPolicy(format: format))
        #expect(outcome { () throws(ParseError) in try parser.parse(text) } == expected)
        if let value = ExactDecimal(expected) {
            #expect(try parser.parse(text, strictness: .lenient) == value, "lenient takes what strict takes")
        }
    }

    /// `(locale, format, text, explanation)`.
    static let explanations: [(String, NumberFormat, String, String)] = [
        ("en_US", .percent, "12%x", "not a number at offset 3: found 'x'; expected the end"),
        ("de_DE", .currency(code: "EUR"), "12,50 €€", "not a number at offset 7: found '€'; expected the end"),
        (
            "en_US", .currency(code: "USD", accounting: true), "($12.50))",
            "not a number at offset 8: found ')'; expected the end"
        ),
        ("de_DE", .currency(code: "EUR"), "12,50 x", "not a number at offset 6: found 'x'; expected '€'"),
        (
            "de_DE", .currency(code: "EUR"), "12a",
            "not a number at offset 2: found 'a'; expected a digit, the grouping separator '.', "
                + "the decimal separator ',' or the suffix ' €'"
        ),
        (
            "en_US", .currency(code: "USD"), "x12",
            "not a number at offset 0: found 'x'; expected a digit, the minus sign '-' or the prefix '$'"
        ),
        (
            "en_US", .currency(code: "USD", accounting: true), "x",
            "not a number at offset 0: found 'x'; expected a digit, the minus sign '-', the prefix '$' or "
                + "the prefix '($'"
        ),
        (
            "de_CH", .currency(code: "CHF"), "CHF 1,5",
            "not a number at offset 5: found ','; expected a digit, the grouping separator '’', "
                + "the decimal separator '.' or the end"
        ),
        ("en_US", .plain, "1.2.3", "not a number at offset 3: found '.'; expected a digit or the end"),
    ]

    @Test("An explanation never names the character found as expected", arguments: explanations)
    func explains(_ identifier: String, _ format: NumberFormat, _ text: String, _ expected: String) throws {
        let parser = try NumberParser(
            locale: ICU72.locale(identifier, format: format), policy: NumberPolicy(format: format))
        do {
            let value = try parser.parse(text)
            Issue.record("\(text) parsed as \(value)")
        } catch {
            #expect(parser.explanation(of: error, in: text) == expected)
        }
    }

    @Test("Long texts: the offsets stand where the rule says, whatever the length")
    func longTexts() throws {
        let count = 100_000
        let sv = try NumberParser(locale: ICU72.locale("sv_SE"))
        #expect(try sv.parse("-" + String(repeating: "1", count: count)).integerDigitCount == count)
        #expect(throws: ParseError.notANumber(offset: 1)) { try sv.parse("-" + String(repeating: "-1", count: count)) }
        let swiss = try NumberParser(locale: ICU72.locale("de_CH"))
        #expect(try swiss.parse("1" + String(repeating: "'000", count: count)).integerDigitCount == 3 * count + 1)
        let percent = try NumberParser(locale: ICU72.locale("en_US", format: .percent), policy: .init(format: .percent))
        let tail = String(repeating: "%", count: count)
        #expect(throws: ParseError.notANumber(offset: 3)) { try percent.parse("12%" + tail) }
        #expect(percent.explanation(of: .notANumber(offset: 3), in: "12%" + tail).hasSuffix("expected the end"))
        let euro = try NumberParser(
            locale: ICU72.locale("de_DE", format: .currency(code: "EUR")), policy: .init(format: .currency(code: "EUR"))
        )
        let euros = "12,50" + String(repeating: " €", count: count)
        #expect(throws: ParseError.notANumber(offset: 7)) { try euro.parse(euros) }
    }
}
