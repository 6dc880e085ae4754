import NumberEntry
import Testing

@Suite("Bad input (spec §9): typed results, no crash")
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

        var garbage = try field("en_US")
        #expect(throws: EditRejection.invalidPaste) { try garbage.insert(String(repeating: "🙂1", count: 500_000)) }
        var limited = try field("en_US", policy: NumberPolicy(maxIntegerDigits: 15))
        #expect(throws: EditRejection.tooManyIntegerDigits) {
            try limited.insert(String(repeating: "9", count: 1_000_000))
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
