import NumberEntry
import Testing
import _NumberEntryCases

/// Behaviour v4 where values cross the field's edge (Docs/Behaviour.md §10.8, §10.10, §12, §13,
/// §15, §16): outside values, cash rounding at finalize, clamping while typing, percent values as
/// fractions, a step at a bound, finalize ending an undo step; as case lines played on ICU 72's data.
@Suite("Outside values and finalize (v4)")
struct OutsideValueTests {
    /// Plays one case line (the case-file format) on ICU 72's data.
    func play(_ line: String) throws {
        let testCase = try #require(try CaseFile.parse(line + "\n", path: "test").first)
        let outcome = CaseRunner.run(testCase, locales: ICU72.locale)
        #expect(outcome.passed, "\(testCase.id): \(outcome.failures)")
    }

    @Test(
        "Bounds never refuse an outside value; digit and sign limits do; clamping brings it in (§16)",
        arguments: [
            #"{"id": "de_DE/above-maximum-shown", "locale": "de_DE", "policy": {"maximum": "10"}, "startValue": "12.5", "keys": [], "expect": "12,5|", "value": "12.5"}"#,
            #"{"id": "de_DE/below-minimum-shown", "locale": "de_DE", "policy": {"minimum": "-3"}, "startValue": "-7", "keys": [], "expect": "-7|", "value": "-7"}"#,
            #"{"id": "fr_FR/percent-clamped", "locale": "fr_FR", "policy": {"format": "percent", "minimum": "0", "maximum": "100", "clampOnFinalize": true}, "startValue": "150", "keys": [], "expect": "100|\u00a0%", "value": "100"}"#,
            #"{"id": "de_DE/negative-clamped-to-zero", "locale": "de_DE", "policy": {"minimum": "0", "clampOnFinalize": true}, "startValue": "-5.5", "keys": [], "expect": "0|", "value": "0"}"#,
            #"{"id": "de_DE/no-negatives-clamped-to-minimum", "locale": "de_DE", "policy": {"allowsNegative": false, "minimum": "2", "clampOnFinalize": true}, "startValue": "-5", "keys": [], "expect": "2|", "value": "2"}"#,
            #"{"id": "de_DE/no-negatives-no-minimum", "locale": "de_DE", "policy": {"allowsNegative": false, "clampOnFinalize": true}, "startValue": "-5", "keys": [], "error": "negativeNotAllowed"}"#,
            #"{"id": "de_DE/minimum-zero-refuses-negative", "locale": "de_DE", "policy": {"minimum": "0", "maximum": "5"}, "startValue": "-0.5", "keys": [], "error": "negativeNotAllowed"}"#,
            #"{"id": "de_DE/integer-digits-refuse", "locale": "de_DE", "policy": {"maxIntegerDigits": 2, "maximum": "50"}, "startValue": "123", "keys": [], "error": "tooManyIntegerDigits"}"#,
            #"{"id": "en_US/cents-too-many-fraction-digits", "locale": "en_US", "policy": {"format": "currency/USD", "entry": "cents"}, "startValue": "1.555", "keys": [], "error": "tooManyFractionDigits"}"#,
            #"{"id": "de_DE/fixed-too-many-fraction-digits", "locale": "de_DE", "policy": {"format": "currency/EUR", "entry": "fixed"}, "startValue": "-1.555", "keys": [], "error": "tooManyFractionDigits"}"#,
            #"{"id": "en_US/cents-rounded", "locale": "en_US", "policy": {"format": "currency/USD", "entry": "cents", "rounding": "halfUp"}, "startValue": "1.555", "keys": [], "expect": "$1.56|", "value": "1.56"}"#,
            #"{"id": "en_US/above-maximum-step-up", "locale": "en_US", "policy": {"maximum": "10"}, "startValue": "12", "keys": ["{up}"], "expect": "12|", "value": "12"}"#,
            #"{"id": "en_US/above-maximum-step-down", "locale": "en_US", "policy": {"maximum": "10"}, "startValue": "12", "keys": ["{down}"], "expect": "10|", "value": "10"}"#,
            #"{"id": "en_US/cents-above-maximum-shown", "locale": "en_US", "policy": {"format": "currency/USD", "entry": "cents", "maximum": "1"}, "startValue": "1.5", "keys": [], "expect": "$1.50|", "value": "1.5"}"#,
        ])
    func outsideValues(_ line: String) throws { try play(line) }

