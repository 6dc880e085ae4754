import NumberEntry
import Testing

/// A valid tag of 115 characters: 140 in ICU's form, 153 with `numbers=latn`.
private let longArabicTag =
    "ar-EG-u-em-text-fw-mon-lb-strict-lw-normal-ss-none-rg-egzzzz-dx-thai-kn-true-kf-upper-ka-shifted-x-abcdefgh-ijklmno"

@Suite("Locale identifiers in POSIX and long BCP 47 forms")
struct LocaleIdentifierTests {
    /// What a field shows and reads in a locale, without the identifier it was loaded under.
    private static func symbols(_ locale: NumberLocale) -> [String] {
        [
            locale.numberingSystem, String(String.UnicodeScalarView(locale.digits)), "\(locale.decimalSeparator)",
            "\(locale.groupingSeparator.map { "\($0)" } ?? "none")", locale.negativePrefix,
            "\(locale.grouping.primary)/\(locale.grouping.secondary)",
        ]
    }

    @Test(
        "What LANG holds loads its locale: the codeset and modifier are ICU's to read",
        arguments: [
            ("de_DE.UTF-8", "de_DE"), ("de_DE.UTF-8@euro", "de_DE"), ("de_DE.utf8", "de_DE"),
            ("en_US.ISO8859-1", "en_US"), ("hi_IN.UTF-8", "hi_IN"), ("ar_EG.UTF-8", "ar_EG"),
            ("C", "en_US_POSIX"), ("POSIX", "en_US_POSIX"), ("C.UTF-8", "en_US_POSIX"),
        ])
    func posixForms(identifier: String, equivalent: String) throws {
        #expect(try Self.symbols(NumberLocale.named(identifier)) == Self.symbols(NumberLocale.named(equivalent)))
        let latin = try NumberLocale.named(identifier, digits: .latin)
        #expect(try Self.symbols(latin) == Self.symbols(NumberLocale.named(equivalent, digits: .latin)))
        _ = try NumberField(localeIdentifier: identifier)
    }

    @Test("A long valid BCP 47 tag loads, with locale and Latin digits")
    func longTag() throws {
        #expect(longArabicTag.count == 115)
        let arabic = try NumberLocale.named(longArabicTag)
        #expect(Self.symbols(arabic) == (try Self.symbols(NumberLocale.named("ar_EG"))))
        let latin = try NumberLocale.named(longArabicTag, digits: .latin)
        #expect(Self.symbols(latin) == (try Self.symbols(NumberLocale.named("ar_EG", digits: .latin))))
    }

    /// The system ICU refuses both. Foundation's own ICU form of the Arabic tag is shorter (it
    /// keeps fewer keywords), so there the tag loads, with the Latin digits it asks for: whole.
    @Test(
        "An ICU form longer than ICU's name limit is refused, never cut",
        arguments: [
            // 158 characters in ICU's form.
            (
                "de-DE-u-ca-gregory-co-phonebk-cu-eur-fw-mon-hc-h23-lb-strict-lw-normal-ms-metric-ss-none-tz-deber-em-text-rg-dezzzz",
                NumberPolicy.Digits.locale
            ),
            // 149 characters in ICU's form, 162 with `numbers=latn`.
            (longArabicTag + "-pqrstuvw", .latin),
        ])
    func tooLongForICU(tag: String, digits: NumberPolicy.Digits) throws {
        if LocaleDataSourceKind.current == .foundation, digits == .latin {
            #expect(try NumberLocale.named(tag, digits: digits).numberingSystem == "latn")
            #expect(
                try NumberField(localeIdentifier: tag, policy: NumberPolicy(digits: digits)).locale.digits.first == "0")
            return
        }
        #expect(throws: NumberEntryError.unsupportedLocale(tag)) { try NumberLocale.named(tag, digits: digits) }
        #expect(throws: NumberEntryError.unsupportedLocale(tag)) {
            try NumberField(localeIdentifier: tag, policy: NumberPolicy(digits: digits))
        }
    }

    @Test("A tag that fits ICU's limit only with the locale's digits loads with them", .testsSystemICUSource)
    func fitsOnlyWithoutTheKeyword() throws {
        #expect(try NumberLocale.named(longArabicTag + "-pqrstuvw").numberingSystem == "arab")
    }
}
