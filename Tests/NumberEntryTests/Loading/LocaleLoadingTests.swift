import NumberEntry
import Testing

@Suite("Loading locale data from ICU")
struct LocaleLoadingTests {
    @Test(
        "Identifiers ICU has no data for are refused",
        arguments: [
            "zz_ZZ", "xx", "not a locale", "", "und", "root", "en@numbers=foo", "en@numbers=roman", "de-DE-x",
            "ar-EG-u-nu-foo", "en-US-u-nu-roman",
            "en_US\u{0}", "🙂", String(repeating: "garbage ", count: 1280),
        ])
    func unsupported(_ identifier: String) {
        #expect(throws: NumberEntryError.unsupportedLocale(identifier)) {
            try NumberLocale.named(identifier)
        }
        #expect(throws: NumberEntryError.unsupportedLocale(identifier)) {
            try NumberField(localeIdentifier: identifier)
        }
    }

    @Test("BCP 47 and ICU forms load the same data")
    func bcp47() throws {
        #expect(try NumberLocale.named("de-DE") == NumberLocale.named("de_DE"))
        #expect(try NumberLocale.named("ar-EG-u-nu-latn") == NumberLocale.named("ar_EG@numbers=latn"))
    }

    @Test("Aliases ICU knows load their target's data")
    func aliases() throws {
        let hebrew = try NumberLocale.named("he_IL")
        let alias = try NumberLocale.named("iw_IL")
        #expect(alias.negativePrefix == hebrew.negativePrefix)
        #expect(alias.decimalSeparator == hebrew.decimalSeparator)
        let chinese = try NumberLocale.named("zh_CN")
        #expect(chinese.decimalSeparator == "." && chinese.groupingSeparator == ",")
    }

    @Test("Latin digits give the locale's latn symbols")
    func latinDigits() throws {
        let latin = try NumberLocale.named("ar_EG", digits: .latin)
        #expect(latin == (try NumberLocale.named("ar_EG@numbers=latn")))
        #expect(latin.digits.first == "0")
        #expect(latin.decimalSeparator == ".")
        #expect(latin.groupingSeparator == ",")
        #expect(latin.negativePrefix == "\u{200E}-")
        let arabic = try NumberLocale.named("ar_EG")
        #expect(arabic.numberingSystem == "arab")
        #expect(arabic.decimalSeparator == "\u{066B}" && arabic.negativePrefix == "\u{061C}-")
    }

    @Test("Symbols, grouping sizes and minimum grouping digits as ICU applies them")
    func knownData() throws {
        let cases: [(String, Int, Int, Int)] = [
            ("en_US", 3, 3, 1), ("es", 3, 3, 2), ("pl_PL", 3, 3, 2), ("pt_PT", 3, 3, 2), ("ee", 3, 3, 3),
            ("hi_IN", 3, 2, 1), ("en_IN", 3, 2, 1), ("en_US_POSIX", 0, 0, 1),
        ]
        for (identifier, primary, secondary, minimum) in cases {
            let grouping = try NumberLocale.named(identifier).grouping
            #expect(
                (grouping.primary, grouping.secondary, grouping.minimumDigits) == (primary, secondary, minimum),
                "\(identifier)")
        }
        #expect(try NumberLocale.named("en_US_POSIX").groupingSeparator == nil)
        #expect(try NumberLocale.named("fa_IR").negativePrefix == "\u{200E}\u{2212}")
        #expect(try NumberLocale.named("fr_FR").groupingSeparator == "\u{202F}")
        let adlam = try NumberLocale.named("ff_Adlm")
        #expect(adlam.digits[0].value == 0x1E950 && adlam.groupingSeparator == "\u{2E41}")
    }

    @Test("A locale is loaded from ICU once per process")
    func cachedOnce() throws {
        for _ in 0..<10 { _ = try NumberLocale.named("sv_SE") }
        #expect(NumberLocale.loadCount("sv_SE") == 1)
    }

    @Test("Concurrent first loads agree and load once")
    func concurrentLoads() async throws {
        let identifiers = ["ka_GE", "mr_IN", "ps_AF", "ckb_IQ", "my_MM", "bn_BD"]
        let results = try await withThrowingTaskGroup(of: NumberLocale.self) { group in
            for _ in 0..<8 {
                for identifier in identifiers { group.addTask { try NumberLocale.named(identifier) } }
            }
            return try await group.reduce(into: [NumberLocale]()) { $0.append($1) }
        }
        #expect(Set(results).count == identifiers.count)
        for identifier in identifiers { #expect(NumberLocale.loadCount(identifier) == 1, "\(identifier)") }
    }
}