    @Test(
        "Outside values are in the unit value reports; limits and rounding act on the number shown (§10.10)",
        arguments: [
            #"{"id": "de_DE/percent-fraction", "locale": "de_DE", "policy": {"format": "percent", "percentValue": "fraction"}, "startValue": "0.5", "keys": [], "expect": "50|\u00a0%", "value": "0.5"}"#,
            #"{"id": "en_US/percent-fraction-rounded", "locale": "en_US", "policy": {"format": "percent", "percentValue": "fraction", "maxFractionDigits": 1, "rounding": "halfEven"}, "startValue": "0.1255", "keys": [], "expect": "12.6|%", "value": "0.126"}"#,
            #"{"id": "en_US/percent-fraction-too-many-digits", "locale": "en_US", "policy": {"format": "percent", "percentValue": "fraction", "maxFractionDigits": 1}, "startValue": "0.12345", "keys": [], "error": "tooManyFractionDigits"}"#,
            #"{"id": "en_US/percent-fraction-clamped-on-shown", "locale": "en_US", "policy": {"format": "percent", "percentValue": "fraction", "maximum": "100", "clampOnFinalize": true}, "startValue": "1.5", "keys": [], "expect": "100|%", "value": "1"}"#,
            #"{"id": "en_US/permille-fraction", "locale": "en_US", "policy": {"format": "permille", "percentValue": "fraction"}, "startValue": "-0.0125", "keys": [], "expect": "-12.5|‰", "value": "-0.0125"}"#,
            #"{"id": "tr_TR/percent-fraction-round-trip", "locale": "tr_TR", "policy": {"format": "percent", "percentValue": "fraction"}, "keys": ["7", ",", "2", "5", "{blur}"], "expect": "%7,25|", "value": "0.0725", "valueRoundTrip": true}"#,
        ])
    func percentFraction(_ line: String) throws { try play(line) }

    @Test("A value read from a finalized field and put back shows the same text", arguments: [0, 1, 2, 3])
    func valueRoundTrip(_ index: Int) throws {
        let fields: [(String, NumberFormat, [String])] = [
            ("nl_NL", .perMille, ["1", "2", ",", "5"]), ("ar_EG", .percent, ["-", "٣", "٫", "٥"]),
            ("de_DE", .percent, ["1", "0", "0", "0"]), ("ar_EG", .perMille, ["٧"]),
        ]
        let (locale, format, keys) = fields[index]
        let policy = NumberPolicy(format: format, percentValue: .fraction)
        var field = try NumberField(locale: ICU72.locale(locale, format: format), policy: policy)
        for key in keys { try field.insert(key) }
        field.finalize()
        let value = try #require(field.value)
        let again = try NumberField(locale: field.locale, policy: policy, value: value)
        #expect(again.marked == field.marked)
        #expect(again.value == value)
        #expect(field.policy.shownNumber(ofValue: value) == field.shownValue ?? 0)
        #expect(field.policy.value(ofShown: try #require(field.shownValue)) == value)
    }

    @Test("Without affixes in the text a negative outside value keeps its sign (§10.4)")
    func hiddenAffixesKeepTheSign() throws {
        let policy = NumberPolicy(format: .currency(code: "USD"), showsAffixes: false)
        let field = try NumberField(locale: ICU72.locale("en_US", format: policy.format), policy: policy, value: -5)
        #expect(field.marked == "5.00|")
        #expect(field.value == -5 && field.isNegative)
        #expect(field.prefix == "-$")
        let shown = try NumberField(
            locale: ICU72.locale("en_US", format: policy.format), policy: NumberPolicy(format: policy.format),
            value: -5)
        #expect(shown.marked == "-$5.00|")
    }

