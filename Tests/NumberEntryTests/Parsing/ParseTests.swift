import NumberEntry
import Testing
import _NumberEntryCases

/// `NumberParser`: complete strings in ten scripts and separator styles, strict and lenient,
/// every error; and the round trip of what fields show, in every locale ICU lists.
@Suite("Parsing complete strings")
struct ParseTests {
    /// `(locale, text, strictness, expected value or error name)`.
    static let table: [(String, String, NumberParser.Strictness, String)] = [
        // Latin, grouping optional, kept zeros and partial states a field shows.
        ("en_US", "1,234.5", .strict, "1234.5"), ("en_US", "1234.5", .strict, "1234.5"),
        ("en_US", "-1,234,567.25", .strict, "-1234567.25"), ("en_US", "0,005", .strict, "5"),
        ("en_US", "12.", .strict, "12"), ("en_US", "0.", .strict, "0"), ("en_US", "-0", .strict, "0"),
        ("en_US", "12,34.5", .strict, "notANumber@2"), ("en_US", "1,2345", .strict, "notANumber@1"),
        ("en_US", "12345,678", .strict, "notANumber@2"), ("en_US", ".5", .strict, "notANumber@0"),
        ("en_US", ".", .strict, "notANumber@0"), ("en_US", "", .strict, "empty"), ("en_US", "-", .strict, "empty"),
        ("en_US", " 12", .strict, "notANumber@0"), ("en_US", "1.2.3", .strict, "notANumber@3"),
        ("en_US", "1,234,", .strict, "notANumber@5"), ("en_US", "+5", .strict, "notANumber@0"),
        ("en_US", "12a", .strict, "notANumber@2"),
        ("en_US", " 1,234.50 ", .lenient, "1234.5"), ("en_US", "(1,234.50)", .lenient, "-1234.5"),
        ("en_US", "1234-", .lenient, "-1234"), ("en_US", "+5", .lenient, "5"), ("en_US", "   ", .lenient, "empty"),
        ("en_US", " - ", .lenient, "empty"), ("en_US", ".", .lenient, "notANumber@0"),
        ("en_US", "1٬234٫56", .lenient, "1234.56"), ("en_US", "۱۲٫۳۴", .lenient, "12.34"),
        ("en_US", "1.234,56", .strict, "notANumber@5"), ("en_US", "1.234,56", .lenient, "1234.56"),
        ("en_US", "12x5", .lenient, "notANumber@2"), ("en_US", "  12x5", .lenient, "notANumber@4"),
        // German: `.` groups, `,` is decimal.
        ("de_DE", "1.234,56", .strict, "1234.56"), ("de_DE", "1234,56", .strict, "1234.56"),
        ("de_DE", "1,234.56", .strict, "notANumber@5"), ("de_DE", "1.23", .lenient, "1.23"),
        ("de_DE", "1.234,56-", .lenient, "-1234.56"),
        // Arabic and Persian digits, separators and signs with bidi marks.
        ("ar_EG", "\u{061C}-١٬٢٣٤٫٥", .strict, "-1234.5"), ("ar_EG", "١٢٣٤٫٥", .strict, "1234.5"),
        ("ar_EG", "1234.5", .strict, "notANumber@0"), ("ar_EG", "1234.5", .lenient, "1234.5"),
        ("ar_EG", "\u{061C}-", .strict, "empty"),
        ("fa_IR", "\u{200E}\u{2212}۱٬۲۳۴٫۵", .strict, "-1234.5"), ("fa_IR", "(۱۲٫۵)", .lenient, "-12.5"),
        // Devanagari grouping 3/2 with Latin digits (hi_IN), Bengali digits.
        ("hi_IN", "12,34,567.25", .strict, "1234567.25"), ("hi_IN", "1,234,567.25", .strict, "notANumber@1"),
        ("hi_IN", "1,234,567.25", .lenient, "1234567.25"), ("bn_IN", "১২,৩৪,৫৬৭.২৫", .strict, "1234567.25"),
        ("hi_IN@numbers=deva", "१२,३४,५६७", .strict, "1234567"),
        // Adlam digits, outside the BMP (two UTF-16 units each).
        ("ff_Adlm", "𞥑⹁𞥒𞥓𞥔.𞥕", .strict, "1234.5"), ("ff_Adlm", "𞥑𞥒x", .strict, "notANumber@4"),
        // Swiss apostrophe (U+0027 typed for it, §18), French narrow no-break space (a typed space
        // stands for it), Spanish minimum grouping (a grouped four-digit integer is read), Swedish
        // minus (U+002D typed for it).
        ("de_CH", "1’234.5", .strict, "1234.5"), ("de_CH", "1'234.5", .strict, "1234.5"),
        ("de_CH", "1'234.5", .lenient, "1234.5"), ("de_CH", "12,5", .lenient, "notANumber@2"),
        ("fr_FR", "1\u{202F}234,5", .strict, "1234.5"), ("fr_FR", "1 234,5", .strict, "1234.5"),
        ("fr_FR", "1 234,5", .lenient, "1234.5"),
        ("es_ES", "1234", .strict, "1234"), ("es_ES", "1.234", .strict, "1234"),
        ("es_ES", "12.345", .strict, "12345"), ("es_ES", "1.234", .lenient, "1234"),
        ("sv_SE", "\u{2212}1\u{00A0}234,5", .strict, "-1234.5"), ("sv_SE", "-1234,5", .strict, "-1234.5"),
        ("sv_SE", "-1234,5", .lenient, "-1234.5"),
    ]

