import NumberEntry
import Testing
import _NumberEntryCases

/// Fixed-scale entry (Docs/Behaviour.md, "Fixed-scale entry"): every numbered rule in several
/// locales and formats.
@Suite("Fixed-scale entry")
struct FixedEntryTests {
    /// A fixed-scale policy with `places` fraction digits.
    static func fixed(_ places: Int = 2, format: NumberFormat = .plain) -> NumberPolicy {
        var policy = NumberPolicy(maxFractionDigits: places)
        policy.format = format
        policy.entry = .fixed
        return policy
    }

    /// The field `keys` (case notation) leave, started from `start`, and the indices of the
    /// rejected keys.
    static func typed(
        _ locale: String, _ keys: [String], policy: NumberPolicy = fixed(), start: String = "|"
    ) throws -> (field: NumberField, rejected: [Int]) {
        let (text, selection) = try #require(MarkedText.parse(start))
        let data = try NumberLocale.named(locale, digits: policy.digits, format: policy.format)
        var field = try NumberField(locale: data, policy: policy, text: text, selection: selection)
        var rejected: [Int] = []
        for (index, notation) in keys.enumerated() {
            let key = try Edit(notation: notation)
            if CaseRunner.attempt(key, on: &field) != nil { rejected.append(index) }
        }
        return (field, rejected)
    }

    /// The marked text `keys` leave (no key rejected).
    static func shown(
        _ locale: String, _ keys: [String], policy: NumberPolicy = fixed(), start: String = "|"
    ) throws -> String {
        let (field, rejected) = try typed(locale, keys, policy: policy, start: start)
        #expect(rejected.isEmpty, "\(keys) rejected \(rejected)")
        return field.marked
    }

    @Test("Fixed entry needs fraction digits")
    func needsFractionDigits() throws {
        var policy = Self.fixed()
        policy.maxFractionDigits = 0
        #expect(throws: NumberEntryError.self) { try policy.validate() }
        #expect(throws: NumberEntryError.self) { try NumberField(locale: .named("en_US"), policy: policy) }
        #expect(throws: NumberEntryError.self) { try NumberParser(locale: .named("en_US"), policy: policy) }
        policy.entry = .natural
        try policy.validate()
    }

    @Test("§14.1 The integer part is typed as in natural entry, left of the separator")
    func integerPart() throws {
        #expect(try Self.shown("en_US", ["4", "2"]) == "42|.00")
        #expect(try Self.shown("de_DE", ["1", "2", "3", "4"]) == "1.234|,00")
        #expect(try Self.shown("hi_IN", ["1", "2", "3", "4", "5", "6"]) == "1,23,456|.00")
        #expect(try Self.shown("ar_EG", ["1", "2", "3", "4"]) == "١٬٢٣٤|٫٠٠")
        #expect(try Self.shown("ja_JP", ["1", "2", "3", "4"], policy: Self.fixed(2)) == "1,234|.00")
        #expect(try Self.shown("en_US", ["4", "2"], policy: Self.fixed(1)) == "42|.0")
        #expect(try Self.shown("en_US", ["4", "2"], policy: Self.fixed(3)) == "42|.000")
        #expect(try Self.shown("en_US", ["-", "4", "2"]) == "-42|.00")
        // A typed zero is the whole integer part until a digit replaces it.
        #expect(try Self.shown("en_US", ["0"]) == "0|.00")
        #expect(try Self.shown("en_US", ["0", "5"]) == "5|.00")
        // In front of the placeholder zero, a digit replaces it.
        #expect(try Self.shown("en_US", ["3"], start: "0|.50") == "3|.50")
        #expect(try Self.shown("en_US", ["1", "{home}", "2"]) == "2|1.00")
    }

    @Test("§14.2 The decimal key moves the caret after the separator")
    func decimalKey() throws {
        #expect(try Self.shown("en_US", ["4", "2", "."]) == "42.|00")
        #expect(try Self.shown("de_DE", ["4", "2", ","]) == "42,|00")
        #expect(try Self.shown("ar_EG", ["4", "2", "٫"]) == "٤٢٫|٠٠")
        let empty = try Self.typed("en_US", ["."])
        #expect(empty.field.marked == "0.|00" && empty.field.value == .zero)
        #expect(try Self.shown("en_US", ["-", "."]) == "-0.|00")
        #expect(try Self.shown("fr_FR", [","], policy: Self.fixed(format: .percent)) == "0,|00\u{A0}%")
        #expect(try Self.shown("en_US", ["."], policy: Self.fixed(3)) == "0.|000")
        // In the fraction, a second tap changes nothing.
        #expect(try Self.shown("en_US", ["4", ".", "5", ".", "7"]) == "4.57|")
        #expect(try Self.shown("en_US", ["."], start: "1|2.50") == "12.|50")
    }

