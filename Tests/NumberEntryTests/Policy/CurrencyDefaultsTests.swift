import Foundation
import NumberEntry
import Testing

/// A field made from a locale identifier names its format once, in its policy: a currency's own
/// fraction digits apply unless the policy sets digits (Behaviour §10.8), resolved once when a
/// field or parser is made.
@Suite("Currency fraction digits are the policy's defaults")
struct CurrencyDefaultsTests {
    /// An empty field in `locale` for a currency, made in one call.
    private func currencyField(
        _ locale: String, _ code: String, maxFractionDigits: Int? = nil, minFractionDigits: Int? = nil,
        usage: NumberPolicy.CurrencyUsage = .standard
    ) throws -> NumberField {
        try NumberField(
            localeIdentifier: locale,
            policy: NumberPolicy(
                format: .currency(code: code), maxFractionDigits: maxFractionDigits,
                minFractionDigits: minFractionDigits, currencyUsage: usage))
    }

    @Test("A yen field refuses the decimal key", arguments: ["ja_JP", "en_US"])
    func yenRefusesDecimal(_ locale: String) throws {
        var field = try currencyField(locale, "JPY")
        try field.insert("12")
        let before = field
        #expect(throws: EditRejection.decimalNotAllowed) { try field.insert(".") }
        #expect(field == before)
        #expect(field.policy.maxFractionDigits == 0 && field.policy.minFractionDigits == 0)
    }

    @Test("A euro field pads to two at finalize", arguments: ["de_DE", "fr_FR"])
    func euroPads(_ locale: String) throws {
        var field = try currencyField(locale, "EUR")
        #expect(field.policy.maxFractionDigits == 2 && field.policy.minFractionDigits == 2)
        try field.insert("12,5")
        field.finalize()
        #expect(field.text.hasPrefix("12,50") && field.text.hasSuffix("€"), "\(field.text)")
        #expect(field.value == ExactDecimal("12.5"))
    }

    @Test("Dinars take three digits", arguments: [("ar_KW", "KWD"), ("en_BH", "BHD")])
    func dinars(_ locale: String, _ code: String) throws {
        let field = try currencyField(locale, code)
        #expect(field.policy.maxFractionDigits == 3 && field.policy.minFractionDigits == 3)
        var typed = try currencyField("en_US", code)
        #expect(throws: EditRejection.tooManyFractionDigits) { try typed.insert("1.2345") }
        try typed.insert("1.2")
        typed.finalize()
        #expect(typed.text.hasSuffix("1.200"), "\(typed.text)")
    }

