import NumberEntry
import Testing

/// The digits and script a locale shows (Docs/Behaviour.md §2): a policy's Latin digits in any
/// locale, through ICU's `latn` variant of each, and the likely script that decides the Cyrillic
/// decimal keys (§3).
@Suite("A locale's digits and script")
struct DigitsAndScriptTests {
    @Test("A field shows the digits its policy names, however its locale was loaded")
    func latinDigitsPolicy() throws {
        let arabic = try NumberLocale.named("ar_EG")
        var latin = try NumberField(locale: arabic, policy: NumberPolicy(digits: .latin))
        for key in ["-", "1", "2", "3", "4", ".", "5"] { try latin.insert(key) }
        #expect(latin.text == "\u{200E}-1,234.5")
        #expect(latin.locale == (try NumberLocale.named("ar_EG", digits: .latin)))
        let local = try NumberField(locale: arabic, policy: NumberPolicy(digits: .locale))
        #expect(local.locale == arabic)
    }

    @Test("Every locale ICU lists has a Latin variant with ICU's latn symbols")
    func everyLocaleHasLatinVariant() throws {
        for identifier in NumberLocale.availableIdentifiers {
            let shown = try NumberLocale.named(identifier).showing(.latin)
            let latin = try NumberLocale.named(identifier, digits: .latin)
            #expect(shown.numberingSystem == "latn", "\(identifier)")
            #expect(
                (shown.digits, shown.decimalSeparator, shown.groupingSeparator, shown.negativePrefix, shown.grouping)
                    == (
                        latin.digits, latin.decimalSeparator, latin.groupingSeparator, latin.negativePrefix,
                        latin.grouping
                    ), "\(identifier)")
        }
    }

    @Test("Hand-made data without a Latin variant is a typed error for a Latin policy")
    func handMadeWithoutLatinVariant() throws {
        let digits = (0...9).map { Unicode.Scalar(0x0660 + $0)! }
        let data = try NumberLocale(
            identifier: "test", numberingSystem: "arab", digits: digits, decimalSeparator: "\u{066B}",
            groupingSeparator: "\u{066C}", negativePrefix: "-", negativeSuffix: "", plusPrefix: "+",
            grouping: .init(primary: 3, secondary: 3, minimumDigits: 1))
        #expect(throws: NumberEntryError.self) { try NumberField(locale: data, policy: NumberPolicy(digits: .latin)) }
        #expect(throws: NumberEntryError.self) {
            try NumberLocale(
                identifier: "bad", numberingSystem: "x", digits: Array(digits.prefix(9)), decimalSeparator: ".",
                groupingSeparator: ",", negativePrefix: "-", negativeSuffix: "", plusPrefix: "+",
                grouping: .init(primary: 3, secondary: 3, minimumDigits: 1))
        }
    }

    @Test("Cyrillic decimal keys follow ICU's likely script")
    func cyrillicScript() throws {
        for identifier in ["ru_RU", "uk_UA", "be_BY", "bg_BG", "kk_KZ", "ky_KG", "mk_MK", "mn_MN", "sr_RS", "tg_TJ"] {
            #expect(try NumberLocale.named(identifier).script == "Cyrl", "\(identifier)")
        }
        for identifier in ["sr_Latn_RS", "en_US", "de_DE", "az_Latn_AZ"] {
            #expect(try NumberLocale.named(identifier).script != "Cyrl", "\(identifier)")
        }
        var serbian = try field("sr_RS")
        for key in ["1", "ю", "5"] { try serbian.insert(key) }
        #expect(serbian.value?.description == "1.5")
    }
}