    @Test("§14.3 A fraction digit overwrites the digit right of the caret")
    func overwrite() throws {
        let full = try Self.typed("en_US", ["4", "2", ".", "5", "7", "1"])
        #expect(full.field.marked == "42.57|" && full.rejected == [5])
        #expect(full.field.value == ExactDecimal("42.57"))
        #expect(try Self.typed("en_US", ["1"], start: "42.57|").rejected == [0])
        #expect(try Self.shown("en_US", ["9"], start: "42.5|7") == "42.59|")
        #expect(try Self.shown("en_US", ["9"], start: "42.|57") == "42.9|7")
        #expect(try Self.shown("de_DE", ["5"], start: "1.234,|00") == "1.234,5|0")
        #expect(try Self.shown("hi_IN", [".", "2", "5"], start: "12,345|.00") == "12,345.25|")
        #expect(try Self.shown("ar_EG", ["٫", "٥"], start: "١٢|٫٠٠") == "١٢٫٥|٠")
        #expect(try Self.shown("en_US", ["2"], policy: Self.fixed(3), start: "1.|000") == "1.2|00")
        let one = try Self.typed("en_US", ["5", "6"], policy: Self.fixed(1), start: "1.|0")
        #expect(one.field.marked == "1.5|" && one.rejected == [1])
        #expect(try Self.shown("en_US", ["0"], start: "1.|00") == "1.0|0")
    }

    @Test("§14.4 Backspace and Delete in the fraction fill its end with a zero")
    func deletionInFraction() throws {
        #expect(try Self.shown("en_US", ["{bs}"], start: "1.2|3") == "1.|30")
        #expect(try Self.shown("en_US", ["{bs}"], start: "1.23|") == "1.2|0")
        #expect(try Self.shown("en_US", ["{del}"], start: "1.|23") == "1.|30")
        #expect(try Self.shown("en_US", ["{del}"], start: "1|.23") == "1|.30")
        #expect(try Self.shown("en_US", ["{bs}"], policy: Self.fixed(3), start: "1.2|34") == "1.|340")
        #expect(try Self.shown("en_US", ["{bs}"], policy: Self.fixed(1), start: "1.5|") == "1.|0")
        #expect(try Self.shown("de_DE", ["{bs}"], start: "1.234,5|6") == "1.234,|60")
        #expect(try Self.shown("ar_EG", ["{bs}"], start: "١٫٢٣|") == "١٫٢|٠")
        let euro = Self.fixed(format: .currency(code: "EUR"))
        #expect(try Self.shown("de_DE", ["{bs}"], policy: euro, start: "1.234,56|\u{A0}€") == "1.234,5|0\u{A0}€")
    }

    @Test("§14.4 Backspace just after the separator removes the last integer digit")
    func backspaceAfterSeparator() throws {
        let two = try Self.typed("en_US", ["{bs}"], start: "12.|50")
        #expect(two.field.marked == "1|.50" && two.field.value == ExactDecimal("1.5"))
        let one = try Self.typed("en_US", ["{bs}"], start: "1.|50")
        #expect(one.field.marked == "0|.50" && one.field.value == ExactDecimal("0.5"))
        #expect(try Self.shown("hi_IN", ["{bs}"], start: "1,23,456.|78") == "12,345|.78")
        #expect(try Self.shown("ar_EG", ["{bs}"], start: "١٬٢٣٤٫|٥٠") == "١٢٣|٫٥٠")
        #expect(try Self.shown("en_US", ["{bs}"], start: "-12.|50") == "-1|.50")
        // After the placeholder zero there is no integer digit: nothing changes.
        #expect(try Self.shown("en_US", ["{bs}"], start: "0.|50") == "0.|50")
    }