    @Test(
        "A cash policy with a rounding mode rounds at finalize, in every entry mode, before clamping (§10.8)",
        arguments: [
            #"{"id": "en_CA/cash-half-up", "locale": "en_CA", "policy": {"format": "currency/CAD", "currencyUsage": "cash", "rounding": "halfUp"}, "keys": ["1", "2", ".", "3", "4", "{blur}"], "expect": "$12.35|", "value": "12.35", "valueRoundTrip": true}"#,
            #"{"id": "en_CA/cash-typing-not-rounded", "locale": "en_CA", "policy": {"format": "currency/CAD", "currencyUsage": "cash", "rounding": "halfUp"}, "keys": ["1", "2", ".", "3", "4"], "expect": "$12.34|", "value": "12.34", "rejected": []}"#,
            #"{"id": "de_CH/cash-negative", "locale": "de_CH", "policy": {"format": "currency/CHF", "currencyUsage": "cash", "rounding": "halfUp"}, "keys": ["-", "1", "2", ".", "3", "4", "{blur}"], "expect": "CHF-12.35|", "value": "-12.35"}"#,
            #"{"id": "de_CH/cash-floor-negative", "locale": "de_CH", "policy": {"format": "currency/CHF", "currencyUsage": "cash", "rounding": "floor"}, "keys": ["-", "0", ".", "0", "1", "{blur}"], "expect": "CHF-0.05|", "value": "-0.05"}"#,
            #"{"id": "de_CH/cash-to-zero", "locale": "de_CH", "policy": {"format": "currency/CHF", "currencyUsage": "cash", "rounding": "halfEven"}, "keys": ["-", "0", ".", "0", "2", "{blur}"], "expect": "CHF\u00a00.00|", "value": "0"}"#,
            #"{"id": "de_CH/cash-cents", "locale": "de_CH", "policy": {"format": "currency/CHF", "currencyUsage": "cash", "rounding": "halfEven", "entry": "cents"}, "keys": ["1", "2", "3", "4", "{blur}"], "expect": "CHF\u00a012.35|", "value": "12.35"}"#,
            #"{"id": "de_CH/cash-fixed", "locale": "de_CH", "policy": {"format": "currency/CHF", "currencyUsage": "cash", "rounding": "down", "entry": "fixed"}, "keys": ["1", "2", ".", "3", "4", "{blur}"], "expect": "CHF\u00a012.30|", "value": "12.3"}"#,
            #"{"id": "de_CH/cash-integer-digits-left-as-typed", "locale": "de_CH", "policy": {"format": "currency/CHF", "currencyUsage": "cash", "rounding": "up", "maxIntegerDigits": 2}, "keys": ["9", "9", ".", "9", "9", "{blur}"], "expect": "CHF\u00a099.99|", "value": "99.99"}"#,
            #"{"id": "de_CH/cash-then-clamp", "locale": "de_CH", "policy": {"format": "currency/CHF", "currencyUsage": "cash", "rounding": "halfEven", "maximum": "12.32", "clampOnFinalize": true}, "keys": ["1", "2", ".", "3", "4", "{blur}", "{blur}"], "expect": "CHF\u00a012.32|", "value": "12.32", "valueRoundTrip": true}"#,
            #"{"id": "de_CH/cash-minimum-bound-not-rounded", "locale": "de_CH", "policy": {"format": "currency/CHF", "currencyUsage": "cash", "rounding": "up", "minimum": "-0.01", "clampOnFinalize": true}, "keys": ["-", "0", ".", "0", "1", "{blur}"], "expect": "CHF-0.01|", "value": "-0.01", "valueRoundTrip": true}"#,
            #"{"id": "de_CH/cash-rounded-into-bounds", "locale": "de_CH", "policy": {"format": "currency/CHF", "currencyUsage": "cash", "rounding": "down", "maximum": "12.3", "clampOnFinalize": true}, "keys": ["1", "2", ".", "3", "4", "{blur}"], "expect": "CHF\u00a012.30|", "value": "12.3"}"#,
            #"{"id": "de_CH/cash-reject-leaves-it", "locale": "de_CH", "policy": {"format": "currency/CHF", "currencyUsage": "cash"}, "keys": ["1", "2", ".", "3", "1", "{blur}"], "expect": "CHF\u00a012.31|", "value": "12.31"}"#,
            #"{"id": "de_CH/cash-needs-a-currency", "locale": "de_CH", "policy": {"currencyUsage": "cash", "rounding": "up"}, "keys": [], "error": "invalidPolicy"}"#,
            #"{"id": "fr_FR/cash-percent", "locale": "fr_FR", "policy": {"format": "percent", "currencyUsage": "cash"}, "keys": [], "error": "invalidPolicy"}"#,
            #"{"id": "de_CH/standard-usage-not-rounded", "locale": "de_CH", "policy": {"format": "currency/CHF", "rounding": "up"}, "keys": ["1", ".", "0", "1", "{blur}"], "expect": "CHF\u00a01.01|", "value": "1.01"}"#,
        ])
    func cashAtFinalize(_ line: String) throws { try play(line) }

