import NumberEntry
import Testing
import _NumberEntryCases

/// Behaviour v3's changed rules outside cents mode and fixed-scale entry, in several locales and
/// formats (Docs/Behaviour.md §3, §4, §10.5, §10.6, §13 and complete strings), on ICU 72's data
/// (`ICU72`) with either data source.
@Suite("Behaviour v3")
struct BehaviourV3Tests {
    /// A field of `format` in `locale` showing the marked start state.
    func affixed(_ locale: String, _ format: NumberFormat, _ marked: String, policy: NumberPolicy = NumberPolicy())
        throws -> NumberField
    {
        var policy = policy
        policy.format = format
        let (text, selection) = MarkedText.parse(marked)!
        return try NumberField(
            locale: ICU72.locale(locale, format: format), policy: policy, text: text, selection: selection)
    }

    /// A plain field in `locale` showing the marked start state.
    func field(_ locale: String, _ marked: String, policy: NumberPolicy = NumberPolicy()) throws -> NumberField {
        try affixed(locale, .plain, marked, policy: policy)
    }

    /// The locales and formats these tests load, for the snapshot (`ICU72.requests`).
    static let loads: [(String, NumberFormat)] = {
        var loads: [(String, NumberFormat)] = ["en_US", "ar_EG", "fa_IR", "de_DE", "fr_FR"].map { ($0, .plain) }
        loads += [
            ("en_US", .currency(code: "USD")), ("de_DE", .currency(code: "EUR")), ("ja_JP", .currency(code: "JPY")),
            ("nl_NL", .currency(code: "EUR")), ("en_US", .currency(code: "USD", width: .isoCode)),
            ("en_US", .currency(code: "USD", accounting: true)), ("ar_EG", .currency(code: "EGP")),
            ("fr_FR", .percent), ("en_US", .measureUnit("mass-kilogram")), ("ar_EG", .currency(code: "EUR")),
            ("fr_FR", .currency(code: "EUR")), ("en_US", .currency(code: "EUR")),
        ]
        return loads
    }()

    static let bidiControls: [Unicode.Scalar] = [
        "\u{202A}", "\u{202B}", "\u{202C}", "\u{202D}", "\u{202E}", "\u{2066}", "\u{2067}", "\u{2068}", "\u{2069}",
    ]

    @Test("Bidi embedding, override and isolate controls are ignorable (§3)", arguments: ["en_US", "ar_EG", "fa_IR"])
    func bidiControls(_ locale: String) throws {
        for control in Self.bidiControls {
            var typed = try field(locale, "|")
            try typed.insert(String(control))
            #expect(typed.isEmpty, "\(control) alone changes nothing")
            try typed.insert(String(control) + "7" + String(control))
            #expect(typed.value == 7, "\(locale) U+\(String(control.value, radix: 16))")
            var pasted = try field(locale, "|")
            try pasted.insert("\u{2067}" + String(control) + "1234" + String(control) + ".5\u{2069}")
            #expect(pasted.value == ExactDecimal("1234.5"), "\(locale) U+\(String(control.value, radix: 16))")
        }
        let parser = try NumberParser(locale: ICU72.locale("en_US"))
        #expect(try parser.parse("\u{2066}1,234.5\u{2069}", strictness: .lenient) == ExactDecimal("1234.5"))
    }

    @Test(
        "Backspace at the placeholder before a separator with an empty fraction empties the field (§4)",
        arguments: [
            ("en_US", "0|.", "|"), ("en_US", "-0|.", "-|"), ("de_DE", "0|,", "|"), ("fr_FR", "-0|,", "-|"),
            ("en_US", "0.|", "|"), ("en_US", "|0.", "|0."), ("en_US", "0|.5", "0|.5"),
        ])
    func backspaceAtPlaceholder(_ locale: String, _ start: String, _ expected: String) throws {
        var byKey = try field(locale, start)
        try byKey.deleteBackward()
        #expect(byKey.marked == expected)
        // The range a text view sends for the same key gives the same field.
        var byRange = try field(locale, start)
        let caret = byRange.selection.lowerBound
        if caret > 0 { try byRange.replace(from: caret - 1, to: caret, with: "") }
        #expect(byRange.marked == byKey.marked)
    }