    @Test("§14.4 The ranges a text view sends for Backspace and Delete give the same")
    func deletionRanges() throws {
        for (start, range, expected) in [
            ("12.|50", "{replace:2,3:}", "1|.50"), ("1.2|3", "{replace:2,3:}", "1.|30"),
            ("1|.23", "{replace:1,2:}", "1|.30"), ("1|.00", "{replace:0,1:}", "|"),
        ] {
            #expect(try Self.shown("en_US", [range], start: start) == expected, "\(start) \(range)")
        }
    }

    @Test("§14.5 A deletion leaving no integer digit and only zeros empties the field")
    func emptying() throws {
        let empty = try Self.typed("en_US", ["1", "{bs}"])
        #expect(empty.field.marked == "|" && empty.field.value == nil)
        #expect(try Self.shown("en_US", ["{bs}"], start: "-1|.00") == "-|")
        #expect(try Self.shown("en_US", ["{bs}"], start: "0.|00") == "|")
        #expect(try Self.shown("en_US", ["{bs}"], start: "0|.00") == "|")
        #expect(try Self.shown("en_US", ["{del}"], start: "0|.00") == "|")
        #expect(try Self.shown("en_US", ["{del}"], start: "|1.00") == "|")
        #expect(try Self.shown("en_US", ["{bs}"], start: "0.5|0") == "|")
        #expect(try Self.shown("en_US", ["{bs}"], start: "-0.|00") == "-|")
        // Removing only the sign removes no digit.
        #expect(try Self.shown("en_US", ["{del}"], start: "|-0.00") == "0|.00")
        #expect(try Self.shown("en_US", ["{replace:0,1:}"], start: "|-0.00") == "0|.00")
        #expect(try Self.shown("en_US", ["{bs}"], policy: Self.fixed(3), start: "1|.000") == "|")
        #expect(try Self.shown("ar_EG", ["{bs}"], start: "١|٫٠٠") == "|")
        let euro = Self.fixed(format: .currency(code: "EUR"))
        #expect(try Self.shown("de_DE", ["{bs}"], policy: euro, start: "1|,00\u{A0}€") == "|")
        // An integer digit or a fraction digit other than zero left: the placeholder shows.
        #expect(try Self.shown("en_US", ["{bs}"], start: "1|.50") == "0|.50")
        // A kept zero is an integer digit (Behaviour §1): `|0.00`, value 0.
        let kept = try Self.typed("en_US", ["{bs}"], start: "10|.00")
        #expect(kept.field.marked == "1|.00")
        let keptZero = try Self.typed("en_US", ["1", "0", "{left}", "{bs}"])
        #expect(keptZero.field.marked == "|0.00" && keptZero.field.value == .zero)
        #expect(try Self.shown("en_US", ["1", "0", "{left}", "{bs}", "2"]) == "2|0.00")
    }

    @Test("§14.6 Selections work as in natural entry, then the fraction fills")
    func selections() throws {
        #expect(try Self.shown("en_US", ["{del}"], start: "[12].50") == "0|.50")
        #expect(try Self.shown("en_US", ["{del}"], start: "[12].00") == "|")
        #expect(try Self.shown("en_US", ["{bs}"], start: "1[2.5]0") == "1|.00")
        #expect(try Self.shown("en_US", ["{bs}"], start: "12.[50]") == "12.|00")
        #expect(try Self.shown("en_US", ["{bs}"], start: "1[2.3]4") == "1|4.00")
        #expect(try Self.shown("en_US", ["7"], start: "[12.50]") == "7|.00")
        #expect(try Self.shown("en_US", ["7"], start: "12.5[0]") == "12.57|")
        #expect(try Self.shown("en_US", ["."], start: "1[2.5]0") == "1.|00")
        #expect(try Self.shown("en_US", ["-"], start: "[12].00") == "-|")
        #expect(try Self.shown("de_DE", ["{bs}"], start: "[1.234],50") == "0|,50")
    }

