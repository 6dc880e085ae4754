import NumberEntry
import Testing
import _NumberEntryCases

/// A typed `(` in a field whose negative form uses brackets (Docs/Behaviour.md §10.6.8,
/// Behaviour v5): while no sign is shown it is the minus key, on the empty field too; with the
/// sign shown it changes nothing, as `)` always does; where negatives are not allowed it is
/// refused as the minus key is. So typing a bracketed amount and pasting it agree.
@Suite("Accounting brackets: a typed ( is the minus key")
struct AccountingBracketTests {
    /// Prefix and suffix currencies inside the brackets, zero and three fraction digits, Indian
    /// grouping, every entry mode, hidden affixes, affixes shown when empty, negatives refused,
    /// bounds; formats whose negative form has no bracket.
    static let table = #"""
        {"id": "en_US/acc-v5-empty", "locale": "en_US", "policy": {"format": "currency/USD sign-accounting"}, "keys": ["("], "expect": "($|)", "value": null}
        {"id": "en_US/acc-v5-empty-then-digits", "locale": "en_US", "policy": {"format": "currency/USD sign-accounting"}, "keys": ["(", "1", "2", ".", "5", ")"], "expect": "($12.5|)", "value": "-12.5"}
        {"id": "en_US/acc-v5-twice-on-empty", "locale": "en_US", "policy": {"format": "currency/USD sign-accounting"}, "keys": ["(", "("], "expect": "($|)", "value": null}
        {"id": "en_US/acc-v5-caret-stays", "locale": "en_US", "policy": {"format": "currency/USD sign-accounting"}, "start": "$1|2.5", "keys": ["("], "expect": "($1|2.5)", "value": "-12.5"}
        {"id": "en_US/acc-v5-minus-then-bracket", "locale": "en_US", "policy": {"format": "currency/USD sign-accounting"}, "start": "$12|", "keys": ["-", "("], "expect": "($12|)", "value": "-12"}
        {"id": "en_US/acc-v5-closing-on-positive", "locale": "en_US", "policy": {"format": "currency/USD sign-accounting"}, "start": "$12|", "keys": [")"], "expect": "$12|", "value": "12"}
        {"id": "en_US/acc-v5-closing-on-empty", "locale": "en_US", "policy": {"format": "currency/USD sign-accounting"}, "keys": [")"], "expect": "|", "value": null}
        {"id": "en_US/acc-v5-over-selection-positive", "locale": "en_US", "policy": {"format": "currency/USD sign-accounting"}, "start": "$1,[23]4", "keys": ["("], "expect": "($1|4)", "value": "-14"}
        {"id": "en_US/acc-v5-over-selection-negative", "locale": "en_US", "policy": {"format": "currency/USD sign-accounting"}, "start": "($1,[23]4)", "keys": ["("], "expect": "($1,[23]4)", "value": "-1234"}
        {"id": "en_US/acc-v5-plus-clears", "locale": "en_US", "policy": {"format": "currency/USD sign-accounting"}, "keys": ["(", "5", "+"], "expect": "$5|", "value": "5"}
        {"id": "en_US/acc-v5-undo", "locale": "en_US", "policy": {"format": "currency/USD sign-accounting"}, "keys": ["1", "2", "(", "3", "{undo}"], "expect": "($12|)", "value": "-12"}
        {"id": "en_US/acc-v5-undo-sign", "locale": "en_US", "policy": {"format": "currency/USD sign-accounting"}, "keys": ["1", "2", "(", "{undo}"], "expect": "$12|", "value": "12"}
        {"id": "en_US/acc-v5-raw-range", "locale": "en_US", "policy": {"format": "currency/USD sign-accounting"}, "start": "$12|", "keys": ["{replace:0,0:(}"], "expect": "($|12)", "value": "-12"}
        {"id": "en_US/acc-v5-change", "locale": "en_US", "policy": {"format": "currency/USD sign-accounting"}, "start": "$12|", "keys": ["{change:(|$12}"], "expect": "($|12)", "value": "-12"}
        {"id": "en_US/acc-v5-no-negatives", "locale": "en_US", "policy": {"format": "currency/USD sign-accounting", "allowsNegative": false}, "keys": ["(", ")", "5", "("], "expect": "$5|", "value": "5", "rejected": [0, 3]}
        {"id": "en_US/acc-v5-minimum-zero", "locale": "en_US", "policy": {"format": "currency/USD sign-accounting", "minimum": "0"}, "start": "$5|", "keys": ["("], "expect": "$5|", "value": "5", "rejected": [0]}
        {"id": "en_US/acc-v5-below-minimum", "locale": "en_US", "policy": {"format": "currency/USD sign-accounting", "minimum": "-10"}, "start": "$50|", "keys": ["("], "expect": "$50|", "value": "50", "rejected": [0]}
        {"id": "en_US/acc-v5-clamp-lets-it-pass", "locale": "en_US", "policy": {"format": "currency/USD sign-accounting", "minimum": "-10", "clampOnFinalize": true}, "start": "$50|", "keys": ["(", "{blur}"], "expect": "($10.00|)", "value": "-10"}
        {"id": "en_US/acc-v5-cents", "locale": "en_US", "policy": {"format": "currency/USD sign-accounting", "entry": "cents"}, "keys": ["(", "5", "{home}", "(", ")"], "expect": "($|0.05)", "value": "-0.05"}
        {"id": "en_US/acc-v5-cents-caret-by-k", "locale": "en_US", "policy": {"format": "currency/USD sign-accounting", "entry": "cents"}, "start": "$|0.05", "keys": ["("], "expect": "($0.0|5)", "value": "-0.05"}
        {"id": "en_US/acc-v5-fixed", "locale": "en_US", "policy": {"format": "currency/USD sign-accounting", "entry": "fixed"}, "keys": ["(", "5", "("], "expect": "($5|.00)", "value": "-5"}
        {"id": "en_US/acc-v5-hidden-affixes", "locale": "en_US", "policy": {"format": "currency/USD sign-accounting", "showsAffixes": false}, "keys": ["1", "(", "(", "{undo}"], "expect": "1|", "value": "1"}
        {"id": "en_US/acc-v5-affixes-when-empty", "locale": "en_US", "policy": {"format": "currency/USD sign-accounting", "affixesWhenEmpty": true}, "keys": ["(", "{bs}"], "expect": "$|", "value": null}
        {"id": "en_US/acc-v5-three-fraction-digits", "locale": "en_US", "policy": {"format": "currency/USD sign-accounting", "maxFractionDigits": 3}, "keys": ["(", "1", ".", "2", "3", "4"], "expect": "($1.234|)", "value": "-1.234"}
        {"id": "en_US/acc-v5-whole-dollars", "locale": "en_US", "policy": {"format": "currency/USD sign-accounting", "maxFractionDigits": 0}, "keys": ["(", "$", "5", ".", ")"], "expect": "($5|)", "value": "-5", "rejected": [3]}
        {"id": "en_IN/acc-v5-indian-grouping", "locale": "en_IN", "policy": {"format": "currency/INR sign-accounting"}, "keys": ["(", "1", "2", "3", "4", "5"], "expect": "(\u20b912,345|)", "value": "-12345"}
        {"id": "fr_FR/acc-v5-suffix-currency", "locale": "fr_FR", "policy": {"format": "currency/EUR sign-accounting"}, "keys": ["(", "5", ",", "5", "\u00a0", "\u20ac", ")"], "expect": "(5,5|\u00a0\u20ac)", "value": "-5.5", "rejected": [4]}
        {"id": "fr_FR/acc-v5-cents", "locale": "fr_FR", "policy": {"format": "currency/EUR sign-accounting", "entry": "cents"}, "start": "1,|05\u00a0\u20ac", "keys": ["("], "expect": "(1,|05\u00a0\u20ac)", "value": "-1.05"}
        {"id": "de_DE/acc-v5-no-bracket", "locale": "de_DE", "policy": {"format": "currency/EUR"}, "start": "12|\u00a0\u20ac", "keys": ["("], "expect": "12|\u00a0\u20ac", "value": "12", "rejected": [0]}
        {"id": "en_US/acc-v5-standard-currency", "locale": "en_US", "policy": {"format": "currency/USD"}, "start": "$12|", "keys": ["("], "expect": "$12|", "value": "12", "rejected": [0]}
        {"id": "en_US/acc-v5-plain", "locale": "en_US", "keys": ["1", "("], "expect": "1|", "value": "1", "rejected": [1]}
        """#

    static let cases: [KeystrokeCase] = (try? CaseFile.parse(table, path: "AccountingBracketTests")) ?? []

    @Test("The table parses")
    func parses() throws {
        #expect(try CaseFile.parse(Self.table).count == 31)
    }

    @Test("Case, with the invariants after every key", arguments: cases)
    func bracketCase(_ testCase: KeystrokeCase) throws {
        try CentsCaretTests.expectPasses(testCase)
    }

    /// The bracket formats (locale, skeleton, entry mode).
    static let formats: [(String, String, NumberPolicy.Entry)] = [
        ("en_US", "currency/USD sign-accounting", .natural), ("fr_FR", "currency/EUR sign-accounting", .natural),
        ("en_IN", "currency/INR sign-accounting", .natural), ("fr_FR", "currency/EUR sign-accounting", .fixed),
        ("en_US", "currency/USD sign-accounting", .cents), ("en_IN", "currency/INR sign-accounting", .cents),
    ]

    /// The negative amounts typed and pasted.
    static let amounts = ["-0.5", "-32", "-1234.5", "-987654.32", "-0.05", "-7"].compactMap(ExactDecimal.init)

    @Test("Typing a negative amount as the field shows it and pasting it agree", arguments: formats)
    func typedAndPastedAgree(_ identifier: String, _ skeleton: String, _ entry: NumberPolicy.Entry) throws {
        let format = try NumberFormat(skeleton: skeleton)
        let locale = try ICU72.locale(identifier, format: format)
        let policy = NumberPolicy(format: format, entry: entry)
        for amount in Self.amounts {
            let shown = try NumberField(locale: locale, policy: policy, value: amount).text
            var typed = try NumberField(locale: locale, policy: policy)
            for character in shown {
                _ = CaseRunner.attempt(.insert(String(character)), on: &typed)
            }
            var pasted = try NumberField(locale: locale, policy: policy)
            try pasted.insert(shown)
            #expect(typed.value == amount, "\(identifier) \(skeleton): typing \(shown) gave \(typed.marked)")
            #expect(pasted.value == amount, "\(identifier) \(skeleton): pasting \(shown) gave \(pasted.marked)")
        }
    }
}
