import NumberEntry
import Testing

/// `prefixRange`, `bodyRange` and `suffixRange` (Behaviour §10.4): a host styling the affixes
/// apart from the number, or placing a caret in the body, reads the parts of the text from them.
@Suite("Affix ranges")
struct AffixRangeTests {
    /// (locale, format skeleton): a symbol before and after the number, a sign inside the prefix,
    /// accounting brackets, bidi marks, percent, and plain fields.
    static let formats: [(String, String)] = [
        ("en_US", "currency/USD"), ("de_DE", "currency/EUR"), ("nl_NL", "currency/EUR"), ("de_CH", "currency/CHF"),
        ("en_US", "currency/USD sign-accounting"), ("ar_EG", "currency/EGP"), ("he_IL", "currency/ILS"),
        ("fr_FR", "percent"), ("ja_JP", "currency/JPY"), ("en_US", ""), ("ar_EG", ""), ("ff_Adlm", ""),
    ]

    /// Keys typed into an empty field (see `DigitShortPathTests.field(_:typing:)`).
    static let states = ["", "5", "1234", "-1234", "-", "-0.5", "1234.5"]

    @Test("The ranges tile the text and hold the affixes and the body", arguments: formats)
    func rangesTileTheText(_ identifier: String, _ skeleton: String) throws {
        let format = skeleton.isEmpty ? NumberFormat.plain : try NumberFormat(skeleton: skeleton)
        let locale = try NumberLocale.named(identifier, format: format)
        for (showsAffixes, affixesWhenEmpty) in [(true, false), (true, true), (false, false)] {
            // Two fraction digits in every format, the yen's none included, so every state types.
            var policy = NumberPolicy(maxFractionDigits: 2)
            policy.format = format
            policy.showsAffixes = showsAffixes
            policy.affixesWhenEmpty = affixesWhenEmpty
            var hiddenPolicy = policy
            hiddenPolicy.showsAffixes = false
            let empty = try NumberField(locale: locale, policy: policy)
            let hiddenEmpty = try NumberField(locale: locale, policy: hiddenPolicy)
            for keys in Self.states {
                let field = try #require(DigitShortPathTests.field(empty, typing: keys), "\(keys)")
                let hidden = try #require(DigitShortPathTests.field(hiddenEmpty, typing: keys), "\(keys)")
                let context = "\(identifier) \(format) \(keys) shows affixes \(showsAffixes): \(field.marked)"
                let utf16 = Array(field.text.utf16)
                #expect(field.prefixRange.lowerBound == 0, "\(context)")
                #expect(field.prefixRange.upperBound == field.bodyRange.lowerBound, "\(context)")
                #expect(field.bodyRange.upperBound == field.suffixRange.lowerBound, "\(context)")
                #expect(field.suffixRange.upperBound == utf16.count, "\(context)")
                let part = { (range: Range<Int>) in String(decoding: utf16[range], as: UTF16.self) }
                // The body is what a field with hidden affixes shows; the affixes are the rest.
                #expect(part(field.bodyRange) == hidden.text, "\(context)")
                #expect(part(field.prefixRange) == (showsAffixes ? field.prefix : ""), "\(context)")
                #expect(part(field.suffixRange) == (showsAffixes ? field.suffix : ""), "\(context)")
                // The caret after typing rests in the body, on one of its ends at most.
                #expect((field.bodyRange.lowerBound...field.bodyRange.upperBound).contains(field.selection.lowerBound))
            }
        }
    }

    @Test(
        "The ranges of a few fields",
        arguments: [
            ("en_US", "currency/USD", "-1234.5", "-$", "1,234.5", ""),
            ("en_US", "currency/USD sign-accounting", "-1234.5", "($", "1,234.5", ")"),
            ("fr_FR", "percent", "1234.5", "", "1\u{202F}234,5", "\u{A0}%"),
            ("nl_NL", "currency/EUR", "-12", "€\u{A0}-", "12", ""),
            ("de_DE", "currency/EUR", "", "", "", ""),
        ])
    func examples(
        _ identifier: String, _ skeleton: String, _ keys: String, _ prefix: String, _ body: String, _ suffix: String
    )
        throws
    {
        let format = try NumberFormat(skeleton: skeleton)
        var policy = NumberPolicy()
        policy.format = format
        let empty = try NumberField(locale: NumberLocale.named(identifier, format: format), policy: policy)
        let field = try #require(DigitShortPathTests.field(empty, typing: keys))
        let (prefixEnd, bodyEnd) = (prefix.utf16.count, prefix.utf16.count + body.utf16.count)
        #expect(field.text == prefix + body + suffix)
        #expect(field.prefixRange == 0..<prefixEnd)
        #expect(field.bodyRange == prefixEnd..<bodyEnd)
        #expect(field.suffixRange == bodyEnd..<(bodyEnd + suffix.utf16.count))
    }
}
