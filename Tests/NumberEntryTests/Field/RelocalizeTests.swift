import NumberEntry
import Testing

/// The same content shown in another locale.
@Suite("Relocalize")
struct RelocalizeTests {
    @Test(
        "Content, partial states and the caret survive",
        arguments: [
            ("en_US", "1,23|4.50", "de_DE", "1.23|4,50"), ("en_US", "-12.|", "ar_EG", "\u{061C}-١٢٫|"),
            ("de_DE", "[1.234]", "fr_FR", "[1\u{202F}234]"), ("en_US", "|-5", "fa_IR", "|\u{200E}\u{2212}۵"),
            ("en_US", "-|5", "fa_IR", "\u{200E}\u{2212}|۵"), ("hi_IN", "1,23,4|56", "ff_Adlm", "𞥑𞥒𞥓⹁𞥔|𞥕𞥖"),
        ])
    func relocalize(_ from: String, _ marked: String, _ to: String, _ expected: String) throws {
        let original = try field(from, marked)
        let moved = try original.relocalized(to: NumberLocale.named(to))
        #expect(moved.marked == expected)
        #expect(moved.value == original.value)
    }

    @Test("Kept zeros stay, the policy's digits are shown, and the history starts empty")
    func keptZerosAndDigits() throws {
        var original = try field("en_US", "1|,005")
        try original.deleteBackward()
        let moved = try original.relocalized(to: NumberLocale.named("ar_EG"))
        #expect(moved.marked == "|٠٠٥" && !moved.canUndo)
        let latin = try field("en_US", "12|", policy: NumberPolicy(digits: .latin))
        #expect(try latin.relocalized(to: NumberLocale.named("ar_EG")).marked == "12|")
    }

    /// The locales and formats `relocalizedCaret` loads, for the snapshot (`ICU72.requests`).
    static let loads: [(String, NumberFormat)] = ["de_DE", "ar_EG", "fr_FR", "en_US"].map {
        ($0, .currency(code: "EUR"))
    }

    @Test(
        "Relocalizing keeps a caret in the body (§10.5)",
        arguments: [
            ("de_DE", "12|\u{00A0}€", "ar_EG"), ("de_DE", "12|\u{00A0}€", "fr_FR"), ("fr_FR", "1|2\u{00A0}€", "en_US"),
        ])
    func relocalizedCaret(_ from: String, _ start: String, _ to: String) throws {
        let format = NumberFormat.currency(code: "EUR")
        var field = try ICU72.field(from, start, format: format)
        field.moveToEnd()
        let moved = try field.relocalized(to: ICU72.locale(to, format: format))
        #expect(moved.value == field.value)
        #expect(moved.caretOffsets.contains(moved.selection.lowerBound), "\(moved.marked)")
        let all = try ICU72.field(from, start, format: format)
        var selected = all
        try selected.select(from: 0, to: all.text.utf16.count)
        let relocalizedAll = try selected.relocalized(to: ICU72.locale(to, format: format))
        #expect(relocalizedAll.selection == 0..<relocalizedAll.text.utf16.count, "select all stays select all")
    }
}
