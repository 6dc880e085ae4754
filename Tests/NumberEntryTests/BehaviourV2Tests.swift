import NumberEntry
import Testing
import _NumberEntryCases

/// Regression tests for the bugs behaviour v2 fixed (Docs/Behaviour.md), each of which failed
/// on the v1 engine.
@Suite("Behaviour v2 regressions")
struct BehaviourV2Tests {
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

    @Test(
        "Start texts with a zero in front of another integer digit are not canonical",
        arguments: [("en_US", "007"), ("en_US", "00.5"), ("en_US", "0,000"), ("de_DE", "0.000"), ("en_US", "-05")])
    func nonCanonicalStarts(_ locale: String, _ text: String) throws {
        #expect(throws: NumberEntryError.notCanonical(text)) { try field(locale, text + "|") }
    }

    @Test("Canonical zero start texts still load", arguments: ["0", "-0", "0.5", "0.", "-0.05", "10.5"])
    func canonicalZeroStarts(_ text: String) throws {
        #expect(try field("en_US", text + "|").text == text)
    }

    @Test("The plus key over a selection holding no digit collapses it, as deletion does")
    func plusOverDecoration() throws {
        var plus = try field("en_US", "1[,]234")
        var deletion = plus
        try plus.insert("+")
        try deletion.deleteBackward()
        #expect(plus.marked == "1|,234")
        #expect(plus.selection == deletion.selection)
    }

    @Test(
        "Backspace and Delete equal their UIKit ranges at the placeholder",
        arguments: ["0|.12", "|0.12", "0.|12", "0|.", "0.|", "-0|.", "-0.|5", "-|0.5"])
    func placeholderDeletion(_ start: String) throws {
        let begin = try field("en_US", start)
        let caret = begin.selection.lowerBound
        var backspace = begin
        var backspaceRange = begin
        try backspace.deleteBackward()
        if caret > 0 { try backspaceRange.replace(from: caret - 1, to: caret, with: "") }
        #expect(backspace == backspaceRange, "\(start) {bs}")
        var delete = begin
        var deleteRange = begin
        try delete.deleteForward()
        if caret < begin.text.utf16.count { try deleteRange.replace(from: caret, to: caret + 1, with: "") }
        #expect(delete == deleteRange, "\(start) {del}")
    }

    @Test("minFractionDigits above 999 is a typed error, never a trap", arguments: [1000, 5000, Int.max])
    func minFractionLimit(_ digits: Int) {
        let policy = NumberPolicy(maxFractionDigits: Int.max, minFractionDigits: digits)
        #expect(throws: NumberEntryError.self) { try policy.validate() }
        #expect(throws: NumberEntryError.self) { try NumberField(localeIdentifier: "en_US", policy: policy) }
    }

    @Test("Formatting pads at most 999 fraction digits, never traps", arguments: [1000, Int.max])
    func formatPadding(_ digits: Int) throws {
        let locale = try NumberLocale.named("en_US")
        #expect(locale.text(of: 1, minFractionDigits: digits).utf8.count == 1001)
        #expect(locale.text(of: 1, minFractionDigits: -5) == "1")
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
