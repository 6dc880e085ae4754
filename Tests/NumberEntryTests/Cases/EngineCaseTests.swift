import Testing
import _NumberEntryCases

/// Our own cases in the shared case format: the decisions of Docs/Behaviour.md and behaviour
/// in locales the shared files do not cover. They pin ICU 72's data, on either source (`ICU72`).
@Suite("Engine cases beyond the shared ones")
struct EngineCaseTests {
    static let jsonLines = #"""
        {"id": "en_US/bidi-only-insert", "locale": "en_US", "start": "1|2", "keys": ["\u200e\u200f"], "expect": "1|2", "rejected": []}
        {"id": "en_US/plus-on-positive-keeps-caret", "locale": "en_US", "start": "1,|234", "keys": ["+"], "expect": "1,|234", "rejected": []}
        {"id": "en_US/left-collapses-selection", "locale": "en_US", "start": "1,[23]4", "keys": ["{left}"], "expect": "1|,234"}
        {"id": "en_US/right-collapses-selection", "locale": "en_US", "start": "[1,]234", "keys": ["{right}"], "expect": "1|,234"}
        {"id": "en_US/bs-after-placeholder-removes-sign", "locale": "en_US", "start": "-0|.5", "keys": ["{bs}"], "expect": "0|.5", "value": "0.5"}
        {"id": "en_US/bs-after-placeholder-positive", "locale": "en_US", "start": "0|.5", "keys": ["{bs}"], "expect": "0|.5", "rejected": []}
        {"id": "en_US/del-before-placeholder", "locale": "en_US", "start": "|0.05", "keys": ["{del}"], "expect": "|0.05", "value": "0.05", "rejected": []}
        {"id": "en_US/uikit-delete-placeholder", "locale": "en_US", "start": "|0.05", "keys": ["{replace:0,1:}"], "expect": "|0.05", "value": "0.05"}
        {"id": "en_US/home-then-digit-after-sign", "locale": "en_US", "start": "-12|", "keys": ["{home}", "3"], "expect": "-3|12", "value": "-312"}
        {"id": "en_US/del-at-start-removes-sign", "locale": "en_US", "start": "|-12", "keys": ["{del}"], "expect": "|12", "value": "12"}
        {"id": "en_US/select-over-sign-and-type", "locale": "en_US", "start": "[-1],234", "keys": ["9"], "expect": "9|,234", "value": "9234"}
        {"id": "en_US/minus-over-selection", "locale": "en_US", "start": "1[2,3]45", "keys": ["-"], "expect": "-1|45", "value": "-145"}
        {"id": "en_US/paste-plus-over-all", "locale": "en_US", "start": "[-12]", "keys": ["+7"], "expect": "7|", "value": "7"}
        {"id": "en_US/paste-plus-into-middle", "locale": "en_US", "start": "1|2", "keys": ["+7"], "expect": "1|2", "rejected": [0]}
        {"id": "en_US/paste-mixed-grouping", "locale": "en_US", "keys": ["1,234 567"], "expect": "|", "rejected": [0]}
        {"id": "en_US/paste-second-separator", "locale": "en_US", "start": "1.5|", "keys": ["25"], "expect": "1.5|", "rejected": [0]}
        {"id": "en_US/paste-leading-zeros", "locale": "en_US", "keys": ["007"], "expect": "7|", "value": "7"}
        {"id": "en_US/paste-fraction-only", "locale": "en_US", "keys": [".25"], "expect": "0.25|", "value": "0.25"}
        {"id": "en_US/negative-zero-under-negative-max", "locale": "en_US", "policy": {"maximum": "-1"}, "keys": ["0", "-", "0", ".", "5", "-"], "expect": "-0.5|", "rejected": [0, 5]}
        {"id": "en_US/join-over-maximum", "locale": "en_US", "policy": {"maximum": "100"}, "start": "10.|5", "keys": ["{bs}"], "expect": "10.|5", "rejected": [0]}
        {"id": "en_US/replace-no-significant-elsewhere", "locale": "en_US", "start": "1,234,567|", "keys": ["{replace:1,2:}"], "expect": "1|,234,567", "value": "1234567"}
        {"id": "en_US/finalize-empty", "locale": "en_US", "keys": ["{blur}"], "expect": "|", "value": null}
        {"id": "en_US/finalize-keeps-min-fraction", "locale": "en_US", "policy": {"minFractionDigits": 1, "maxFractionDigits": 3}, "keys": ["5", ".", "1", "0", "0", "{blur}"], "expect": "5.1|", "value": "5.1"}
        {"id": "de_DE/paste-unicode-minus-machine", "locale": "de_DE", "keys": ["\u22121.5"], "expect": "-1,5|", "value": "-1.5"}
        {"id": "de_DE/grouping-key-space", "locale": "de_DE", "start": "1.234|", "keys": [" "], "expect": "1.234|", "rejected": [0]}
        {"id": "ja_JP/fullwidth-comma-is-invalid", "locale": "ja_JP", "start": "1,234|", "keys": ["\uff0c"], "expect": "1,234|", "rejected": [0]}
        {"id": "ar_EG/latin-digits-policy", "locale": "ar_EG", "policy": {"digits": "latin"}, "keys": ["-", "\u0661", "2", "3", "4", "\u066b", "5"], "expect": "\u200e-1,234.5|", "value": "-1234.5"}
        {"id": "ar_EG/select-bidi-mark-removes-sign", "locale": "ar_EG", "start": "[\u061c]-\u0665", "keys": ["{bs}"], "expect": "|\u0665", "value": "5"}
        {"id": "ar_EG/caret-inside-sign-types-after-it", "locale": "ar_EG", "start": "\u061c|-\u0665", "keys": ["3"], "expect": "\u061c-\u0663|\u0665", "value": "-35"}
        {"id": "ar-EG-u-nu-latn/bcp47", "locale": "ar-EG-u-nu-latn", "keys": ["1", "2", "3", "4"], "expect": "1,234|", "value": "1234"}
        {"id": "bn_BD/bengali-lakh", "locale": "bn_BD", "keys": ["1234567"], "expect": "\u09e7\u09e8,\u09e9\u09ea,\u09eb\u09ec\u09ed|", "value": "1234567"}
        {"id": "mr_IN/devanagari-digits", "locale": "mr_IN", "keys": ["1", "2", "3", "4"], "expect": "\u0967,\u0968\u0969\u096a|", "value": "1234"}
        {"id": "ps_AF/lrm-minus", "locale": "ps_AF", "keys": ["-", "5"], "expect": "\u200e-\u200e\u06f5|", "value": "-5"}
        {"id": "ckb_IQ/rlm-minus-backspace", "locale": "ckb_IQ", "start": "\u200f-|\u0665", "keys": ["{bs}"], "expect": "|\u0665", "value": "5"}
        {"id": "pt_PT/min-grouping", "locale": "pt_PT", "keys": ["1", "2", "3", "4", "5"], "expect": "12\u00a0345|", "value": "12345"}
        {"id": "ee/six-digits-back", "locale": "ee", "start": "123,456|", "keys": ["{bs}"], "expect": "12345|", "value": "12345"}
        {"id": "ff_Adlm/split-surrogate-range", "locale": "ff_Adlm", "start": "\ud83a\udd51|", "keys": ["{replace:1,2:}"], "expect": "\ud83a\udd51|", "rejected": [0]}
        {"id": "ff_Adlm/backspace-astral", "locale": "ff_Adlm", "start": "\ud83a\udd51\ud83a\udd52|", "keys": ["{bs}"], "expect": "\ud83a\udd51|", "value": "1"}
        {"id": "en_US_POSIX/no-grouping", "locale": "en_US_POSIX", "keys": ["1234567"], "expect": "1234567|", "value": "1234567"}
        {"id": "xx/unknown-language", "locale": "xx", "keys": [], "error": "unsupportedLocale"}
        {"id": "empty/unknown-locale", "locale": "", "keys": [], "error": "unsupportedLocale"}
        """#

    static let cases: [KeystrokeCase] = (try? CaseFile.parse(jsonLines, path: "EngineCaseTests")) ?? []

    @Test("The table parses")
    func parses() throws {
        #expect(try CaseFile.parse(Self.jsonLines).count == 41)
    }

    @Test("Case", arguments: cases)
    func engineCase(_ testCase: KeystrokeCase) {
        let outcome = CaseRunner.run(testCase, locales: ICU72.locale)
        #expect(outcome.passed, "\(testCase.id): \(outcome.failures.joined(separator: "; "))")
    }
}
