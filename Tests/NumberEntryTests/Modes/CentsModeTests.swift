import Testing
import _NumberEntryCases

/// Cents mode (Docs/Behaviour.md, "Affixes", cents mode) in the shared case format, rule by rule,
/// in several locales and formats.
@Suite("Cents mode")
struct CentsModeTests {
    /// The range a host sends for Backspace (the character before the caret) and the whole-text change making the
    /// same edit are Backspace: with a prefix or a suffix, a sign in either or in brackets, bidi marks, grouping,
    /// zero or three fraction digits, percent, plain, hidden affixes; a change typing a digit is a typed digit.
    static let hostBackspace = #"""
        {"id": "de_DE/cents-bs-range", "locale": "de_DE", "policy": {"format": "currency/EUR", "entry": "cents"}, "keys": ["1", "2", "3", "{replace:3,4:}"], "expect": "0,12|\u00a0\u20ac", "value": "0.12"}
        {"id": "de_DE/cents-bs-change", "locale": "de_DE", "policy": {"format": "currency/EUR", "entry": "cents"}, "keys": ["1", "2", "3", "{change:1,2\u00a0\u20ac}"], "expect": "0,12|\u00a0\u20ac", "value": "0.12"}
        {"id": "de_DE/cents-bs-change-caret", "locale": "de_DE", "policy": {"format": "currency/EUR", "entry": "cents"}, "keys": ["1", "2", "3", "{change:1,2|\u00a0\u20ac}"], "expect": "0,12|\u00a0\u20ac", "value": "0.12"}
        {"id": "de_DE/cents-plain-bs-range", "locale": "de_DE", "policy": {"entry": "cents"}, "start": "-1,23|", "keys": ["{replace:4,5:}"], "expect": "-0,12|", "value": "-0.12"}
        {"id": "fr_FR/cents-bs-range-grouped", "locale": "fr_FR", "policy": {"format": "currency/EUR", "entry": "cents"}, "start": "1\u202f234,56|\u00a0\u20ac", "keys": ["{replace:7,8:}"], "expect": "123,45|\u00a0\u20ac", "value": "123.45"}
        {"id": "fr_FR/cents-bs-change-grouped", "locale": "fr_FR", "policy": {"format": "currency/EUR", "entry": "cents"}, "start": "1\u202f234,56|\u00a0\u20ac", "keys": ["{change:1\u202f234,5\u00a0\u20ac}"], "expect": "123,45|\u00a0\u20ac", "value": "123.45"}
        {"id": "ar_EG/cents-bs-range", "locale": "ar_EG", "policy": {"format": "currency/EGP", "entry": "cents"}, "start": "\u200f\u0661\u066b\u0662\u0663|\u00a0\u062c.\u0645.\u200f", "keys": ["{replace:4,5:}"], "expect": "\u200f\u0660\u066b\u0661\u0662|\u00a0\u062c.\u0645.\u200f", "value": "0.12"}
        {"id": "ar_EG/cents-bs-change", "locale": "ar_EG", "policy": {"format": "currency/EGP", "entry": "cents"}, "start": "\u200f\u0661\u066b\u0662\u0663|\u00a0\u062c.\u0645.\u200f", "keys": ["{change:\u200f\u0661\u066b\u0662\u00a0\u062c.\u0645.\u200f}"], "expect": "\u200f\u0660\u066b\u0661\u0662|\u00a0\u062c.\u0645.\u200f", "value": "0.12"}
        {"id": "ar_EG/cents-negative-bs-range", "locale": "ar_EG", "policy": {"format": "currency/EGP", "entry": "cents"}, "start": "\u061c-\u200f\u0660\u066b\u0660\u0665|\u00a0\u062c.\u0645.\u200f", "keys": ["{replace:6,7:}"], "expect": "\u061c-\u200f|\u00a0\u062c.\u0645.\u200f", "value": null}
        {"id": "en_US/cents-jpy-bs-range", "locale": "en_US", "policy": {"format": "currency/JPY", "entry": "cents"}, "keys": ["1", "2", "3", "{replace:3,4:}"], "expect": "\u00a512|", "value": "12"}
        {"id": "en_US/cents-jpy-negative-last-digit-range", "locale": "en_US", "policy": {"format": "currency/JPY", "entry": "cents"}, "keys": ["5", "-", "{replace:2,3:}"], "expect": "-\u00a5|", "value": null}
        {"id": "en_US/cents-usd-whole-dollars", "locale": "en_US", "policy": {"format": "currency/USD", "maxFractionDigits": 0, "entry": "cents"}, "keys": ["1", "2", "3", "4", "{replace:5,6:}"], "expect": "$123|", "value": "123"}
        {"id": "en_US/cents-kwd-bs-range", "locale": "en_US", "policy": {"format": "currency/KWD", "entry": "cents"}, "keys": ["1", "2", "3", "4", "{replace:8,9:}"], "expect": "KWD\u00a00.123|", "value": "0.123"}
        {"id": "en_US/cents-percent-bs-range", "locale": "en_US", "policy": {"format": "percent", "maxFractionDigits": 2, "entry": "cents"}, "keys": ["1", "2", "3", "4", "{replace:4,5:}"], "expect": "1.23|%", "value": "1.23"}
        {"id": "en_US/cents-percent-one-digit", "locale": "en_US", "policy": {"format": "percent", "maxFractionDigits": 1, "entry": "cents"}, "keys": ["1", "2", "3", "{change:12.|%}"], "expect": "1.2|%", "value": "1.2"}
        {"id": "en_US/cents-hidden-bs-range", "locale": "en_US", "policy": {"format": "currency/USD", "showsAffixes": false, "entry": "cents"}, "keys": ["1", "2", "3", "{replace:3,4:}"], "expect": "0.12|", "value": "0.12"}
        {"id": "de_CH/cents-bs-range-negative", "locale": "de_CH", "policy": {"format": "currency/CHF", "entry": "cents"}, "start": "CHF-1.23|", "keys": ["{replace:7,8:}"], "expect": "CHF-0.12|", "value": "-0.12"}
        {"id": "en_US/cents-accounting-bs-range", "locale": "en_US", "policy": {"format": "currency/USD sign-accounting", "entry": "cents"}, "start": "($1.23|)", "keys": ["{replace:5,6:}"], "expect": "($0.12|)", "value": "-0.12"}
        {"id": "en_US/cents-change-types-digit", "locale": "en_US", "policy": {"format": "currency/USD", "entry": "cents"}, "start": "$1.23|", "keys": ["{change:$1.234|}"], "expect": "$12.34|", "value": "12.34"}
        """#

    /// A deletion range holding no digit: in the suffix away from the caret it is Backspace, from the caret Delete
    /// (which removes a sign in the suffix), in the prefix Backspace at the body start (which removes a sign in the
    /// prefix); an empty range changes nothing.
    static let rangesWithoutDigits = #"""
        {"id": "de_DE/cents-suffix-range-is-bs", "locale": "de_DE", "policy": {"format": "currency/EUR", "entry": "cents"}, "start": "1,23|\u00a0\u20ac", "keys": ["{replace:5,6:}"], "expect": "0,12|\u00a0\u20ac", "value": "0.12"}
        {"id": "de_DE/cents-suffix-range-at-caret-is-del", "locale": "de_DE", "policy": {"format": "currency/EUR", "entry": "cents"}, "start": "1,23|\u00a0\u20ac", "keys": ["{replace:4,5:}"], "expect": "1,23|\u00a0\u20ac", "value": "1.23"}
        {"id": "fy_NL/cents-del-removes-suffix-sign", "locale": "fy_NL", "policy": {"format": "currency/EUR", "entry": "cents"}, "start": "\u20ac\u00a01,23|-", "keys": ["{del}"], "expect": "\u20ac\u00a01,23|", "value": "1.23"}
        {"id": "fy_NL/cents-del-range-removes-suffix-sign", "locale": "fy_NL", "policy": {"format": "currency/EUR", "entry": "cents"}, "start": "\u20ac\u00a01,23|-", "keys": ["{replace:6,7:}"], "expect": "\u20ac\u00a01,23|", "value": "1.23"}
        {"id": "fy_NL/cents-sign-only-bs-range-keeps-suffix-sign", "locale": "fy_NL", "policy": {"format": "currency/EUR", "entry": "cents"}, "keys": ["-", "{replace:1,2:}"], "expect": "\u20ac\u00a0|-", "value": null}
        {"id": "en_US/cents-accounting-del-range", "locale": "en_US", "policy": {"format": "currency/USD sign-accounting", "entry": "cents"}, "start": "($1.23|)", "keys": ["{replace:6,7:}"], "expect": "$1.23|", "value": "1.23"}
        {"id": "en_US/cents-select-symbol-bs", "locale": "en_US", "policy": {"format": "currency/USD", "entry": "cents"}, "start": "$1.23|", "keys": ["{select:0,1}", "{bs}"], "expect": "$|1.23", "value": "1.23"}
        {"id": "en_US/cents-select-symbol-bs-negative", "locale": "en_US", "policy": {"format": "currency/USD", "entry": "cents"}, "start": "-$1.23|", "keys": ["{select:1,2}", "{bs}"], "expect": "$|1.23", "value": "1.23"}
        {"id": "en_US/cents-empty-range-changes-nothing", "locale": "en_US", "policy": {"format": "currency/USD", "entry": "cents"}, "start": "$1.23|", "keys": ["{replace:5,5:}"], "expect": "$1.23|", "value": "1.23"}
        """#

    /// A selection over some of the digits removes or replaces exactly those, and the amount re-flows from the right;
    /// pasted digits replace them too, a pasted separator has no place among them.
    static let someDigits = #"""
        {"id": "de_DE/cents-delete-selected-digit", "locale": "de_DE", "policy": {"format": "currency/EUR", "entry": "cents"}, "start": "1.234.567,89|\u00a0\u20ac", "keys": ["{select:3,4}", "{del}"], "expect": "12|4.567,89\u00a0\u20ac", "value": "124567.89"}
        {"id": "de_DE/cents-replace-selected-digits", "locale": "de_DE", "policy": {"format": "currency/EUR", "entry": "cents"}, "start": "1.234.567,89|\u00a0\u20ac", "keys": ["{select:2,4}", "15"], "expect": "1.15|4.567,89\u00a0\u20ac", "value": "1154567.89"}
        {"id": "fr_FR/cents-select-across-grouping", "locale": "fr_FR", "policy": {"format": "currency/EUR", "entry": "cents"}, "start": "1\u202f234,56|\u00a0\u20ac", "keys": ["{select:0,3}", "{bs}"], "expect": "|34,56\u00a0\u20ac", "value": "34.56"}
        {"id": "fr_FR/cents-percent-replace-digit", "locale": "fr_FR", "policy": {"format": "percent", "maxFractionDigits": 2, "entry": "cents"}, "start": "12,34|\u00a0%", "keys": ["{select:1,2}", "9"], "expect": "19,|34\u00a0%", "value": "19.34"}
        {"id": "ar_EG/cents-replace-selected-digit", "locale": "ar_EG", "policy": {"format": "currency/EGP", "entry": "cents"}, "start": "\u200f\u0661\u066b\u0662\u0663|\u00a0\u062c.\u0645.\u200f", "keys": ["{select:3,4}", "\u0669"], "expect": "\u200f\u0661\u066b\u0669|\u0663\u00a0\u062c.\u0645.\u200f", "value": "1.93"}
        {"id": "ja_JP/cents-jpy-delete-selected-digit", "locale": "ja_JP", "policy": {"format": "currency/JPY", "entry": "cents"}, "start": "\uffe512,345|", "keys": ["{select:2,5}", "{del}"], "expect": "\uffe51|45", "value": "145"}
        {"id": "en_US/cents-select-sign-and-digit", "locale": "en_US", "policy": {"format": "currency/USD", "entry": "cents"}, "start": "-$1,234.56|", "keys": ["{select:0,3}", "{bs}"], "expect": "$|234.56", "value": "234.56"}
        {"id": "en_US/cents-paste-separator-over-some-digits", "locale": "en_US", "policy": {"format": "currency/USD", "entry": "cents"}, "start": "$1,234.56|", "keys": ["{select:3,5}", "1.5"], "expect": "$1,[23]4.56", "rejected": [1]}
        {"id": "en_US/cents-signed-paste-over-some-digits", "locale": "en_US", "policy": {"format": "currency/USD", "entry": "cents"}, "start": "$1,234.56|", "keys": ["{select:3,5}", "-15"], "expect": "-$1,15|4.56", "value": "-1154.56"}
        {"id": "en_US/cents-typed-zero-over-first-digit", "locale": "en_US", "policy": {"format": "currency/USD", "entry": "cents"}, "start": "$1,234.56|", "keys": ["{select:1,2}", "0"], "expect": "$|234.56", "value": "234.56"}
        """#

    /// A selection over every digit clears the content; a removal that leaves no digit but zeros gives the empty
    /// field, or the sign-only state when the sign stays.
    static let everyDigit = #"""
        {"id": "de_DE/cents-select-all-bs-empties", "locale": "de_DE", "policy": {"format": "currency/EUR", "entry": "cents"}, "start": "1,23|\u00a0\u20ac", "keys": ["{select:0,6}", "{bs}"], "expect": "|", "value": null}
        {"id": "en_US/cents-hidden-select-all-keeps-sign", "locale": "en_US", "policy": {"format": "currency/USD", "showsAffixes": false, "entry": "cents"}, "keys": ["1", "2", "3", "-", "{select:0,4}", "{bs}", "5"], "expect": "0.05|", "value": "-0.05"}
        {"id": "en_US/cents-partial-removal-to-zeros-empties", "locale": "en_US", "policy": {"format": "currency/USD", "entry": "cents"}, "start": "$1.00|", "keys": ["{select:1,2}", "{del}"], "expect": "|", "value": null}
        {"id": "en_US/cents-negative-last-digit-selected", "locale": "en_US", "policy": {"format": "currency/USD", "entry": "cents"}, "start": "-$0.05|", "keys": ["{select:5,6}", "{del}"], "expect": "-$|", "value": null}
        {"id": "en_US/cents-select-every-digit-keeps-sign", "locale": "en_US", "policy": {"format": "currency/USD", "entry": "cents"}, "start": "-$1.23|", "keys": ["{select:2,6}", "5"], "expect": "-$0.05|", "value": "-0.05"}
        {"id": "en_US/cents-paste-over-every-digit", "locale": "en_US", "policy": {"format": "currency/USD", "entry": "cents"}, "start": "$1,234.56|", "keys": ["{select:1,9}", "12.5"], "expect": "$12.50|", "value": "12.5"}
        """#

    /// Minus toggles the sign: on an empty field, or one a selection emptied, it gives the sign-only state; on zero,
    /// negative zero. Plus there leaves the empty field.
    static let minus = #"""
        {"id": "de_DE/cents-minus-on-empty", "locale": "de_DE", "policy": {"format": "currency/EUR", "entry": "cents"}, "keys": ["-"], "expect": "-|\u00a0\u20ac", "value": null}
        {"id": "ar_EG/cents-minus-on-empty", "locale": "ar_EG", "policy": {"format": "currency/EGP", "entry": "cents"}, "keys": ["-"], "expect": "\u061c-\u200f|\u00a0\u062c.\u0645.\u200f", "value": null}
        {"id": "en_US/cents-hidden-minus-on-empty", "locale": "en_US", "policy": {"format": "currency/USD", "showsAffixes": false, "entry": "cents"}, "keys": ["-", "5"], "expect": "0.05|", "value": "-0.05"}
        {"id": "en_US/cents-minus-over-every-digit", "locale": "en_US", "policy": {"format": "currency/USD", "entry": "cents"}, "start": "$1.23|", "keys": ["{select:1,5}", "-"], "expect": "-$|", "value": null}
        {"id": "en_US/cents-minus-over-all", "locale": "en_US", "policy": {"format": "currency/USD", "entry": "cents"}, "start": "-$1.23|", "keys": ["{select:0,6}", "-"], "expect": "-$|", "value": null}
        {"id": "en_US/cents-plus-on-empty", "locale": "en_US", "policy": {"format": "currency/USD", "entry": "cents"}, "keys": ["+"], "expect": "|", "value": null}
        {"id": "en_US/cents-plus-over-every-digit", "locale": "en_US", "policy": {"format": "currency/USD", "entry": "cents"}, "start": "-$1.23|", "keys": ["{select:2,6}", "+"], "expect": "|", "value": null}
        {"id": "en_US/cents-minus-on-zero", "locale": "en_US", "policy": {"format": "currency/USD", "entry": "cents"}, "keys": ["0", "-"], "expect": "-$0.00|", "value": "0"}
        """#

    /// A paste replaces the content: an unsigned one keeps the sign shown, a signed one sets it; the field's fraction
    /// digits bound it.
    static let paste = #"""
        {"id": "de_DE/cents-unsigned-paste-keeps-sign", "locale": "de_DE", "policy": {"format": "currency/EUR", "entry": "cents"}, "keys": ["5", "-", "1250"], "expect": "-1.250,00|\u00a0\u20ac", "value": "-1250"}
        {"id": "de_DE/cents-signed-paste-sets-sign", "locale": "de_DE", "policy": {"format": "currency/EUR", "entry": "cents"}, "start": "-1,23|\u00a0\u20ac", "keys": ["+7"], "expect": "7,00|\u00a0\u20ac", "value": "7"}
        {"id": "en_US/cents-jpy-zero", "locale": "en_US", "policy": {"format": "currency/JPY", "entry": "cents"}, "keys": ["0", "."], "expect": "\u00a50|", "value": "0", "rejected": [1]}
        {"id": "en_US/cents-kwd-paste", "locale": "en_US", "policy": {"format": "currency/KWD", "entry": "cents"}, "keys": ["1.5", "1.2345"], "expect": "KWD\u00a01.500|", "value": "1.5", "rejected": [1]}
        {"id": "en_US/cents-kwd-two-digits", "locale": "en_US", "policy": {"format": "currency/KWD", "maxFractionDigits": 2, "entry": "cents"}, "keys": ["1", "2", "3", "{bs}"], "expect": "KWD\u00a00.12|", "value": "0.12"}
        {"id": "en_US/cents-hidden-unsigned-paste-keeps-sign", "locale": "en_US", "policy": {"format": "currency/USD", "showsAffixes": false, "entry": "cents"}, "keys": ["5", "-", "1250"], "expect": "1,250.00|", "value": "-1250"}
        """#

    /// `maxIntegerDigits` counts the integer digits shown; finalize only drops negative zero (and empties the sign-
    /// only state).
    static let limitsAndFinalize = #"""
        {"id": "en_US/cents-max-integer-digits-shown", "locale": "en_US", "policy": {"format": "currency/USD", "maxIntegerDigits": 1, "entry": "cents"}, "keys": ["5", "1", "2", "3"], "expect": "$5.12|", "value": "5.12", "rejected": [3]}
        {"id": "en_US/cents-max-integer-digits-replace", "locale": "en_US", "policy": {"format": "currency/USD", "maxIntegerDigits": 1, "entry": "cents"}, "start": "$1.23|", "keys": ["{select:1,2}", "45"], "expect": "$[1].23", "rejected": [1]}
        {"id": "en_US/cents-finalize-keeps-zeros", "locale": "en_US", "policy": {"format": "currency/USD", "minFractionDigits": 0, "entry": "cents"}, "start": "$1.20|", "keys": ["{blur}"], "expect": "$1.20|", "value": "1.2"}
        {"id": "en_US/cents-finalize-sign-only", "locale": "en_US", "policy": {"format": "currency/USD", "entry": "cents"}, "keys": ["-", "{blur}"], "expect": "|", "value": null}
        """#

    /// Undo and redo: a Backspace range joins Backspaces; a whole-text change and a selection removal are steps.
    static let undo = #"""
        {"id": "en_US/cents-undo-bs-range", "locale": "en_US", "policy": {"format": "currency/USD", "entry": "cents"}, "keys": ["1", "2", "3", "{bs}", "{replace:4,5:}", "{undo}"], "expect": "$1.23|", "value": "1.23"}
        {"id": "en_US/cents-undo-redo-change", "locale": "en_US", "policy": {"format": "currency/USD", "entry": "cents"}, "keys": ["1", "2", "3", "{change:$1.2|}", "{undo}", "{redo}"], "expect": "$0.12|", "value": "0.12"}
        {"id": "en_US/cents-undo-selection-delete", "locale": "en_US", "policy": {"format": "currency/USD", "entry": "cents"}, "start": "$1,234.56|", "keys": ["{select:3,4}", "{del}", "{undo}"], "expect": "$1,[2]34.56"}
        """#

    /// The caret moves and stays where it is placed, as in natural entry (Behaviour v4); a start
    /// state with a digit shows all the fraction digits.
    static let caret = #"""
        {"id": "en_US/cents-home-goes-to-body-start", "locale": "en_US", "policy": {"format": "currency/USD", "entry": "cents"}, "start": "$1.23|", "keys": ["{home}"], "expect": "$|1.23", "value": "1.23"}
        {"id": "en_US/cents-left-then-range-of-last-digit", "locale": "en_US", "policy": {"format": "currency/USD", "entry": "cents"}, "start": "$1.23|", "keys": ["{left}", "{replace:4,5:}"], "expect": "$0.12|", "value": "0.12"}
        {"id": "de_DE/cents-placed-caret-then-range-of-last-digit", "locale": "de_DE", "policy": {"format": "currency/EUR", "entry": "cents"}, "start": "1,23|\u00a0\u20ac", "keys": ["{select:1,1}", "{replace:3,4:}"], "expect": "0,12|\u00a0\u20ac", "value": "0.12"}
        {"id": "de_DE/cents-selection-collapses-to-its-end", "locale": "de_DE", "policy": {"format": "currency/EUR", "entry": "cents"}, "start": "1,23|\u00a0\u20ac", "keys": ["{select:0,2}", "{right}"], "expect": "1,|23\u00a0\u20ac", "value": "1.23"}
        {"id": "en_US/cents-start-caret-stays", "locale": "en_US", "policy": {"format": "currency/USD", "entry": "cents"}, "start": "$1|.23", "keys": [], "expect": "$1|.23", "value": "1.23"}
        {"id": "en_US/cents-start-without-all-fraction-digits", "locale": "en_US", "policy": {"format": "currency/USD", "entry": "cents"}, "start": "$1.2|", "keys": [], "error": "notCanonical"}
        {"id": "en_US/cents-start-sign-only", "locale": "en_US", "policy": {"format": "currency/USD", "entry": "cents"}, "start": "-$|", "keys": ["5"], "expect": "-$0.05|", "value": "-0.05"}
        """#

    /// The edit point (Behaviour v4): a caret or selection among the digits edits there, and the
    /// caret stays before the digits that were right of the edit (before a grouping separator in
    /// front of them); with no digit on its side, Backspace removes only a sign in the prefix and
    /// Delete one in the suffix.
    static let editPoint = #"""
        {"id": "nl_NL/cents-edit-point-bs-before-grouping", "locale": "nl_NL", "policy": {"format": "currency/EUR", "entry": "cents"}, "start": "\u20ac\u00a01.234.|567,89", "keys": ["{bs}"], "expect": "\u20ac\u00a0123|.567,89", "value": "123567.89"}
        {"id": "de_DE/cents-edit-point-type", "locale": "de_DE", "policy": {"format": "currency/EUR", "entry": "cents"}, "start": "1.2|34,56\u00a0\u20ac", "keys": ["9"], "expect": "12.9|34,56\u00a0\u20ac", "value": "12934.56"}
        {"id": "fr_FR/cents-edit-point-delete", "locale": "fr_FR", "policy": {"format": "currency/EUR", "entry": "cents"}, "start": "12|,34\u00a0\u20ac", "keys": ["{del}"], "expect": "1,2|4\u00a0\u20ac", "value": "1.24"}
        {"id": "ja_JP/cents-edit-point-jpy-bs", "locale": "ja_JP", "policy": {"format": "currency/JPY", "entry": "cents"}, "start": "\uffe51,2|34", "keys": ["{bs}"], "expect": "\uffe51|34", "value": "134"}
        {"id": "en_US/cents-edit-point-delete-last-digit-through-fill", "locale": "en_US", "policy": {"format": "currency/USD", "entry": "cents"}, "start": "$|0.05", "keys": ["{del}"], "expect": "|", "value": null}
        {"id": "en_US/cents-edit-point-delete-negative", "locale": "en_US", "policy": {"format": "currency/USD", "entry": "cents"}, "start": "-$|1.05", "keys": ["{del}"], "expect": "-$0.0|5", "value": "-0.05"}
        {"id": "fy_NL/cents-edit-point-type-before-fraction", "locale": "fy_NL", "policy": {"format": "currency/EUR", "entry": "cents"}, "start": "\u20ac\u00a012,|34-", "keys": ["7"], "expect": "\u20ac\u00a0127,|34-", "value": "-127.34"}
        {"id": "en_IN/cents-edit-point-indian-grouping", "locale": "en_IN", "policy": {"format": "currency/INR", "entry": "cents"}, "start": "\u20b91,23,45|6.78", "keys": ["{bs}"], "expect": "\u20b912,34|6.78", "value": "12346.78"}
        {"id": "en_US/cents-edit-point-selection-before-grouping", "locale": "en_US", "policy": {"format": "currency/USD", "entry": "cents"}, "start": "$1,[234],567.89", "keys": ["{bs}"], "expect": "$1|,567.89", "value": "1567.89"}
        {"id": "de_DE/cents-edit-point-regroup", "locale": "de_DE", "policy": {"format": "currency/EUR", "entry": "cents"}, "start": "9|99,99\u00a0\u20ac", "keys": ["1"], "expect": "9.1|99,99\u00a0\u20ac", "value": "9199.99"}
        {"id": "nl_NL/cents-edit-point-bs-at-body-start-removes-prefix-sign", "locale": "nl_NL", "policy": {"format": "currency/EUR", "entry": "cents"}, "start": "\u20ac\u00a0-|12,34", "keys": ["{bs}"], "expect": "\u20ac\u00a0|12,34", "value": "12.34"}
        {"id": "fy_NL/cents-edit-point-del-at-body-end-removes-suffix-sign", "locale": "fy_NL", "policy": {"format": "currency/EUR", "entry": "cents"}, "start": "\u20ac\u00a012,34|-", "keys": ["{del}"], "expect": "\u20ac\u00a012,34|", "value": "12.34"}
        {"id": "fy_NL/cents-bs-keeps-suffix-sign", "locale": "fy_NL", "policy": {"format": "currency/EUR", "entry": "cents"}, "start": "|", "keys": ["-", "{bs}"], "expect": "\u20ac\u00a0|-", "value": null}
        {"id": "en_US/cents-edit-point-paste-at-caret-replaces", "locale": "en_US", "policy": {"format": "currency/USD", "entry": "cents"}, "start": "$1,2|34.56", "keys": ["78"], "expect": "$78.00|", "value": "78"}
        {"id": "en_US/cents-edit-point-left-right", "locale": "en_US", "policy": {"format": "currency/USD", "entry": "cents"}, "start": "$1.23|", "keys": ["{left}", "{left}", "{left}", "{right}", "5"], "expect": "$15.|23", "value": "15.23"}
        {"id": "en_US/cents-edit-point-typed-zero-at-start", "locale": "en_US", "policy": {"format": "currency/USD", "entry": "cents"}, "start": "$|1.05", "keys": ["0"], "expect": "$|1.05", "value": "1.05"}
        {"id": "de_DE/cents-edit-point-undo", "locale": "de_DE", "policy": {"format": "currency/EUR", "entry": "cents"}, "start": "1,2|3\u00a0\u20ac", "keys": ["4", "5", "{undo}"], "expect": "1,2|3\u00a0\u20ac", "value": "1.23"}
        {"id": "en_US/cents-edit-point-change", "locale": "en_US", "policy": {"format": "currency/USD", "entry": "cents"}, "start": "$1,2|34.56", "keys": ["{change:$1,2934.56}"], "expect": "$12,9|34.56", "value": "12934.56"}
        {"id": "en_US/cents-edit-point-selection-of-fill-zeros", "locale": "en_US", "policy": {"format": "currency/USD", "entry": "cents"}, "start": "$[0.0]5", "keys": ["7"], "expect": "$0.7|5", "value": "0.75"}
        {"id": "fr_FR/cents-edit-point-percent", "locale": "fr_FR", "policy": {"format": "percent", "entry": "cents", "maxFractionDigits": 2}, "start": "1|2,34\u00a0%", "keys": ["{bs}"], "expect": "|2,34\u00a0%", "value": "2.34"}
        """#

    static let jsonLines = [
        hostBackspace, rangesWithoutDigits, someDigits, everyDigit, minus, paste, limitsAndFinalize, undo, caret,
        editPoint,
    ].joined(separator: "\n")

    static let cases: [KeystrokeCase] = (try? CaseFile.parse(jsonLines, path: "CentsModeTests")) ?? []

    @Test("The table parses")
    func parses() throws {
        #expect(try CaseFile.parse(Self.jsonLines).count == 92)
    }

    @Test("Case", arguments: cases)
    func centsCase(_ testCase: KeystrokeCase) {
        let outcome = CaseRunner.run(testCase, locales: ICU72.locale)
        #expect(outcome.passed, "\(testCase.id): \(outcome.failures.joined(separator: "; "))")
    }
}