    @Test("Backspace at the placeholder in affixed and non-Latin fields (§4, §10)")
    func backspaceAtPlaceholderAffixed() throws {
        var dollars = try affixed("en_US", .currency(code: "USD"), "$0|.")
        try dollars.deleteBackward()
        #expect(dollars.isEmpty && dollars.value == nil)
        var euros = try affixed("de_DE", .currency(code: "EUR"), "-0|,\u{00A0}€")
        try euros.deleteBackward()
        #expect(euros.isNegative && euros.value == nil)
        var arabic = try field("ar_EG", "|")
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
        var field = try affixed(locale, format, start, policy: policy)
        try field.deleteBackward()
        #expect(field.marked == expected)
        #expect(field.value == 12)
        var sign = try affixed("en_US", .currency(code: "USD"), "[-]$12")
        try sign.deleteBackward()
        #expect(sign.marked == "$|12", "a range over the sign still removes it")
    }

    @Test(
        "Strict parse reads the signed body without its symbol as the unsigned one",
        arguments: [
            ("en_US", NumberFormat.currency(code: "USD"), "-1,234.50", "-1234.5"),
            ("en_US", .currency(code: "USD"), "1,234.50", "1234.5"),
            ("en_US", .currency(code: "USD", accounting: true), "-1,234.50", "-1234.5"),
            ("de_DE", .currency(code: "EUR"), "-1.234,50", "-1234.5"),
            ("nl_NL", .currency(code: "EUR"), "-12,50", "-12.5"),
            ("ar_EG", .currency(code: "EGP"), "\u{061C}-\u{0661}\u{0662}", "-12"),
            ("fr_FR", .percent, "-12,5", "-12.5"),
            ("en_US", .measureUnit("mass-kilogram"), "-3.5", "-3.5"),
        ])
    func strictSignedBody(_ locale: String, _ format: NumberFormat, _ text: String, _ value: String) throws {
        var policy = NumberPolicy()
        policy.format = format
        let parser = try NumberParser(locale: ICU72.locale(locale, format: format), policy: policy)
        #expect(try parser.parse(text) == ExactDecimal(value))
        #expect(throws: ParseError.self) { try parser.parse("--" + text) }
    }

    @Test(
        "Relocalizing keeps a caret in the body (§10.5)",
        arguments: [
            ("de_DE", "12|\u{00A0}€", "ar_EG"), ("de_DE", "12|\u{00A0}€", "fr_FR"), ("fr_FR", "1|2\u{00A0}€", "en_US"),
        ])
    func relocalizedCaret(_ from: String, _ start: String, _ to: String) throws {
        let format = NumberFormat.currency(code: "EUR")
        var field = try affixed(from, format, start)
        field.moveToEnd()
        let moved = try field.relocalized(to: ICU72.locale(to, format: format))
        #expect(moved.value == field.value)
        #expect(moved.caretOffsets.contains(moved.selection.lowerBound), "\(moved.marked)")
        let all = try affixed(from, format, start)
        var selected = all
        try selected.select(from: 0, to: all.text.utf16.count)
        let relocalizedAll = try selected.relocalized(to: ICU72.locale(to, format: format))
        #expect(relocalizedAll.selection == 0..<relocalizedAll.text.utf16.count, "select all stays select all")
    }

    @Test(
        "The first step of an empty field outside its range gives the bound nearest 0 (§13)",
        arguments: [
            ("10", nil, true, "10"), ("10", nil, false, "10"), (nil, "-5", true, "-5"), ("-10", "-5", false, "-5"),
            ("0.5", "3", false, "0.5"), ("-3", "-0.25", true, "-0.25"),
        ] as [(String?, String?, Bool, String)])
    func stepOutsideRange(_ minimum: String?, _ maximum: String?, _ up: Bool, _ expected: String) throws {
        let policy = NumberPolicy(
            minimum: minimum.flatMap(ExactDecimal.init), maximum: maximum.flatMap(ExactDecimal.init))
        for start in ["|", "-|"] where start == "|" || policy.permitsNegative {
            var field = try field("en_US", start, policy: policy)
            try field.apply(up ? .stepUp : .stepDown)
            #expect(field.value == ExactDecimal(expected), "\(start) \(up ? "up" : "down")")
        }
        var inside = try field("en_US", "|", policy: NumberPolicy(minimum: -10, maximum: 10))
        try inside.apply(.stepDown)
        #expect(inside.value == -1, "0 inside the range: steps from 0")
    }
}