    @Test(
        "A locale names its own currency, in either spelling",
        arguments: [
            ("de_DE", "EUR"), ("ar-EG", "EGP"), ("ja_JP", "JPY"), ("en_US", "USD"), ("de-CH", "CHF"),
            ("hi_IN@numbers=deva", "INR"),
        ])
    func localCurrency(_ locale: String, _ code: String) throws {
        #expect(Currency.code(ofLocale: locale) == code)
        let field = try currencyField(locale, try #require(Currency.code(ofLocale: locale)))
        #expect(field.policy.stored.format == .currency(code: code))
    }

    @Test("An identifier without data names no currency", arguments: ["", "zz_ZZ_bogus@numbers=nope", "x-🙂"])
    func noLocalCurrency(_ locale: String) {
        #expect(Currency.code(ofLocale: locale) == nil)
    }

    @Test("Digits the policy sets override the currency's")
    func explicitDigits() throws {
        let yen = try currencyField("ja_JP", "JPY", maxFractionDigits: 2, minFractionDigits: 1)
        #expect(yen.policy.maxFractionDigits == 2 && yen.policy.minFractionDigits == 1)
        let dollars = try currencyField("en_US", "USD", minFractionDigits: 0)
        #expect(dollars.policy.maxFractionDigits == 2 && dollars.policy.minFractionDigits == 0)
        var padded = try currencyField("en_US", "USD", maxFractionDigits: 4)
        #expect(padded.policy.minFractionDigits == 2)
        try padded.insert("1.2345")
        padded.finalize()
        #expect(padded.text == "$1.2345")
    }

    @Test("A limit below the currency's digits brings the padding down with it")
    func maximumBelowCurrencyDigits() throws {
        var whole = try currencyField("en_US", "USD", maxFractionDigits: 0)
        #expect(whole.policy.maxFractionDigits == 0 && whole.policy.minFractionDigits == 0)
        #expect(throws: EditRejection.decimalNotAllowed) { try whole.insert(".") }
        try whole.insert("12")
        whole.finalize()
        #expect(whole.text == "$12")
        let dinars = try currencyField("en_US", "KWD", maxFractionDigits: 1)
        #expect(dinars.policy.minFractionDigits == 1)
        #expect(throws: NumberEntryError.self) { try currencyField("en_US", "JPY", minFractionDigits: 1) }
    }

    @Test("A cash policy takes the currency's cash digits")
    func cashDigits() throws {
        // ICU 72 gives the koruna two digits, and none for cash.
        let koruna = NumberFormat.currency(code: "CZK")
        let data = try #require(try ICU72.locale("cs_CZ", format: koruna).formatData)
        #expect(data.fractionDigits == 2 && data.cashFractionDigits == 0)
        let standard = try NumberField(
            locale: ICU72.locale("cs_CZ", format: koruna), policy: NumberPolicy(format: koruna))
        #expect(standard.policy.maxFractionDigits == 2 && standard.policy.stored.currencyUsage == .standard)
        var cash = try NumberField(
            locale: ICU72.locale("cs_CZ", format: koruna), policy: NumberPolicy(format: koruna, currencyUsage: .cash))
        #expect(cash.policy.maxFractionDigits == 0 && cash.policy.minFractionDigits == 0)
        #expect(throws: EditRejection.decimalNotAllowed) { try cash.insert(",") }
        // Where cash and standard digits agree, cash usage changes nothing.
        let franc = NumberFormat.currency(code: "CHF")
        let francs = try NumberField(
            locale: ICU72.locale("de_CH", format: franc), policy: NumberPolicy(format: franc, currencyUsage: .cash))
        #expect(francs.policy.maxFractionDigits == 2)
    }

    @Test("Plain, percent and per-mille fields default to two digits, padding none")
    func otherFormats() throws {
        for format in [NumberFormat.plain, .percent] {
            let field = try NumberField(localeIdentifier: "en_US", policy: NumberPolicy(format: format))
            #expect(field.policy.maxFractionDigits == 2 && field.policy.minFractionDigits == 0, "\(format)")
        }
        #expect(try NumberField(localeIdentifier: "en_US").policy.maxFractionDigits == 2)
        #expect(NumberPolicy().maxFractionDigits == nil && NumberPolicy().minFractionDigits == nil)
    }

    @Test("Locale data for another format is one typed error naming both")
    func formatMismatch() throws {
        let plain = try NumberLocale.named("en_US")
        let yen = NumberPolicy(format: .currency(code: "JPY"))
        #expect(throws: NumberEntryError.formatMismatch(policy: .currency(code: "JPY"), localeData: .plain)) {
            try NumberField(locale: plain, policy: yen)
        }
        #expect(throws: NumberEntryError.formatMismatch(policy: .currency(code: "JPY"), localeData: .plain)) {
            try NumberParser(locale: plain, policy: yen)
        }
        let dollars = try NumberLocale.named("en_US", format: .currency(code: "USD"))
        let error = NumberEntryError.formatMismatch(policy: .percent, localeData: dollars.format)
        #expect(throws: error) { try NumberField(locale: dollars, policy: NumberPolicy(format: .percent)) }
        #expect(error.description.contains("percent") && error.description.contains("currency/USD"))
    }

    @Test("A yen parser refuses fractions")
    func yenParser() throws {
        let parser = try NumberParser(
            localeIdentifier: "ja_JP", policy: NumberPolicy(format: .currency(code: "JPY")))
        #expect(parser.policy.maxFractionDigits == 0)
        #expect(try parser.parse("1,234") == ExactDecimal(1234))
        #expect(throws: ParseError.tooManyFractionDigits) { try parser.parse("1234.5") }
        let euros = try NumberParser(localeIdentifier: "de_DE", policy: NumberPolicy(format: .currency(code: "EUR")))
        #expect(euros.policy.maxFractionDigits == 2 && euros.policy.minFractionDigits == 2)
    }

    @Test("Resolving stores the policy as set and decides the digits once")
    func resolving() throws {
        let locale = try NumberLocale.named("en_US", format: .currency(code: "USD"))
        let policy = NumberPolicy(
            format: .currency(code: "USD"), maxIntegerDigits: 7, allowsNegative: false, step: 5, entry: .cents,
            currencyUsage: .cash, affixesWhenEmpty: true, showsAffixes: false, percentValue: .fraction)
        let resolved = try policy.resolved(for: locale)
        #expect(resolved.stored == policy)
        let digits = (resolved.maxFractionDigits, resolved.minFractionDigits, resolved.finalizedFractionDigits)
        #expect(digits == (2, 2, 2))
        #expect(try resolved.stored.resolved(for: locale) == resolved)
        #expect(try NumberField(locale: locale, policy: policy).policy == resolved)
    }

    @Test("The format is said once: a plain policy takes the data's format, two named ones must agree")
    func formatSaidOnce() throws {
        let percent = try NumberLocale.named("fr_FR", format: .percent)
        let field = try NumberField(locale: percent, policy: NumberPolicy(percentValue: .fraction))
        #expect(field.policy.stored.format == .percent)
        #expect(field.policy.stored == NumberPolicy(format: .percent, percentValue: .fraction))
        #expect(try NumberParser(locale: percent).policy.stored.format == .percent)
        // A cash policy is valid once the data gives it a currency.
        let francs = try NumberLocale.named("de_CH", format: .currency(code: "CHF"))
        let cash = try NumberField(locale: francs, policy: NumberPolicy(currencyUsage: .cash))
        #expect(cash.policy.stored.format == .currency(code: "CHF") && cash.policy.maxFractionDigits == 2)
        #expect(throws: NumberEntryError.formatMismatch(policy: .perMille, localeData: .percent)) {
            try NumberField(locale: percent, policy: NumberPolicy(format: .perMille))
        }
    }

    @Test("A policy's JSON may leave out any setting, which takes the initializer's default")
    func codableDefaults() throws {
        let decoder = JSONDecoder()
        #expect(try decoder.decode(NumberPolicy.self, from: Data("{}".utf8)) == NumberPolicy())
        let yen = NumberPolicy(format: .currency(code: "JPY"), maxIntegerDigits: 9, currencyUsage: .cash)
        let json = try JSONEncoder().encode(yen)
        #expect(!String(decoding: json, as: UTF8.self).contains("FractionDigits"))
        #expect(try decoder.decode(NumberPolicy.self, from: json) == yen)
        let partial = try decoder.decode(NumberPolicy.self, from: Data(#"{"maxFractionDigits":0,"step":"5"}"#.utf8))
        #expect(partial == NumberPolicy(maxFractionDigits: 0, step: 5))
        #expect(throws: DecodingError.self) {
            try decoder.decode(NumberPolicy.self, from: Data(#"{"currencyUsage":"coins"}"#.utf8))
        }
    }
}
