import NumberEntry
import Testing

/// Format skeletons (Behaviour §10.1, §10.2): what `NumberFormat(skeleton:)` reads and what loading
/// a format's data refuses.
@Suite("Number formats")
struct NumberFormatTests {
    static let skeletons: [(String, NumberFormat?)] = [
        ("", .plain), ("percent", .percent), ("permille", .perMille), ("currency/EUR", .currency(code: "EUR")),
        ("currency/usd", .currency(code: "USD")),
        ("currency/USD sign-accounting", .currency(code: "USD", accounting: true)),
        ("unit-width-iso-code currency/JPY", .currency(code: "JPY", width: .isoCode)),
        ("currency/CHF unit-width-narrow sign-auto", .currency(code: "CHF", width: .narrow)),
        ("currency/EUR unit-width-short", .currency(code: "EUR")), ("currency/EUR unit-width-full-name", nil),
        ("measure-unit/length-kilometer", .measureUnit("length-kilometer")), ("currency/EURO", nil),
        ("currency/E1R", nil),
        ("percent permille", nil),
        ("currency/EUR percent", nil), ("sign-accounting", nil), ("currency/EUR currency/USD", nil),
        ("currency/EUR .00", nil), ("scientific", nil),
    ]

    @Test("Skeletons", arguments: skeletons)
    func skeleton(_ text: String, _ expected: NumberFormat?) {
        let format = try? NumberFormat(skeleton: text)
        #expect(format == expected)
        if let format { #expect((try? NumberFormat(skeleton: format.skeleton)) == format) }
    }

    @Test("Loading refuses unknown currencies and reads codes in any case")
    func loading() throws {
        #expect(throws: NumberEntryError.self) { try NumberLocale.named("en_US", format: .currency(code: "XYZ")) }
        let lower = try NumberLocale.named("en_US", format: NumberFormat(skeleton: "currency/usd"))
        #expect(lower.format == .currency(code: "USD"))
        #expect(lower.formatData?.fractionDigits == 2)
        #expect(try NumberLocale.named("ja_JP", format: .currency(code: "JPY")).formatData?.fractionDigits == 0)
        #expect(try NumberLocale.named("ar_KW", format: .currency(code: "KWD")).formatData?.fractionDigits == 3)
        #expect(Currency.fractionDigits(of: "kwd") == 3)
        // Foundation's number formatting knows no cash rounding and no per-mille style.
        let foundation = LocaleDataSourceKind.current == .foundation
        #expect(
            try NumberLocale.named("de_CH", format: .currency(code: "CHF")).formatData?.cashIncrement
                == (foundation ? nil : ExactDecimal("0.05")))
        do {
            let perMille = try NumberLocale.named("en_US", format: .perMille)
            #expect(perMille.formatData?.positiveSuffix == "‰" && !foundation)
        } catch {
            guard error.code == .unsupportedFormat, foundation else { throw error }
        }
        // A field refuses locale data loaded for another format than its policy's.
        var policy = NumberPolicy()
        policy.format = .percent
        #expect(throws: NumberEntryError.self) { try NumberField(locale: NumberLocale.named("en_US"), policy: policy) }
    }
}
