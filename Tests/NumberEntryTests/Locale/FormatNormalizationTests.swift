import Foundation
import NumberEntry
import Testing

/// A format is held as its skeleton reads back (Docs/Behaviour.md §10.2): a currency code in any
/// case becomes upper case when a policy or locale data is made, so every policy that loads
/// writes and reads back equal; a code or unit name no skeleton can hold is refused.
@Suite("Formats held normalized")
struct FormatNormalizationTests {
    @Test(
        "A currency code in any case is held in upper case",
        arguments: [
            ("en_US", "usd", NumberFormat.CurrencyWidth.symbol, false), ("de_DE", "eUr", .narrow, false),
            ("de_CH", "Chf", .isoCode, true), ("cs_CZ", "czk", .symbol, true), ("da_DK", "dKK", .symbol, false),
        ])
    func lowercaseCode(_ locale: String, _ code: String, _ width: NumberFormat.CurrencyWidth, _ accounting: Bool)
        throws
    {
        let upper = NumberFormat.currency(code: code.uppercased(), width: width, accounting: accounting)
        let given = NumberFormat.currency(code: code, width: width, accounting: accounting)
        #expect(given.normalized == upper)
        var policy = NumberPolicy(format: given, currencyUsage: .cash)
        #expect(policy.format == upper)
        policy.format = .plain
        policy.format = given
        #expect(policy.format == upper, "set later, normalized too")

        let decoded = try JSONDecoder().decode(NumberPolicy.self, from: JSONEncoder().encode(policy))
        #expect(decoded == policy)
        let loaded = try NumberLocale.named(locale, format: given)
        #expect(loaded.format == upper)
        let field = try NumberField(locale: loaded, policy: decoded, value: 1234)
        let reference = try NumberField(
            locale: NumberLocale.named(locale, format: upper),
            policy: NumberPolicy(format: upper, currencyUsage: .cash),
            value: 1234)
        #expect(field.text == reference.text)
        #expect(try NumberParser(locale: loaded, policy: policy).parse(field.text) == 1234)
    }

    @Test(
        "A code or unit name that no skeleton holds is refused, never written as another format",
        arguments: [
            NumberFormat.currency(code: "US D"), .currency(code: "USD percent"), .currency(code: "US"),
            .currency(code: "ÜSD"), .currency(code: ""), .measureUnit("mass-kilogram unit-width-narrow"),
            .measureUnit("Mass-Kilogram"), .measureUnit("mass kilogram"), .measureUnit(""),
        ])
    func malformed(_ format: NumberFormat) throws {
        #expect(format.normalized == nil)
        let policy = NumberPolicy(format: format)
        #expect(throws: NumberEntryError.unsupportedFormat(format.description)) { try policy.validate() }
        #expect(throws: NumberEntryError.unsupportedFormat(format.description)) {
            try NumberLocale.named("en_US", format: format)
        }
        #expect(throws: NumberEntryError.self) { try NumberField(localeIdentifier: "en_US", policy: policy) }
        #expect(throws: NumberEntryError.self) { try NumberParser(localeIdentifier: "en_US", policy: policy) }
    }

    @Test("Hand-built locale data holds its code in upper case")
    func handBuiltData() throws {
        let data = NumberLocale.FormatData(
            format: .currency(code: "xts"), decimalSeparator: ".", groupingSeparator: ",",
            grouping: .init(primary: 3, secondary: 3, minimumDigits: 1),
            positivePrefix: "¤", positiveSuffix: "", negativePrefix: "-¤", negativeSuffix: "", markers: ["XTS"])
        let locale = try NumberLocale.named("en_US").formatted(data)
        #expect(locale.format == .currency(code: "XTS"))
        var bad = data
        bad.format = .currency(code: "X S")
        #expect(throws: NumberEntryError.unsupportedFormat("currency/X S")) {
            try NumberLocale.named("en_US").formatted(bad)
        }
    }
}
