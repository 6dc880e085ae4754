import NumberEntry
import Testing
import _NumberEntryCases

/// Key rules outside cents mode's edit point (which `CentsModeTests` checks) as case lines, in
/// several locales, formats and entry modes: the ideographic full stops as decimal keys, a typed
/// `0` as fixed entry's placeholder, and which ranges remove a sign.
@Suite("Key rules as case lines")
struct KeyRuleCaseTests {
    /// `。` U+3002 and `｡` U+FF61 are decimal keys, and `.` in a paste or an IME commit (§3, §4).
    static let ideographicFullStop = #"""
        {"id": "ja_JP/ideographic-key-typed", "locale": "ja_JP", "keys": ["1", "2", "\u3002", "5"], "expect": "12.5|", "value": "12.5", "rejected": []}
        {"id": "zh_TW/halfwidth-ideographic-key-typed", "locale": "zh_TW", "keys": ["3", "\uff61", "2", "5"], "expect": "3.25|", "value": "3.25", "rejected": []}
        {"id": "fr_FR/ideographic-key-is-the-comma", "locale": "fr_FR", "keys": ["7", "\u3002", "5"], "expect": "7,5|", "value": "7.5", "rejected": []}
        {"id": "ru_RU/halfwidth-ideographic-key-is-the-comma", "locale": "ru_RU", "keys": ["1", "\uff61", "5"], "expect": "1,5|", "value": "1.5", "rejected": []}
        {"id": "ja_JP/ideographic-key-in-integer-currency", "locale": "ja_JP", "policy": {"format": "currency/JPY"}, "keys": ["1", "\u3002"], "expect": "\uffe51|", "value": "1", "rejected": [1]}
        {"id": "en_US/ideographic-key-in-fixed-entry", "locale": "en_US", "policy": {"entry": "fixed"}, "keys": ["4", "2", "\u3002"], "expect": "42.|00", "value": "42", "rejected": []}
        {"id": "en_US/ideographic-key-in-cents-mode", "locale": "en_US", "policy": {"format": "currency/USD", "entry": "cents"}, "keys": ["1", "\u3002"], "expect": "$0.01|", "value": "0.01", "rejected": [1]}
        {"id": "ko_KR/ideographic-stop-in-paste", "locale": "ko_KR", "keys": ["1,234\u300256"], "expect": "1,234.56|", "value": "1234.56", "rejected": []}
        {"id": "de_DE/ideographic-stop-in-paste", "locale": "de_DE", "keys": ["1234\u30025"], "expect": "1.234,5|", "value": "1234.5", "rejected": []}
        {"id": "zh_CN/halfwidth-ideographic-stop-in-ime-commit", "locale": "zh_CN", "keys": ["\uff0d\uff11\uff12\uff61\uff15"], "expect": "-12.5|", "value": "-12.5", "rejected": []}
        {"id": "ja_JP/two-ideographic-stops-in-paste", "locale": "ja_JP", "keys": ["1\u30022\u30023"], "expect": "|", "value": null, "rejected": [0]}
        {"id": "en_US/ideographic-stop-in-change", "locale": "en_US", "keys": ["{change:1\u30025}"], "expect": "1.5|", "value": "1.5", "rejected": []}
        {"id": "ja_JP/ideographic-key-moves-behind-separator", "locale": "ja_JP", "keys": ["1", "2", "{left}", "\uff61"], "expect": "1.|2", "value": "1.2", "rejected": []}
        """#

    /// Fixed-scale entry: a typed `0` integer part is the placeholder, as in natural entry (§14.1);
    /// a kept zero stays a digit.
    static let fixedPlaceholder = #"""
        {"id": "en_US/fixed-typed-zero-then-digit-at-start", "locale": "en_US", "policy": {"entry": "fixed"}, "keys": ["0", ".", "0", "2", "{select:0,0}", "1"], "expect": "1|.02", "value": "1.02", "rejected": []}
        {"id": "en_US/fixed-typed-zero-backspace-at-end", "locale": "en_US", "policy": {"entry": "fixed"}, "keys": ["0", "{end}", "{bs}"], "expect": "|", "value": null, "rejected": []}
        {"id": "en_US/fixed-typed-zero-delete", "locale": "en_US", "policy": {"entry": "fixed"}, "keys": ["0", "{del}"], "expect": "|", "value": null, "rejected": []}
        {"id": "en_US/fixed-typed-zero-left-then-digit", "locale": "en_US", "policy": {"entry": "fixed"}, "keys": ["0", "{left}", "7"], "expect": "7|.00", "value": "7", "rejected": []}
        {"id": "de_DE/fixed-typed-zero-home-then-digit", "locale": "de_DE", "policy": {"entry": "fixed"}, "keys": ["0", ",", "5", "{home}", "3"], "expect": "3|,50", "value": "3.5", "rejected": []}
        {"id": "de_DE/fixed-typed-zero-currency", "locale": "de_DE", "policy": {"format": "currency/EUR", "entry": "fixed"}, "keys": ["0", "{home}", "4", "2"], "expect": "42|,00\u00a0\u20ac", "value": "42", "rejected": []}
        {"id": "ar_EG/fixed-typed-zero-arabic-digits", "locale": "ar_EG", "policy": {"entry": "fixed"}, "keys": ["\u0660", "{home}", "\u0665"], "expect": "\u0665|\u066b\u0660\u0660", "value": "5", "rejected": []}
        {"id": "en_US/fixed-typed-zero-negative-backspace", "locale": "en_US", "policy": {"entry": "fixed"}, "keys": ["-", "0", "{end}", "{bs}"], "expect": "-|", "value": null, "rejected": []}
        {"id": "en_US/fixed-zero-over-selection", "locale": "en_US", "policy": {"format": "currency/USD", "entry": "fixed"}, "start": "$42.50|", "keys": ["{select:0,6}", "0", "{home}", "9"], "expect": "$9|.00", "value": "9", "rejected": []}
        {"id": "en_US/fixed-pasted-zeros", "locale": "en_US", "policy": {"entry": "fixed"}, "keys": ["00", "{home}", "5"], "expect": "5|.00", "value": "5", "rejected": []}
        {"id": "en_US/fixed-kept-zero-stays", "locale": "en_US", "policy": {"entry": "fixed"}, "keys": ["1", "0", "{left}", "{bs}", "2"], "expect": "2|0.00", "value": "20", "rejected": []}
        {"id": "ja_JP/fixed-typed-zero-one-place", "locale": "ja_JP", "policy": {"entry": "fixed", "maxFractionDigits": 1}, "keys": ["0", "{home}", "8"], "expect": "8|.0", "value": "8", "rejected": []}
        """#

    /// Only a range overlapping a sign character removes the sign (§10.6.3, §10.6.6): an affix
    /// without one (the prefix of `fy_NL`, whose sign is in the suffix) holds none, in every
    /// entry mode; Backspace at the sign-only state keeps a sign in the suffix.
    static let signRanges = #"""
        {"id": "fy_NL/prefix-range-keeps-suffix-sign", "locale": "fy_NL", "policy": {"format": "currency/EUR"}, "keys": ["-", "3", "{select:1,3}", "7"], "expect": "\u20ac\u00a07|-", "value": "-7", "rejected": []}
        {"id": "fy_NL/prefix-range-keeps-suffix-sign-cents", "locale": "fy_NL", "policy": {"format": "currency/EUR", "entry": "cents"}, "keys": ["-", "3", "{select:1,3}", "7"], "expect": "\u20ac\u00a00,7|3-", "value": "-0.73", "rejected": []}
        {"id": "fy_NL/prefix-range-keeps-suffix-sign-fixed", "locale": "fy_NL", "policy": {"format": "currency/EUR", "entry": "fixed"}, "keys": ["-", "3", "{select:1,3}", "7"], "expect": "\u20ac\u00a07|,00-", "value": "-7", "rejected": []}
        {"id": "fy_NL/prefix-range-keeps-suffix-sign-usd", "locale": "fy_NL", "policy": {"format": "currency/USD"}, "keys": ["-", "3", "{select:2,5}", "7"], "expect": "US$\u00a07|-", "value": "-7", "rejected": []}
        {"id": "fy_NL/prefix-range-deletion-keeps-suffix-sign", "locale": "fy_NL", "policy": {"format": "currency/EUR"}, "keys": ["-", "3", "{replace:1,3:}"], "expect": "\u20ac\u00a0|-", "value": null, "rejected": []}
        {"id": "fy_NL/prefix-selection-backspace-keeps-suffix-sign", "locale": "fy_NL", "policy": {"format": "currency/EUR"}, "start": "\u20ac\u00a012,5|-", "keys": ["{select:0,4}", "{bs}"], "expect": "\u20ac\u00a00|,5-", "value": "-0.5", "rejected": []}
        {"id": "fy_NL/sign-only-backspace-keeps-suffix-sign", "locale": "fy_NL", "policy": {"format": "currency/EUR"}, "keys": ["-", "{bs}"], "expect": "\u20ac\u00a0|-", "value": null, "rejected": []}
        {"id": "fy_NL/sign-only-backspace-keeps-suffix-sign-cents", "locale": "fy_NL", "policy": {"format": "currency/EUR", "entry": "cents"}, "keys": ["-", "{bs}"], "expect": "\u20ac\u00a0|-", "value": null, "rejected": []}
        {"id": "fy_NL/range-over-suffix-sign-removes-it", "locale": "fy_NL", "policy": {"format": "currency/EUR"}, "keys": ["-", "3", "{select:3,4}", "{bs}"], "expect": "\u20ac\u00a03|", "value": "3", "rejected": []}
        {"id": "fy_NL/range-over-suffix-sign-removes-it-cents", "locale": "fy_NL", "policy": {"format": "currency/EUR", "entry": "cents"}, "keys": ["-", "3", "{select:6,7}", "{bs}"], "expect": "\u20ac\u00a00,03|", "value": "0.03", "rejected": []}
        """#

    static let jsonLines = [ideographicFullStop, fixedPlaceholder, signRanges].joined(separator: "\n")

    static let cases: [KeystrokeCase] = (try? CaseFile.parse(jsonLines, path: "KeyRuleCaseTests")) ?? []

    @Test("The table parses")
    func parses() throws {
        #expect(try CaseFile.parse(Self.jsonLines).count == 35)
    }

    @Test("Case", arguments: cases)
    func keyCase(_ testCase: KeystrokeCase) {
        let outcome = CaseRunner.run(testCase, locales: ICU72.locale)
        #expect(outcome.passed, "\(testCase.id): \(outcome.failures.joined(separator: "; "))")
    }
}