    @Test("A cash field with a rounding mode is a multiple of its increment after finalize")
    func cashMultiple() throws {
        for (locale, code) in [("de_CH", "CHF"), ("en_CA", "CAD"), ("da_DK", "DKK")] {
            let format = NumberFormat.currency(code: code)
            for mode in ExactDecimal.RoundingMode.allCases {
                let policy = NumberPolicy(format: format, currencyUsage: .cash, rounding: mode)
                var field = try NumberField(locale: ICU72.locale(locale, format: format), policy: policy)
                for key in ["7", "1", String(field.locale.decimalSeparator), "2", "6"] { try field.insert(key) }
                field.finalize()
                let increment = try #require(field.locale.formatData?.cashIncrement)
                let value = try #require(field.value)
                #expect(try value.isMultiple(of: increment) && (value - ExactDecimal("71.26")!).magnitude < increment)
                let again = try NumberField(locale: field.locale, policy: policy, value: value)
                #expect(again.marked == field.marked, "\(locale) \(mode)")
            }
        }
    }

    @Test(
        "With clampOnFinalize the bounds do not refuse edits; digit and sign limits do (§15)",
        arguments: [
            #"{"id": "de_DE/clamp-type-past", "locale": "de_DE", "policy": {"minimum": "0", "maximum": "100", "clampOnFinalize": true}, "keys": ["1", "5", "0", ",", "5"], "expect": "150,5|", "value": "150.5", "rejected": []}"#,
            #"{"id": "de_DE/clamp-finalize", "locale": "de_DE", "policy": {"minimum": "0", "maximum": "100", "clampOnFinalize": true}, "keys": ["1", "5", "0", "{blur}"], "expect": "100|", "value": "100", "rejected": []}"#,
            #"{"id": "de_DE/clamp-minus-refused", "locale": "de_DE", "policy": {"minimum": "0", "maximum": "100", "clampOnFinalize": true}, "keys": ["2", "-"], "expect": "2|", "rejected": [1]}"#,
            #"{"id": "de_DE/clamp-paste-and-change", "locale": "de_DE", "policy": {"minimum": "-10", "maximum": "10", "clampOnFinalize": true}, "keys": ["-250", "{change:-2500|}", "{select:1,2}", "9"], "expect": "-9|.500", "value": "-9500", "rejected": []}"#,
            #"{"id": "de_DE/clamp-digit-limit-refuses", "locale": "de_DE", "policy": {"maximum": "99", "maxIntegerDigits": 2, "clampOnFinalize": true}, "keys": ["1", "2", "3"], "expect": "12|", "rejected": [2]}"#,
            #"{"id": "de_DE/clamp-below-finalize", "locale": "de_DE", "policy": {"minimum": "-10", "maximum": "100", "clampOnFinalize": true}, "keys": ["-", "5", "0", "{blur}"], "expect": "-10|", "value": "-10"}"#,
            #"{"id": "de_DE/no-clamp-refuses", "locale": "de_DE", "policy": {"minimum": "-10", "maximum": "100"}, "keys": ["-", "5", "0"], "expect": "-5|", "rejected": [2]}"#,
        ])
    func clampWhileTyping(_ line: String) throws { try play(line) }

    @Test(
        "Finalize ends an undo step (§12)",
        arguments: [
            #"{"id": "en_US/blur-ends-step", "locale": "en_US", "keys": ["5", "{blur}", "7", "{undo}"], "expect": "5|", "value": "5"}"#,
            #"{"id": "de_DE/blur-ends-step-redo", "locale": "de_DE", "keys": ["1", "2", "{blur}", "3", "{undo}", "{undo}", "{redo}", "{redo}"], "expect": "123|", "value": "123"}"#,
            #"{"id": "de_DE/blur-ends-backspaces", "locale": "de_DE", "keys": ["1", "2", "3", "{bs}", "{blur}", "{bs}", "{undo}"], "expect": "12|", "value": "12"}"#,
        ])
    func finalizeEndsUndoStep(_ line: String) throws { try play(line) }
}
