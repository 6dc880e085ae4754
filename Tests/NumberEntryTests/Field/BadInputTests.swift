import NumberEntry
import Testing

@Suite("Bad input (Behaviour §9): typed results, no crash")
struct BadInputTests {
    static let strangeInsertions: [String] = [
        "🙂", "1🙂2", "👍🏽", "1\u{301}", "\u{301}", "مرحبا", "שלום 12", "\u{0}", "1\u{0}2", "\u{200E}", "\u{2066}",
        "\u{202E}123", "\u{FEFF}\u{FEFF}", "\u{D7FF}", "\n", "\t5", "12\n34", "--5", "+-5", "1..2", "1,,234",
        "٫٫", "١٢٣٤٥٦٧٨٩٠١٢٣٤٥٦٧٨٩٠", "${1}", "0x1F", "1e5", "NaN", "∞",
    ]

    @Test("Strange insertions in several locales", arguments: ["en_US", "ar_EG", "ff_Adlm", "hi_IN"])
    func strangeInsertions(_ locale: String) throws {
        for insertion in Self.strangeInsertions {
            for start in ["|", "-|", "1|2"] {
                var edited = try field(locale, locale == "en_US" ? start : "|")
                let before = edited
                do {
                    try edited.insert(insertion)
                    #expect(edited.caretOffsets.contains(edited.selection.lowerBound))
                } catch {
                    #expect(edited == before, "\(insertion): rejected edits change nothing")
                }
            }
        }
    }

    @Test("A million-character paste finishes with a typed result")
    func hugePaste() throws {
        var digits = try field("en_US")
        try digits.insert(String(repeating: "7", count: 1_000_000))
        #expect(digits.value?.integerDigits.utf8.count == 1_000_000)
        digits.moveLeft()
        try digits.deleteBackward()
        #expect(digits.value?.integerDigits.utf8.count == 999_999)
    }

    @Test("A million characters of bad text are refused whole, the field unchanged")
    func hugeRejectedPastes() throws {
        let million = 1_000_000
        let pastes: [(text: String, reason: EditRejection, policy: NumberPolicy)] = [
            (String(repeating: "🙂1", count: million / 2), .invalidPaste, NumberPolicy()),
            (String(repeating: "\u{301}", count: million), .invalidPaste, NumberPolicy()),
            (String(repeating: "مرحبا ", count: million / 6), .invalidPaste, NumberPolicy()),
            (String(repeating: "\u{2066}x", count: million / 2), .invalidPaste, NumberPolicy()),
            (String(repeating: "1", count: million - 1) + "\u{0}", .invalidPaste, NumberPolicy()),
            ("1" + String(repeating: ",2345", count: million / 5), .invalidPaste, NumberPolicy()),
            (String(repeating: "9", count: million), .tooManyIntegerDigits, NumberPolicy(maxIntegerDigits: 15)),
            ("0." + String(repeating: "5", count: million), .tooManyFractionDigits, NumberPolicy()),
            (String(repeating: "1", count: million) + ".5", .decimalNotAllowed, NumberPolicy(maxFractionDigits: 0)),
        ]
        for (text, reason, policy) in pastes {
            let start = try field("en_US", "1|2", policy: policy)
            var edited = start
            #expect(throws: reason, "\(Printable.escaped(text, limit: 12))") { try edited.insert(text) }
            #expect(edited == start)
        }
        let arabic = try field("ar_EG", "١|٢")
        var marked = arabic
        try marked.insert(String(repeating: "\u{200F}\u{061C}", count: million / 2))
        #expect(marked == arabic, "only bidi marks: accepted, nothing changes")
        try marked.insert(String(repeating: "\u{2066}\u{202E}\u{2069}\u{202C}", count: million / 4))
        #expect(marked == arabic, "only bidi controls (ignorable since behaviour v3): nothing changes")
    }

    @Test("Huge, empty and malformed locale identifiers are typed errors")
    func badIdentifiers() {
        let identifiers = [
            String(repeating: "a", count: 1_000_000), String(repeating: "de_DE", count: 200_000),
            String(repeating: "x", count: 158), "de_DE@numbers=" + String(repeating: "latn", count: 40), "", " ",
            "\u{0}", "de_DE\u{0}", "\u{200E}de_DE", "de-DE-u-nu-", "@numbers=latn", "_", "-", "ﾄﾞｲﾂ",
        ]
        for identifier in identifiers {
            for digits in NumberPolicy.Digits.allCases {
                let expected = NumberEntryError.unsupportedLocale(identifier)
                let shown = Printable.escaped(identifier, limit: 40)
                #expect(throws: expected, "\(shown)") { try NumberLocale.named(identifier, digits: digits) }
                #expect(throws: expected, "\(shown)") {
                    try NumberField(localeIdentifier: identifier, policy: NumberPolicy(digits: digits))
                }
            }
        }
    }

    @Test("An insertion of only bidi marks changes nothing")
    func onlyIgnorables() throws {
        var edited = try field("en_US", "1|2")
        try edited.insert("\u{200E}\u{200F}")
        #expect(edited.marked == "1|2")
    }

    @Test("Start states that are not canonical are typed errors")
    func nonCanonicalStart() throws {
        let locale = try NumberLocale.named("en_US")
        #expect(throws: NumberEntryError.notCanonical("1234")) {
            try NumberField(locale: locale, text: "1234", selection: 0..<0)
        }
        #expect(throws: NumberEntryError.notCanonical("abc")) {
            try NumberField(locale: locale, text: "abc", selection: 0..<0)
        }
        #expect(throws: NumberEntryError.invalidStartState(.invalidRange)) {
            try NumberField(locale: locale, text: "12", selection: 0..<5)
        }
        #expect(throws: NumberEntryError.invalidStartState(.tooManyFractionDigits)) {
            try NumberField(locale: locale, text: "1.234", selection: 0..<0)
        }
    }

    @Test("Contradictory policies are typed errors")
    func invalidPolicies() throws {
        let locale = try NumberLocale.named("en_US")
        let policies = [
            NumberPolicy(maxFractionDigits: 1, minFractionDigits: 2), NumberPolicy(maxFractionDigits: -1),
            NumberPolicy(maxIntegerDigits: 0), NumberPolicy(minimum: ExactDecimal(5), maximum: ExactDecimal(1)),
            NumberPolicy(allowsNegative: false, maximum: ExactDecimal(-1)),
        ]
        for policy in policies {
            #expect(throws: NumberEntryError.self) { try NumberField(locale: locale, policy: policy) }
        }
    }
}
