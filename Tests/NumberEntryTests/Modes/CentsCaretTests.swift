import NumberEntry
import Testing
import _NumberEntryCases
import _NumberEntryTestSupport

/// Cents mode's caret and edit point (Docs/Behaviour.md §10.11, Behaviour v5): ranges with no
/// digit of the digit string, sign changes, the plus key, fill zeros next to Backspace and
/// Delete, a plain field's start, zero amounts; and the order of a paste's rejections (§5). Every
/// key is also played under the engine's invariants (`FieldInvariants`).
@Suite("Cents mode: the caret through sign changes, ranges without digits and zero amounts")
struct CentsCaretTests {
    /// A deletion of a range with no digit of the digit string (fill zeros, the separator, with
    /// or without the prefix) changes nothing and leaves a caret at its start: a prefix
    /// symbol, a suffix symbol, bidi marks, three and zero fraction digits, hidden affixes.
    static let rangesWithoutDigits = #"""
        {"id": "en_US/cents-v5-fill-and-separator-delete", "locale": "en_US", "policy": {"format": "currency/USD", "entry": "cents"}, "start": "$0.05|", "keys": ["{select:1,3}", "{del}"], "expect": "$|0.05", "value": "0.05"}
        {"id": "en_US/cents-v5-separator-and-fill-backspace", "locale": "en_US", "policy": {"format": "currency/USD", "entry": "cents"}, "start": "$0.05|", "keys": ["{select:2,4}", "{bs}"], "expect": "$0|.05", "value": "0.05"}
        {"id": "en_US/cents-v5-prefix-and-fill", "locale": "en_US", "policy": {"format": "currency/USD", "entry": "cents"}, "start": "$0.50|", "keys": ["{select:0,2}", "{bs}"], "expect": "$|0.50", "value": "0.5"}
        {"id": "en_US/cents-v5-negative-fill-raw-range", "locale": "en_US", "policy": {"format": "currency/USD", "entry": "cents"}, "start": "-$0.05|", "keys": ["{replace:2,5:}"], "expect": "-$|0.05", "value": "-0.05"}
        {"id": "de_DE/cents-v5-suffix-currency-placeholder", "locale": "de_DE", "policy": {"format": "currency/EUR", "entry": "cents"}, "start": "0,05|\u00a0\u20ac", "keys": ["{select:0,1}", "{bs}"], "expect": "|0,05\u00a0\u20ac", "value": "0.05"}
        {"id": "de_DE/cents-v5-suffix-currency-separator", "locale": "de_DE", "policy": {"format": "currency/EUR", "entry": "cents"}, "start": "0,05|\u00a0\u20ac", "keys": ["{select:1,2}", "{del}"], "expect": "0|,05\u00a0\u20ac", "value": "0.05"}
        {"id": "de_DE/cents-v5-change-removes-fill-zero", "locale": "de_DE", "policy": {"format": "currency/EUR", "entry": "cents"}, "start": "0,0|5\u00a0\u20ac", "keys": ["{change:0,5\u00a0\u20ac}"], "expect": "0,0|5\u00a0\u20ac", "value": "0.05"}
        {"id": "en_US/cents-v5-kwd-fill-zeros", "locale": "en_US", "policy": {"format": "currency/KWD", "entry": "cents"}, "start": "KWD\u00a00.005|", "keys": ["{select:5,8}", "{bs}", "7"], "expect": "KWD\u00a00.07|5", "value": "0.075"}
        {"id": "ar_EG/cents-v5-bidi-placeholder", "locale": "ar_EG", "policy": {"format": "currency/EGP", "entry": "cents"}, "start": "\u200f\u0660\u066b\u0660\u0665|\u00a0\u062c.\u0645.\u200f", "keys": ["{select:1,2}", "{bs}"], "expect": "\u200f|\u0660\u066b\u0660\u0665\u00a0\u062c.\u0645.\u200f", "value": "0.05"}
        {"id": "en_US/cents-v5-hidden-affixes-fill", "locale": "en_US", "policy": {"format": "currency/USD", "showsAffixes": false, "entry": "cents"}, "start": "0.05|", "keys": ["{select:1,3}", "{bs}"], "expect": "0|.05", "value": "0.05"}
        {"id": "de_DE/cents-v5-plain-placeholder", "locale": "de_DE", "policy": {"entry": "cents"}, "start": "-0,05|", "keys": ["{select:1,2}", "{bs}"], "expect": "-0|,05", "value": "-0.05"}
        {"id": "ja_JP/cents-v5-jpy-zero-is-a-digit", "locale": "ja_JP", "policy": {"format": "currency/JPY", "entry": "cents"}, "keys": ["0", "{select:1,2}", "{bs}"], "expect": "|", "value": null}
        """#

    /// After a sign change (the minus key, the plus key on a negative amount, a deletion that
    /// removes the sign) the caret stands for the same k; the plus key on a positive amount
    /// changes nothing, the caret included, and over a selection with no digit leaves a caret at
    /// its start.
    static let signChanges = #"""
        {"id": "de_DE/cents-v5-minus-at-body-start", "locale": "de_DE", "policy": {"format": "currency/EUR", "entry": "cents"}, "start": "|1,05\u00a0\u20ac", "keys": ["-"], "expect": "-|1,05\u00a0\u20ac", "value": "-1.05"}
        {"id": "de_DE/cents-v5-minus-among-fill-zeros", "locale": "de_DE", "policy": {"format": "currency/EUR", "entry": "cents"}, "start": "0,|05\u00a0\u20ac", "keys": ["-", "+"], "expect": "0,0|5\u00a0\u20ac", "value": "0.05"}
        {"id": "fy_NL/cents-v5-minus-suffix-sign", "locale": "fy_NL", "policy": {"format": "currency/EUR", "entry": "cents"}, "start": "\u20ac\u00a0|0,05", "keys": ["-"], "expect": "\u20ac\u00a00,0|5-", "value": "-0.05"}
        {"id": "en_US/cents-v5-accounting-minus", "locale": "en_US", "policy": {"format": "currency/USD sign-accounting", "entry": "cents"}, "start": "$1|.23", "keys": ["-"], "expect": "($1.|23)", "value": "-1.23"}
        {"id": "en_US/cents-v5-sign-range-caret-by-k", "locale": "en_US", "policy": {"format": "currency/USD", "entry": "cents"}, "start": "-$1.2|3", "keys": ["{replace:0,1:}"], "expect": "$|1.23", "value": "1.23"}
        {"id": "en_US/cents-v5-plus-on-positive-selection", "locale": "en_US", "policy": {"format": "currency/USD", "entry": "cents"}, "start": "$0.05|", "keys": ["{select:1,4}", "+"], "expect": "$|0.05", "value": "0.05"}
        {"id": "en_US/cents-v5-plus-on-positive-at-end", "locale": "en_US", "policy": {"format": "currency/USD", "entry": "cents"}, "start": "$1|.23", "keys": ["+", "4"], "expect": "$14.|23", "value": "14.23"}
        {"id": "en_US/cents-v5-plus-on-negative-fill-selection", "locale": "en_US", "policy": {"format": "currency/USD", "entry": "cents"}, "start": "-$0.05|", "keys": ["{select:2,5}", "+"], "expect": "$0.0|5", "value": "0.05"}
        {"id": "ja_JP/cents-v5-jpy-minus-at-start", "locale": "ja_JP", "policy": {"format": "currency/JPY", "entry": "cents"}, "start": "\uffe51,2|34", "keys": ["{home}", "-", "+"], "expect": "\uffe5|1,234", "value": "1234"}
        {"id": "en_US/cents-v5-hidden-minus-keeps-k", "locale": "en_US", "policy": {"format": "currency/USD", "showsAffixes": false, "entry": "cents"}, "start": "0.05|", "keys": ["{home}", "-"], "expect": "0.0|5", "value": "-0.05"}
        """#

    /// Backspace with only fill zeros or the separator on its left acts as at the body start
    /// (removes a sign in the prefix, else nothing, the caret included); Delete with nothing on
    /// its right as at the body end.
    static let fillZeros = #"""
        {"id": "nl_NL/cents-v5-bs-fill-zeros-prefix-sign", "locale": "nl_NL", "policy": {"format": "currency/EUR", "entry": "cents"}, "start": "\u20ac\u00a0-0,|05", "keys": ["{bs}"], "expect": "\u20ac\u00a00,0|5", "value": "0.05"}
        {"id": "fy_NL/cents-v5-bs-fill-zeros-suffix-sign", "locale": "fy_NL", "policy": {"format": "currency/EUR", "entry": "cents"}, "start": "\u20ac\u00a00,|05-", "keys": ["{bs}"], "expect": "\u20ac\u00a00,|05-", "value": "-0.05"}
        {"id": "en_US/cents-v5-bs-fill-zeros-positive", "locale": "en_US", "policy": {"format": "currency/USD", "entry": "cents"}, "start": "$0.0|5", "keys": ["{bs}", "{bs}"], "expect": "$0.0|5", "value": "0.05"}
        {"id": "en_US/cents-v5-bs-range-fill-zero", "locale": "en_US", "policy": {"format": "currency/USD", "entry": "cents"}, "start": "-$0.0|5", "keys": ["{replace:4,5:}"], "expect": "$0.0|5", "value": "0.05"}
        {"id": "fy_NL/cents-v5-del-at-body-end", "locale": "fy_NL", "policy": {"format": "currency/EUR", "entry": "cents"}, "start": "\u20ac\u00a00,05|-", "keys": ["{del}"], "expect": "\u20ac\u00a00,05|", "value": "0.05"}
        {"id": "en_US/cents-v5-kwd-bs-after-separator", "locale": "en_US", "policy": {"format": "currency/KWD", "entry": "cents"}, "start": "-KWD\u00a00.|012", "keys": ["{bs}"], "expect": "KWD\u00a00.0|12", "value": "0.012"}
        """#

    /// A plain-format cents field puts `{home}` and a caret stop at offset 0, before the sign,
    /// as a plain natural field does.
    static let plainStart = #"""
        {"id": "de_DE/cents-v5-plain-home-type", "locale": "de_DE", "policy": {"entry": "cents"}, "start": "-0,05|", "keys": ["{home}", "7"], "expect": "-0,7|5", "value": "-0.75"}
        {"id": "de_DE/cents-v5-plain-home-bs", "locale": "de_DE", "policy": {"entry": "cents"}, "start": "-0,05|", "keys": ["{home}", "{bs}"], "expect": "|-0,05", "value": "-0.05"}
        {"id": "de_DE/cents-v5-plain-home-del", "locale": "de_DE", "policy": {"entry": "cents"}, "start": "-0,05|", "keys": ["{home}", "{del}"], "expect": "0,0|5", "value": "0.05"}
        {"id": "ar_EG/cents-v5-plain-home-del", "locale": "ar_EG", "policy": {"entry": "cents"}, "start": "\u061c-\u0661\u066b\u0662\u0663|", "keys": ["{home}", "{del}"], "expect": "|\u0661\u066b\u0662\u0663", "value": "1.23"}
        {"id": "en_US/cents-v5-plain-home-left", "locale": "en_US", "policy": {"entry": "cents", "maxFractionDigits": 3}, "start": "-1.234|", "keys": ["{home}", "{left}", "9"], "expect": "-9|1.234", "value": "-91.234"}
        """#

    /// The digit string of an amount that is zero after an edit is `0`, so the caret's k counts
    /// it; a removal that leaves no digit is still the empty field.
    static let zeroAmounts = #"""
        {"id": "de_DE/cents-v5-zero-over-selection", "locale": "de_DE", "policy": {"format": "currency/EUR", "entry": "cents"}, "start": "0,90|\u00a0\u20ac", "keys": ["{select:0,3}", "0"], "expect": "0,0|0\u00a0\u20ac", "value": "0"}
        {"id": "en_US/cents-v5-zero-at-start", "locale": "en_US", "policy": {"format": "currency/USD", "entry": "cents"}, "keys": ["0", "{home}", "0"], "expect": "$0.0|0", "value": "0"}
        {"id": "en_US/cents-v5-minus-on-zero-at-start", "locale": "en_US", "policy": {"format": "currency/USD", "entry": "cents"}, "keys": ["0", "{home}", "-"], "expect": "-$0.0|0", "value": "0"}
        {"id": "en_US/cents-v5-kwd-zero-paste-over-digits", "locale": "en_US", "policy": {"format": "currency/KWD", "entry": "cents"}, "start": "KWD\u00a01.234|", "keys": ["{select:4,8}", "00"], "expect": "KWD\u00a00.00|4", "value": "0.004"}
        {"id": "en_US/cents-v5-zero-then-bs-empties", "locale": "en_US", "policy": {"format": "currency/USD", "entry": "cents"}, "start": "$0.90|", "keys": ["{select:1,4}", "0", "{bs}", "{end}", "{bs}"], "expect": "|", "value": null}
        """#

    /// §5: the bounds are checked only when an edit changes the content, so a value from
    /// outside beyond a bound takes edits that leave it as it is; with clamping, negatives
    /// refused, affixes shown when empty.
    static let bounds = #"""
        {"id": "en_US/cents-v5-zero-at-start-beyond-maximum", "locale": "en_US", "policy": {"format": "currency/USD", "entry": "cents", "maximum": "100"}, "startValue": "150", "keys": ["{home}", "0", "5"], "expect": "$|150.00", "value": "150", "rejected": [2]}
        {"id": "en_US/cents-v5-same-paste-beyond-minimum", "locale": "en_US", "policy": {"format": "currency/USD", "entry": "cents", "minimum": "-10"}, "startValue": "-20", "keys": ["{select:0,7}", "-20", "{bs}"], "expect": "-$2.00|", "value": "-2", "rejected": []}
        {"id": "de_DE/cents-v5-fill-range-beyond-maximum", "locale": "de_DE", "policy": {"format": "currency/EUR", "entry": "cents", "maximum": "-1"}, "startValue": "0.05", "keys": ["{select:0,3}", "{del}", "7"], "expect": "|0,05\u00a0\u20ac", "value": "0.05", "rejected": [2]}
        {"id": "en_US/cents-v5-clamp-typed-past-bound", "locale": "en_US", "policy": {"format": "currency/USD", "entry": "cents", "maximum": "100", "clampOnFinalize": true}, "keys": ["1", "5", "0", "0", "0", "{home}", "0", "+", "{blur}"], "expect": "$100.00|", "value": "100", "rejected": []}
        {"id": "en_US/cents-v5-affixes-when-empty-plus", "locale": "en_US", "policy": {"format": "currency/USD", "entry": "cents", "affixesWhenEmpty": true}, "keys": ["+", "-", "5", "{home}", "+"], "expect": "$0.0|5", "value": "0.05"}
        {"id": "en_US/cents-v5-no-negatives-minus", "locale": "en_US", "policy": {"format": "currency/USD", "entry": "cents", "allowsNegative": false}, "start": "$|0.05", "keys": ["-", "+"], "expect": "$|0.05", "value": "0.05", "rejected": [0]}
        {"id": "en_US/natural-v5-same-paste-beyond-maximum", "locale": "en_US", "policy": {"maximum": "10"}, "startValue": "12.5", "keys": ["{select:0,4}", "12.5", "6"], "expect": "12.5|", "value": "12.5", "rejected": [2]}
        """#

    static let jsonLines = [rangesWithoutDigits, signChanges, fillZeros, plainStart, zeroAmounts, bounds]
        .joined(separator: "\n")

    static let cases: [KeystrokeCase] = (try? CaseFile.parse(jsonLines, path: "CentsCaretTests")) ?? []

    @Test("The table parses")
    func parses() throws {
        #expect(try CaseFile.parse(Self.jsonLines).count == 45)
    }

    @Test("Case, with the invariants after every key", arguments: cases)
    func centsCase(_ testCase: KeystrokeCase) throws {
        try Self.expectPasses(testCase)
    }

    /// Expects `testCase` to pass on ICU 72's data, and its keys, played again one by one, to
    /// break none of the engine's invariants (which read the bounds as limits and finalize as
    /// ICU's text: not with `clampOnFinalize`).
    static func expectPasses(_ testCase: KeystrokeCase) throws {
        let outcome = CaseRunner.run(testCase, locales: ICU72.locale)
        #expect(outcome.passed, "\(testCase.id): \(outcome.failures.joined(separator: "; "))")
        guard !testCase.policy.clampOnFinalize else { return }
        var field = try CaseRunner.startField(testCase, locales: ICU72.locale)
        for key in testCase.keys {
            let checked = FieldInvariants.apply(key, to: &field)
            #expect(checked.violation == nil, "\(testCase.id): \(checked.violation ?? "")")
        }
    }

    /// A paste's rejection (start state, policy, pasted text, reason).
    struct Refusal: Sendable, CustomTestStringConvertible {
        var locale: String
        var start: String
        var policy: NumberPolicy
        var paste: String
        var reason: EditRejection
        var testDescription: String { "\(paste) into \(start) (\(locale)): \(reason)" }
    }

    /// A cents policy with the format `skeleton` (plain when it does not parse, which the
    /// expectations then catch), changed by `change`.
    static func cents(_ skeleton: String, _ change: (inout NumberPolicy) -> Void = { _ in }) -> NumberPolicy {
        var policy = NumberPolicy(format: (try? NumberFormat(skeleton: skeleton)) ?? .plain, entry: .cents)
        change(&policy)
        return policy
    }

    /// A field of `policy` in `locale` (its data loaded for the policy's format), started from
    /// marked text.
    static func field(_ locale: String, _ marked: String = "|", policy: NumberPolicy) throws -> NumberField {
        let (text, selection) = MarkedText.parse(marked)!
        let data = try ICU72.locale(locale, digits: policy.digits, format: policy.format)
        return try NumberField(locale: data, policy: policy, text: text, selection: selection)
    }

    /// One order of rejections (Docs/Behaviour.md §5): sign, separator, integer digits, fraction digits,
    /// bounds, in cents mode as in natural entry.
    static let refusals: [Refusal] = [
        Refusal(
            locale: "en_US", start: "|", policy: cents("currency/USD") { $0.allowsNegative = false },
            paste: "-2.536", reason: .negativeNotAllowed),
        Refusal(
            locale: "en_US", start: "|", policy: cents("currency/USD") { $0.maxIntegerDigits = 2 },
            paste: "413.533", reason: .tooManyIntegerDigits),
        Refusal(
            locale: "en_US", start: "|", policy: cents("currency/JPY") { $0.maxIntegerDigits = 1 },
            paste: "12.5", reason: .decimalNotAllowed),
        Refusal(
            locale: "en_US", start: "|", policy: cents("currency/JPY") { $0.allowsNegative = false },
            paste: "-1.5", reason: .negativeNotAllowed),
        Refusal(
            locale: "en_US", start: "|", policy: cents("currency/KWD") { $0.maximum = 1 },
            paste: "2.0005", reason: .tooManyFractionDigits),
        Refusal(
            locale: "de_DE", start: "-1,23|\u{A0}€", policy: cents("currency/EUR") { $0.minimum = -10 },
            paste: "15,5", reason: .belowMinimum),
        Refusal(
            locale: "de_DE", start: "|", policy: cents("currency/EUR") { $0.maxIntegerDigits = 3 },
            paste: "-1.234,567", reason: .tooManyIntegerDigits),
    ]

    @Test("A paste's rejection is the first of §5's order", arguments: refusals)
    func refusal(_ refusal: Refusal) throws {
        var field = try Self.field(refusal.locale, refusal.start, policy: refusal.policy)
        let before = field
        #expect(CaseRunner.attempt(.insert(refusal.paste), on: &field) == refusal.reason)
        #expect(field == before)
    }

    @Test("A paste whose extra fraction digits are zeros fits")
    func zerosBeyondFit() throws {
        var field = try Self.field("en_US", policy: Self.cents("currency/JPY"))
        try field.insert("1.00")
        #expect(field.marked == "¥1|")
    }
}