    @Test("§14.6 Pastes keep §4's readings and lossless rules; the caret ends after the last pasted digit")
    func pastes() throws {
        #expect(try Self.shown("en_US", ["1.5"]) == "1.5|0")
        #expect(try Self.shown("en_US", ["1.50"]) == "1.50|")
        #expect(try Self.shown("en_US", ["1234"]) == "1,234|.00")
        #expect(try Self.shown("en_US", ["34"], start: "12.|00") == "12.34|")
        #expect(try Self.shown("en_US", ["34"], start: "12|.50") == "1,234|.50")
        #expect(try Self.shown("en_US", ["12.500"]) == "12.50|")
        #expect(try Self.typed("en_US", ["12.345"]).rejected == [0])
        #expect(try Self.typed("en_US", ["34"], start: "12.5|0").rejected == [0])
        #expect(try Self.shown("en_US", ["-3.5"], start: "[12.50]") == "-3.5|0")
        #expect(try Self.shown("de_DE", ["1234.5"]) == "1.234,5|0")
        #expect(try Self.shown("ja_JP", ["１２３４．５"]) == "1,234.5|0")
        #expect(try Self.shown("hi_IN", ["123456.7"]) == "1,23,456.7|0")
        #expect(try Self.shown("ar_EG", ["12.5"]) == "١٢٫٥|٠")
        #expect(try Self.shown("en_US", ["12.5"], policy: Self.fixed(3)) == "12.5|00")
        #expect(try Self.typed("en_US", ["12.55"], policy: Self.fixed(1)).rejected == [0])
    }