    @Test("Strings in ten scripts and styles, strict and lenient (ICU 72's data)", arguments: table)
    func parses(_ locale: String, _ text: String, _ strictness: NumberParser.Strictness, _ expected: String)
        throws
    {
        let parser = try NumberParser(locale: ICU72.locale(locale), policy: NumberPolicy(maxFractionDigits: 10))
        #expect(outcome { () throws(ParseError) in try parser.parse(text, strictness: strictness) } == expected)
    }

    /// `(policy, text, expected)` in `en_US`, strict.
    static let limitCases: [(NumberPolicy, String, String)] = [
        (NumberPolicy(maxIntegerDigits: 3), "1,234", "tooManyIntegerDigits"),
        (NumberPolicy(maxIntegerDigits: 3), "0,123", "123"),
        (NumberPolicy(maxFractionDigits: 1), "1.25", "tooManyFractionDigits"),
        (NumberPolicy(maxFractionDigits: 1), "1.50", "1.5"),
        (NumberPolicy(allowsNegative: false), "-1", "negativeNotAllowed"),
        (NumberPolicy(allowsNegative: false), "-0", "0"),
        (NumberPolicy(maximum: 100), "100.01", "aboveMaximum"), (NumberPolicy(maximum: 100), "100.00", "100"),
        (NumberPolicy(minimum: 10), "3", "belowMinimum"), (NumberPolicy(minimum: -5), "-5.5", "belowMinimum"),
    ]

    @Test("Every limit is its own error", arguments: limitCases)
    func limits(_ policy: NumberPolicy, _ text: String, _ expected: String) throws {
        let parser = try NumberParser(localeIdentifier: "en_US", policy: policy)
        #expect(outcome { () throws(ParseError) in try parser.parse(text) } == expected)
    }

    @Test("A Latin-digit policy reads the locale's Latin variant")
    func latinPolicy() throws {
        let parser = try NumberParser(localeIdentifier: "ar_EG", policy: NumberPolicy(digits: .latin))
        #expect(try parser.parse("\u{200E}-1,234.5") == ExactDecimal("-1234.5"))
    }

    /// Random values typed per locale in the round trip (`Sweep`).
    static let valuesPerLocale = Sweep.count(full: 200, sampled: 60)

    /// Spec round trip: what finalize renders, and every state a field shows while the value is
    /// typed key by key, parse strictly back to the field's value (`empty` where it has none).
    @Test("What fields show parses back exactly, in every locale")
    func roundTrip() throws {
        var random = SeededGenerator(seed: 7)
        var checked = 0
        let identifiers = Sweep.locales(NumberLocale.availableIdentifiers)
        for identifier in identifiers {
            let locale = try NumberLocale.named(identifier)
            let policy = NumberPolicy(maxFractionDigits: 3, minFractionDigits: Int.random(in: 0...3, using: &random))
            let parser = try NumberParser(locale: locale, policy: policy)
            for _ in 0..<Self.valuesPerLocale {
                let digits = Int.random(in: 0...999_999_999, using: &random)
                let value = try ExactDecimal(Bool.random(using: &random) ? -digits : digits)
                    .shifted(byPowerOfTen: -Int.random(in: 0...3, using: &random))
                var field = try NumberField(locale: locale, policy: policy)
                for key in value.description.map({ String($0) }) {
                    try field.insert(key)
                    let parsed = outcome { () throws(ParseError) in try parser.parse(field.text) }
                    #expect(parsed == field.value?.description ?? "empty", "\(identifier) \(field.marked)")
                }
                field.finalize()
                #expect(try parser.parse(field.text) == value, "\(identifier) finalized \(field.text)")
                checked += 1
            }
        }
        #expect(checked == identifiers.count * Self.valuesPerLocale && identifiers.count >= (Sweep.isFull ? 805 : 100))
    }

    /// `(locale, format, text, value)`: signed bodies a strict parse reads, on ICU 72's data.
    static let signedBodies: [(String, NumberFormat, String, String)] = [
        ("en_US", NumberFormat.currency(code: "USD"), "-1,234.50", "-1234.5"),
        ("en_US", .currency(code: "USD"), "1,234.50", "1234.5"),
        ("en_US", .currency(code: "USD", accounting: true), "-1,234.50", "-1234.5"),
        ("de_DE", .currency(code: "EUR"), "-1.234,50", "-1234.5"),
        ("nl_NL", .currency(code: "EUR"), "-12,50", "-12.5"),
        ("ar_EG", .currency(code: "EGP"), "\u{061C}-\u{0661}\u{0662}", "-12"),
        ("fr_FR", .percent, "-12,5", "-12.5"),
        ("en_US", .measureUnit("mass-kilogram"), "-3.5", "-3.5"),
    ]

    @Test("Strict parse reads the signed body without its symbol as the unsigned one", arguments: signedBodies)
    func strictSignedBody(_ locale: String, _ format: NumberFormat, _ text: String, _ value: String) throws {
        var policy = NumberPolicy()
        policy.format = format
        let parser = try NumberParser(locale: ICU72.locale(locale, format: format), policy: policy)
        #expect(try parser.parse(text) == ExactDecimal(value))
        #expect(throws: ParseError.self) { try parser.parse("--" + text) }
    }
}

/// A parse's value description, or the error's name (with `@offset` for `notANumber`), for
/// tables of parse outcomes.
func outcome(_ parse: () throws(ParseError) -> ExactDecimal) -> String {
    do {
        return try parse().description
    } catch .notANumber(let offset) {
        return "notANumber@\(offset)"
    } catch {
        return error.name
    }
}
