import NumberEntry
import Testing

/// Backspace, Delete and the ranges a text view sends for them in natural entry (Docs/Behaviour.md
/// §4, §10.6): at the placeholder, over decoration and in an affix, in several locales and
/// formats; the ICU 72 ones (`ICU72`) on either data source.
@Suite("Backspace, Delete and deletion ranges")
struct DeletionTests {
    /// The locales and formats these tests load, for the snapshot (`ICU72.requests`).
    static let loads: [(String, NumberFormat)] = [
        ("en_US", .plain), ("de_DE", .plain), ("fr_FR", .plain), ("ar_EG", .plain), ("en_US", .currency(code: "USD")),
        ("de_DE", .currency(code: "EUR")), ("ja_JP", .currency(code: "JPY")), ("nl_NL", .currency(code: "EUR")),
        ("en_US", .currency(code: "USD", width: .isoCode)),
    ]

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
        "Backspace at the placeholder before a separator with an empty fraction empties the field (§4)",
        arguments: [
            ("en_US", "0|.", "|"), ("en_US", "-0|.", "-|"), ("de_DE", "0|,", "|"), ("fr_FR", "-0|,", "-|"),
            ("en_US", "0.|", "|"), ("en_US", "|0.", "|0."), ("en_US", "0|.5", "0|.5"),
        ])
    func backspaceAtPlaceholder(_ locale: String, _ start: String, _ expected: String) throws {
        var byKey = try ICU72.field(locale, start)
        try byKey.deleteBackward()
        #expect(byKey.marked == expected)
        // The range a text view sends for the same key gives the same field.
        var byRange = try ICU72.field(locale, start)
        let caret = byRange.selection.lowerBound
        if caret > 0 { try byRange.replace(from: caret - 1, to: caret, with: "") }
        #expect(byRange.marked == byKey.marked)
    }

    @Test("Backspace at the placeholder in affixed and non-Latin fields (§4, §10)")
    func backspaceAtPlaceholderAffixed() throws {
        var dollars = try ICU72.field("en_US", "$0|.", format: .currency(code: "USD"))
        try dollars.deleteBackward()
        #expect(dollars.isEmpty && dollars.value == nil)
        var euros = try ICU72.field("de_DE", "-0|,\u{00A0}€", format: .currency(code: "EUR"))
        try euros.deleteBackward()
        #expect(euros.isNegative && euros.value == nil)
        var arabic = try ICU72.field("ar_EG", "|")
        try arabic.insert(".")
        arabic.moveLeft()
        try arabic.deleteBackward()
        #expect(arabic.isEmpty)
    }

    @Test(
        "A deletion range wholly in the prefix leaves a caret at the body start (§10.6.3)",
        arguments: [
            ("en_US", NumberFormat.currency(code: "USD"), "[$]12", "$|12"),
            ("ja_JP", .currency(code: "JPY"), "[￥]12", "￥|12"),
            ("nl_NL", .currency(code: "EUR"), "[€\u{00A0}]12", "€\u{00A0}|12"),
            ("en_US", .currency(code: "USD", width: .isoCode), "[US]D\u{00A0}12", "USD\u{00A0}|12"),
        ])
    func prefixRange(_ locale: String, _ format: NumberFormat, _ start: String, _ expected: String) throws {
        var policy = NumberPolicy()
        if format.currencyCode == "JPY" { policy.maxFractionDigits = 0 }
        var field = try ICU72.field(locale, start, format: format, policy: policy)
        try field.deleteBackward()
        #expect(field.marked == expected)
        #expect(field.value == 12)
        var sign = try ICU72.field("en_US", "[-]$12", format: .currency(code: "USD"))
        try sign.deleteBackward()
        #expect(sign.marked == "$|12", "a range over the sign still removes it")
    }
}