    @Test("§14.6 Minus, plus and affixes as in natural entry")
    func signsAndAffixes() throws {
        #expect(try Self.shown("en_US", ["-"], start: "42.5|0") == "-42.5|0")
        #expect(try Self.shown("en_US", ["+"], start: "-42.5|0") == "42.5|0")
        #expect(try Self.shown("en_US", ["-", "{bs}"]) == "|")
        let euro = Self.fixed(format: .currency(code: "EUR"))
        #expect(try Self.shown("de_DE", ["1", "2", "3", "4", ",", "5"], policy: euro) == "1.234,5|0\u{A0}€")
        #expect(try Self.shown("de_DE", ["-", "1", ",", "5"], policy: euro) == "-1,5|0\u{A0}€")
        #expect(
            try Self.shown("fr_FR", ["1", "2", "3", "4", ",", "5"], policy: euro) == "1\u{202F}234,5|0\u{A0}€")
        let dollar = Self.fixed(format: .currency(code: "USD"))
        #expect(try Self.shown("en_US", ["1", "2"], policy: dollar) == "$12|.00")
        #expect(try Self.shown("en_US", ["$", "1"], policy: dollar) == "$1|.00")
        #expect(try Self.shown("en_US", [".", "5"], policy: dollar) == "$0.5|0")
        let percent = Self.fixed(format: .percent)
        #expect(try Self.shown("fr_FR", ["1", "2", ",", "5"], policy: percent) == "12,5|0\u{A0}%")
        var hidden = euro
        hidden.showsAffixes = false
        let host = try Self.typed("de_DE", ["-", "1", "2", "3", "4", ",", "5"], policy: hidden)
        #expect(host.field.marked == "1.234,5|0" && host.field.value == ExactDecimal("-1234.5"))
        #expect(try Self.shown("ar_EG", ["-", "1", "٫", "5"]) == "\u{061C}-١٫٥|٠")
        let yen = Self.fixed(2, format: .currency(code: "JPY", width: .isoCode))
        #expect(try Self.shown("ja_JP", ["1", "2", ".", "5"], policy: yen) == "JPY\u{A0}12.5|0")
    }

    @Test("§14.6 Whole-text changes, undo and step")
    func changesUndoStep() throws {
        #expect(try Self.shown("en_US", ["{change:1|250}"], start: "12.|50") == "1|.50")
        #expect(try Self.shown("en_US", ["{change:42.5|00}"], start: "42.|00") == "42.5|0")
        #expect(try Self.shown("en_US", ["{change:12.5|}"], start: "12.50|") == "12.5|0")
        #expect(try Self.shown("en_US", ["1", "2", ".", "5", "{undo}"]) == "12.|00")
        #expect(try Self.shown("en_US", ["1", "2", ".", "5", "{undo}", "{redo}"]) == "12.5|0")
        #expect(try Self.shown("en_US", ["{bs}", "{undo}"], start: "12.|50") == "12.|50")
        #expect(try Self.shown("en_US", ["{up}"]) == "1.00|")
        #expect(try Self.shown("en_US", ["{up}"], start: "42.5|0") == "43.50|")
        #expect(try Self.shown("en_US", ["{down}"], policy: Self.fixed(3), start: "1|.000") == "0.000|")
        var stepped = Self.fixed(1)
        stepped.step = NumberPolicy.Step(ExactDecimal("0.5")!)
        #expect(try Self.shown("de_DE", ["{up}", "{up}", "{up}"], policy: stepped) == "1,5|")
    }

    @Test("§14.7 Finalize leaves the filled text")
    func finalize() throws {
        let seven = try Self.typed("en_US", ["7", ".", "5", "{blur}"])
        #expect(seven.field.marked == "7.50|" && seven.field.value == ExactDecimal("7.5"))
        let zero = try Self.typed("en_US", [".", "{blur}"])
        #expect(zero.field.marked == "0.00|" && zero.field.value == .zero)
        #expect(try Self.shown("en_US", ["{blur}"], start: "-0.|00") == "0.00|")
        #expect(try Self.shown("en_US", ["{blur}"], start: "-|") == "|")
        #expect(try Self.shown("en_US", ["1", "0", "5", "{home}", "{del}", "{blur}"]) == "5.00|")
        #expect(try Self.shown("en_US", ["1", ".", "5", "{home}", "{right}", "{bs}", "{blur}"]) == "0.50|")
        #expect(try Self.shown("ar_EG", ["{blur}"], start: "١٢٫٥|٠") == "١٢٫٥٠|")
        #expect(try Self.shown("en_US", ["{blur}"], policy: Self.fixed(3), start: "4|.000") == "4.000|")
        let euro = Self.fixed(format: .currency(code: "EUR"))
        #expect(try Self.shown("fr_FR", ["{blur}"], policy: euro, start: "5|,00\u{A0}€") == "5,00|\u{A0}€")
    }

    @Test("Start states and prefilled values show the filled fraction")
    func startStates() throws {
        let en = try NumberLocale.named("en_US")
        let policy = Self.fixed()
        for text in ["", "-", "42.50", "0.00", "-0.00", "1,234.05"] {
            #expect(throws: Never.self, "\(text)") {
                try NumberField(locale: en, policy: policy, text: text, selection: 0..<0)
            }
        }
        for text in ["42", "42.5", "42.", "42.500", "0."] {
            #expect(throws: NumberEntryError.notCanonical(text), "\(text)") {
                try NumberField(locale: en, policy: policy, text: text, selection: 0..<0)
            }
        }
        #expect(try NumberField(locale: en, policy: policy, value: ExactDecimal("1.5")!).marked == "1.50|")
        #expect(try NumberField(locale: en, policy: policy, value: .zero).marked == "0.00|")
        #expect(try NumberField(locale: en, policy: policy, value: ExactDecimal("-3")!).marked == "-3.00|")
        #expect(throws: NumberEntryError.self) {
            try NumberField(locale: en, policy: policy, value: ExactDecimal("1.234")!)
        }
        let hi = try NumberLocale.named("hi_IN")
        #expect(
            try NumberField(locale: hi, policy: Self.fixed(3), value: ExactDecimal(123456)).marked == "1,23,456.000|")
    }

    @Test("A parser reads what a fixed field shows")
    func parser() throws {
        let en = try NumberParser(locale: .named("en_US"), policy: Self.fixed())
        #expect(try en.parse("1.50") == ExactDecimal("1.5"))
        #expect(try en.parse("0.00") == .zero)
        #expect(try en.parse("-1,234.00") == ExactDecimal("-1234"))
        let euro = Self.fixed(format: .currency(code: "EUR"))
        let de = try NumberParser(locale: .named("de_DE", format: euro.format), policy: euro)
        #expect(try de.parse("1.234,50\u{A0}€") == ExactDecimal("1234.5"))
        let ar = try NumberParser(locale: .named("ar_EG"), policy: Self.fixed())
        #expect(try ar.parse("\u{061C}-١٢٫٥٠") == ExactDecimal("-12.5"))
    }

    @Test("Relocalizing keeps the filled fraction and the caret's digit")
    func relocalize() throws {
        let (field, _) = try Self.typed("en_US", ["1", "2", "3", "4", ".", "5"])
        #expect(try field.relocalized(to: .named("de_DE")).marked == "1.234,5|0")
        #expect(try field.relocalized(to: .named("ar_EG")).marked == "١٬٢٣٤٫٥|٠")
    }
}
