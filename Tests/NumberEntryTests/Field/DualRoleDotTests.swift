import NumberEntry
import Testing
import _NumberEntryCases
import _NumberEntryTestSupport

/// The dual-role `.` (Behaviour §3): where a field groups with U+002E, a typed `.` is the decimal
/// key, tentatively, until a later typed key shows it was grouping.
@Suite("The dual-role full stop")
struct DualRoleDotTests {
    /// Each key that shows a tentative `.` was grouping, in the locales and formats that group
    /// with `.`, and the grouping key after it.
    static let reinterpretations = #"""
        {"id": "nl_NL/dot-then-comma", "locale": "nl_NL", "keys": ["1", ".", "2", "3", "4", ",", "5"], "expect": "1.234,5|", "value": "1234.5", "rejected": []}
        {"id": "id_ID/dot-then-comma", "locale": "id_ID", "keys": ["1", "2", ".", "5", "0", "0", ",", "2", "5"], "expect": "12.500,25|", "value": "12500.25", "rejected": []}
        {"id": "tr_TR/dot-stays-decimal", "locale": "tr_TR", "keys": ["1", ".", "5", "{blur}"], "expect": "1,5|", "value": "1.5", "rejected": []}
        {"id": "da_DK/second-dot-groups", "locale": "da_DK", "policy": {"maxFractionDigits": 3}, "keys": ["9", ".", "9", "9", "9", "."], "expect": "9.999|", "value": "9999", "rejected": []}
        {"id": "da_DK/digit-groups-then-dot-is-grouping", "locale": "da_DK", "keys": ["9", ".", "9", "9", "9", "."], "expect": "9.999|", "value": "9999", "rejected": [5]}
        {"id": "de_DE/fullwidth-dot-is-grouping-after", "locale": "de_DE", "keys": ["1", ".", "2", "3", "4", "\uff0e"], "expect": "1.234|", "value": "1234", "rejected": [5]}
        {"id": "de_DE/currency-negative", "locale": "de_DE", "policy": {"format": "currency/EUR"}, "keys": ["-", "1", ".", "2", "3", "4"], "expect": "-1.234|\u00a0\u20ac", "value": "-1234", "rejected": []}
        {"id": "de_DE/unit-field", "locale": "de_DE", "policy": {"format": "measure-unit/mass-kilogram", "maxFractionDigits": 3}, "keys": ["2", ".", "5", "0", "0", ",", "7"], "expect": "2.500,7| kg", "value": "2500.7", "rejected": []}
        {"id": "es_ES/min-grouping-five-digits", "locale": "es_ES", "policy": {"maxFractionDigits": 3}, "keys": ["1", "2", ".", "3", "4", "5", ","], "expect": "12.345,|", "value": "12345", "rejected": []}
        {"id": "es_ES/min-grouping-digit", "locale": "es_ES", "keys": ["1", ".", "2", "3", "4"], "expect": "1234|", "value": "1234", "rejected": []}
        {"id": "de_DE/one-fraction-digit-two-digits", "locale": "de_DE", "policy": {"maxFractionDigits": 1}, "keys": ["1", "2", ".", "3", "4", "5"], "expect": "12.345|", "value": "12345", "rejected": []}
        {"id": "de_DE/digit-over-fraction-selection", "locale": "de_DE", "keys": ["1", ".", "2", "3", "{select:3,4}", "4", "5"], "expect": "1.245|", "value": "1245", "rejected": []}
        {"id": "de_DE/comma-by-change", "locale": "de_DE", "policy": {"maxFractionDigits": 3}, "keys": ["1", ".", "2", "3", "4", "{change:1,234,|}"], "expect": "1.234,|", "value": "1234", "rejected": []}
        {"id": "de_DE/comma-by-raw-range-at-caret", "locale": "de_DE", "policy": {"maxFractionDigits": 3}, "keys": ["1", ".", "2", "3", "4", "{replace:5,5:,}"], "expect": "1.234,|", "value": "1234", "rejected": []}
        {"id": "de_DE/grouping-key-by-raw-range-elsewhere", "locale": "de_DE", "keys": ["1", ".", "2", "3", "4", "{replace:0,0:.}"], "expect": "1.234|", "value": "1234", "rejected": [5]}
        {"id": "de_DE/grouping-key-while-content", "locale": "de_DE", "keys": ["1", ".", "2", "3", "4", "{bs}", "{bs}", ".", "5"], "expect": "125|", "value": "125", "rejected": [7]}
        {"id": "de_DE/decimal-key-again-when-empty", "locale": "de_DE", "keys": ["1", ".", "2", "3", "4", "{select:0,5}", "{bs}", ".", "5"], "expect": "0,5|", "value": "0.5", "rejected": []}
        {"id": "de_DE/decimal-key-again-when-sign-only", "locale": "de_DE", "keys": ["-", "1", ".", "2", "3", "4", "{select:1,6}", "{bs}", ".", "5"], "expect": "-0,5|", "value": "-0.5", "rejected": []}
        {"id": "de_DE/dot-over-separator-marks-anew", "locale": "de_DE", "keys": ["1", ".", "2", "{select:1,2}", ".", "{end}", "3", "4"], "expect": "1.234|", "value": "1234", "rejected": []}
        {"id": "de_DE/backspace-keeps-mark", "locale": "de_DE", "keys": ["1", ".", "2", "3", "{bs}", "3", "4"], "expect": "1.234|", "value": "1234", "rejected": []}
        {"id": "de_DE/raw-backspace-range-keeps-mark", "locale": "de_DE", "keys": ["1", ".", "2", "3", "{replace:3,4:}", "3", "4"], "expect": "1.234|", "value": "1234", "rejected": []}
        {"id": "de_DE/raw-digit-elsewhere-keeps-mark", "locale": "de_DE", "keys": ["1", ".", "2", "3", "{replace:0,0:9}", "{end}", "4"], "expect": "91.234|", "value": "91234", "rejected": []}
        {"id": "de_DE/sign-key-keeps-mark", "locale": "de_DE", "keys": ["1", ".", "2", "3", "-", "4"], "expect": "-1.234|", "value": "-1234", "rejected": []}
        """#

    /// Where no reinterpretation happens: the limits, the keys that never mark, the caret left
    /// of the separator, the placeholder, and the other entry modes (which keep v4).
    static let ordinarySeparators = #"""
        {"id": "de_DE/integer-limit-keeps-decimal", "locale": "de_DE", "policy": {"maxIntegerDigits": 4}, "keys": ["1", "2", ".", "3", "4", "5"], "expect": "12,34|", "value": "12.34", "rejected": [5]}
        {"id": "de_DE/integer-limit-fits", "locale": "de_DE", "policy": {"maxIntegerDigits": 4}, "keys": ["1", ".", "2", "3", "4"], "expect": "1.234|", "value": "1234", "rejected": []}
        {"id": "de_DE/maximum-keeps-decimal", "locale": "de_DE", "policy": {"maximum": "1000"}, "keys": ["1", ".", "2", "3", "4"], "expect": "1,23|", "value": "1.23", "rejected": [4]}
        {"id": "de_DE/minimum-keeps-decimal", "locale": "de_DE", "policy": {"minimum": "-1000"}, "keys": ["-", "1", ".", "2", "3", "4"], "expect": "-1,23|", "value": "-1.23", "rejected": [5]}
        {"id": "de_DE/clamped-maximum-reinterprets", "locale": "de_DE", "policy": {"maximum": "1000", "clampOnFinalize": true}, "keys": ["1", ".", "2", "3", "4", "{blur}"], "expect": "1.000|", "value": "1000", "rejected": []}
        {"id": "de_DE/comma-by-raw-range-over-separator-clears", "locale": "de_DE", "keys": ["1", ".", "2", "{home}", "{replace:1,2:,}", "{end}", "3", "4"], "expect": "1,23|", "value": "1.23", "rejected": [7]}
        {"id": "de_DE/ideographic-stop-never-marks", "locale": "de_DE", "keys": ["1", "\u3002", "2", "3", "4"], "expect": "1,23|", "value": "1.23", "rejected": [4]}
        {"id": "de_DE/halfwidth-ideographic-stop-never-marks", "locale": "de_DE", "keys": ["1", "\uff61", "2", "3", "4"], "expect": "1,23|", "value": "1.23", "rejected": [4]}
        {"id": "de_DE/comma-over-separator-clears", "locale": "de_DE", "keys": ["1", ".", "2", "{select:1,2}", ",", "{end}", "3", "4"], "expect": "1,23|", "value": "1.23", "rejected": [7]}
        {"id": "de_DE/comma-left-of-separator-jumps", "locale": "de_DE", "policy": {"maxFractionDigits": 3}, "keys": ["1", ".", "2", "3", "4", "{home}", ","], "expect": "1,|234", "value": "1.234", "rejected": []}
        {"id": "de_DE/two-digits-then-comma", "locale": "de_DE", "policy": {"maxFractionDigits": 3}, "keys": ["1", ".", "2", "3", ","], "expect": "1,23|", "value": "1.23", "rejected": []}
        {"id": "de_DE/placeholder-is-no-group", "locale": "de_DE", "keys": [".", "2", "3", "4"], "expect": "0,23|", "value": "0.23", "rejected": [3]}
        {"id": "de_DE/integer-field-refuses-dot", "locale": "de_DE", "policy": {"maxFractionDigits": 0}, "keys": ["1", ".", "2"], "expect": "12|", "value": "12", "rejected": [1]}
        {"id": "de_DE/finalize-clears-mark", "locale": "de_DE", "keys": ["1", ".", "2", "{blur}", "3", "4"], "expect": "1,23|", "value": "1.23", "rejected": [5]}
        {"id": "de_DE/step-down-clears-mark", "locale": "de_DE", "keys": ["5", ".", "2", "{down}", "3", "4"], "expect": "4,23|", "value": "4.23", "rejected": [5]}
        {"id": "de_DE/deleting-change-clears-mark", "locale": "de_DE", "keys": ["1", ".", "2", "3", "{change:1,2}", "3", "4"], "expect": "1,23|", "value": "1.23", "rejected": [6]}
        {"id": "de_DE/redo-clears-mark", "locale": "de_DE", "keys": ["1", ".", "2", "{undo}", "{redo}", "3", "4"], "expect": "1,23|", "value": "1.23", "rejected": [6]}
        {"id": "de_DE/undo-joins-the-typing-step", "locale": "de_DE", "keys": ["5", "{home}", "{end}", ".", "2", "3", "4", "{undo}"], "expect": "5|", "value": "5", "rejected": []}
        {"id": "de_DE/redo-after-reinterpretation", "locale": "de_DE", "keys": ["1", ".", "2", "3", "4", "{undo}", "{redo}"], "expect": "1.234|", "value": "1234", "rejected": []}
        {"id": "de_DE/fixed-entry-keeps-v4", "locale": "de_DE", "policy": {"entry": "fixed"}, "keys": ["1", ".", "2", "3", "4"], "expect": "1,23|", "value": "1.23", "rejected": [4]}
        {"id": "de_DE/cents-entry-keeps-v4", "locale": "de_DE", "policy": {"format": "currency/EUR", "entry": "cents"}, "keys": ["1", ".", "2", "3", "4"], "expect": "12,34|\u00a0\u20ac", "value": "12.34", "rejected": [1]}
        {"id": "en_US/comma-grouping-locale-unchanged", "locale": "en_US", "keys": ["1", ".", "2", "3", "4"], "expect": "1.23|", "value": "1.23", "rejected": [4]}
        {"id": "fr_FR/space-grouping-locale-unchanged", "locale": "fr_FR", "keys": ["1", ".", "2", "3", "4"], "expect": "1,23|", "value": "1.23", "rejected": [4]}
        {"id": "de_CH/apostrophe-grouping-locale-unchanged", "locale": "de_CH", "keys": ["1", ".", "2", "3", "4"], "expect": "1.23|", "value": "1.23", "rejected": [4]}
        """#

    static let jsonLines = [reinterpretations, ordinarySeparators].joined(separator: "\n")

    static let cases: [KeystrokeCase] = (try? CaseFile.parse(jsonLines, path: "DualRoleDotTests")) ?? []

    /// The locales and formats the tests load (`ICU72.requests`).
    static let loads: [(String, NumberFormat)] =
        cases.map { ($0.locale, (try? NumberFormat(skeleton: $0.formatSkeleton ?? "")) ?? .plain) }
        + propertyFields.map { ($0.locale, $0.format) }

    @Test("The tables parse")
    func parses() throws {
        #expect(try CaseFile.parse(Self.jsonLines).count == 47)
    }

    @Test("Case", arguments: cases)
    func dotCase(_ testCase: KeystrokeCase) {
        let outcome = CaseRunner.run(testCase, locales: ICU72.locale)
        #expect(outcome.passed, "\(testCase.id): \(outcome.failures.joined(separator: "; "))")
    }
}

extension DualRoleDotTests {
    /// A hand-built locale grouping with `.`, with the given group sizes.
    static func handBuilt(primary: Int, secondary: Int) throws -> NumberLocale {
        try NumberLocale(
            identifier: "test", numberingSystem: "latn", digits: HandBuiltLocaleTests.latinDigits,
            decimalSeparator: ",", groupingSeparator: ".", negativePrefix: "-", negativeSuffix: "", plusPrefix: "+",
            grouping: NumberLocale.Grouping(primary: primary, secondary: secondary, minimumDigits: 1))
    }

    /// The keys typed one by one; the indices of the rejected ones.
    static func type(_ keys: [String], into field: inout NumberField) -> [Int] {
        keys.indices.filter { index in
            do {
                try field.insert(keys[index])
                return false
            } catch {
                return true
            }
        }
    }

    @Test("The primary group size decides, in 3/2 grouping too")
    func groupSizes() throws {
        var indian = try NumberField(locale: Self.handBuilt(primary: 3, secondary: 2))
        #expect(Self.type(["1", ".", "2", "3", "4", "5", "6", "7", ".", ",", "8"], into: &indian) == [8])
        #expect(indian.marked == "12.34.567,8|" && indian.value == ExactDecimal("1234567.8"))

        let policy = NumberPolicy(maxFractionDigits: 4)
        var myriad = try NumberField(locale: Self.handBuilt(primary: 4, secondary: 4), policy: policy)
        #expect(Self.type(["1", ".", "2", "3", "4", ","], into: &myriad).isEmpty)
        #expect(myriad.marked == "1,234|", "three digits are no group of four")

        var grouped = try NumberField(locale: Self.handBuilt(primary: 4, secondary: 4), policy: policy)
        #expect(Self.type(["1", ".", "2", "3", "4", "5", ","], into: &grouped).isEmpty)
        #expect(grouped.marked == "1.2345,|" && grouped.value == ExactDecimal(12345))
    }

    @Test("Relocalization clears the mark")
    func relocalization() throws {
        var field = try NumberField(locale: ICU72.locale("de_DE"))
        #expect(Self.type(["1", ".", "2", "3"], into: &field).isEmpty)
        var spanish = try field.relocalized(to: ICU72.locale("es_ES"))
        #expect(throws: EditRejection.tooManyFractionDigits) { try spanish.insert("4") }
        #expect(spanish.marked == "1,23|")
        #expect(Self.type(["4"], into: &field).isEmpty, "the German field keeps its mark")
        #expect(field.marked == "1.234|")
    }

    @Test("A reinterpretation leaves the field equal to one made from its text")
    func equalToStartState() throws {
        var field = try NumberField(locale: ICU72.locale("de_DE"))
        #expect(Self.type(["1", ".", "2", "3", "4"], into: &field).isEmpty)
        let started = try NumberField(
            locale: ICU72.locale("de_DE"), text: "1.234", selection: 5..<5)
        #expect(field == started)
    }
}

/// Seeded random typed keys in fields that group with `.` (Behaviour §3): the engine's
/// invariants hold after every edit, and a typed key sent as a whole-text change (§11) leaves
/// the same field as the key itself, through the whole sequence, marks included.
extension DualRoleDotTests {
    static let propertyFields: [(locale: String, format: NumberFormat)] = [
        ("de_DE", .plain), ("es_ES", .plain), ("it_IT", .plain), ("nl_NL", .plain), ("id_ID", .plain),
        ("tr_TR", .plain), ("da_DK", .plain), ("de_DE", .currency(code: "EUR")), ("pt_BR", .currency(code: "BRL")),
    ]

    /// A typed key: mostly digits and `.`, some `,` and U+FF0E; now and then another edit.
    static func step(_ random: inout SeededGenerator) -> Edit {
        switch Int.random(in: 0..<100, using: &random) {
        case 0..<50: .insert(String(Int.random(in: 0...9, using: &random)))
        case 50..<66: .insert(".")
        case 66..<74: .insert(",")
        case 74..<77: .insert("\u{FF0E}")
        case 77..<79: .insert("-")
        case 79..<86: .deleteBackward
        case 86..<89: .moveLeft
        case 89..<92: .moveRight
        case 92..<94: .undo
        case 94: .redo
        case 95: .stepUp
        case 96: .finalize
        default: .insert(["12", "1.234", "0,5"].randomElement(using: &random)!)
        }
    }

    /// `field`'s text with `key` typed over its selection, and the caret after it: the whole
    /// text a binding host sends for the key.
    static func changeTyping(_ key: String, in field: NumberField) -> Edit {
        let units = Array(field.text.utf16)
        let typed = units[..<field.selection.lowerBound] + Array(key.utf16) + units[field.selection.upperBound...]
        let caret = field.selection.lowerBound + key.utf16.count
        return .change(String(decoding: typed, as: UTF16.self), selection: caret..<caret)
    }

    @Test("Invariants hold and a typed change equals the key", arguments: propertyFields.indices)
    func randomTyping(_ index: Int) throws {
        let (identifier, format) = Self.propertyFields[index]
        let locale = try ICU72.locale(identifier, format: format)
        var random = SeededGenerator(seed: PropertyTests.seed(identifier) &+ UInt64(index))
        var problems: [String] = []
        var (edits, reinterpreted) = (0, 0)
        for sequence in 0..<150 where problems.count < 5 {
            let fractionDigits = Int.random(in: 1...3, using: &random)
            let policy = NumberPolicy(
                format: format,
                maxIntegerDigits: Bool.random(using: &random) ? nil : Int.random(in: 3...8, using: &random),
                maxFractionDigits: fractionDigits, minFractionDigits: 0)
            var field = try NumberField(locale: locale, policy: policy)
            var binding = field
            var history: [String] = []
            for _ in 0..<Int.random(in: 5...30, using: &random) {
                let edit = Self.step(&random)
                history.append(Printable.escaped(edit.notation))
                let hadSeparator = field.text.unicodeScalars.contains(locale.decimalSeparator)
                let checked = FieldInvariants.apply(edit, to: &field)
                edits += 1
                if case .insert(let key) = edit.kind, key.count == 1, key != "-" {
                    _ = try? binding.apply(Self.changeTyping(key, in: binding))
                    // A typed key that takes the separator away turned a tentative `.` to grouping.
                    if hadSeparator && !field.text.unicodeScalars.contains(locale.decimalSeparator) {
                        reinterpreted += 1
                    }
                } else {
                    _ = try? binding.apply(edit)
                }
                let problem = checked.violation ?? (field == binding ? nil : "the change gave \(binding.marked)")
                if let problem {
                    problems.append("#\(sequence) \(problem); keys: \(history.joined(separator: ", "))")
                    break
                }
            }
        }
        #expect(reinterpreted * 100 > edits, "the run reinterprets: \(reinterpreted) in \(edits) edits")
        print("\(identifier) \(format): \(edits) edits, \(reinterpreted) reinterpretations")
        #expect(problems.isEmpty, "\(identifier):\n\(problems.joined(separator: "\n"))")
    }
}
