import NumberEntry
import Testing

@Suite("Every rejection reason, and a rejected edit changes nothing")
struct RejectionTests {
    struct Example: CustomTestStringConvertible, Sendable {
        var reason: EditRejection
        var locale: String
        var start: String
        var policy: NumberPolicy = NumberPolicy()
        var edit: @Sendable (inout NumberField) throws -> Void
        var testDescription: String { "\(reason) in \(locale) from \(start)" }
    }

    static let examples: [Example] = [
        Example(reason: .invalidCharacter, locale: "en_US", start: "42|") { try $0.insert("a") },
        Example(reason: .invalidCharacter, locale: "de_DE", start: "42|") { try $0.insert("🙂") },
        Example(reason: .invalidCharacter, locale: "ja_JP", start: "1,234|") { try $0.insert("\u{FF0C}") },
        Example(reason: .groupingIsAutomatic, locale: "en_US", start: "1,234|") { try $0.insert(",") },
        Example(reason: .groupingIsAutomatic, locale: "fr_FR", start: "1\u{202F}234|") { try $0.insert(" ") },
        Example(reason: .groupingIsAutomatic, locale: "ar_EG", start: "١٬٢٣٤|") { try $0.insert("\u{066C}") },
        Example(reason: .decimalNotAllowed, locale: "en_US", start: "4|", policy: NumberPolicy(maxFractionDigits: 0)) {
            try $0.insert(".")
        },
        Example(reason: .decimalNotAllowed, locale: "en_US", start: "|", policy: NumberPolicy(maxFractionDigits: 0)) {
            try $0.insert("1.5")
        },
        Example(reason: .negativeNotAllowed, locale: "en_US", start: "4|", policy: NumberPolicy(allowsNegative: false))
        {
            try $0.insert("-")
        },
        Example(reason: .negativeNotAllowed, locale: "en_US", start: "|", policy: NumberPolicy(minimum: .zero)) {
            try $0.insert("-5")
        },
        Example(
            reason: .tooManyIntegerDigits, locale: "en_US", start: "1,234|", policy: NumberPolicy(maxIntegerDigits: 4)
        ) {
            try $0.insert("5")
        },
        Example(
            reason: .tooManyIntegerDigits, locale: "en_US", start: "12.|5", policy: NumberPolicy(maxIntegerDigits: 2)
        ) {
            try $0.deleteBackward()
        },
        Example(reason: .tooManyFractionDigits, locale: "en_US", start: "1.23|") { try $0.insert("4") },
        Example(reason: .tooManyFractionDigits, locale: "en_US", start: "1|,234") { try $0.insert(".") },
        Example(
            reason: .aboveMaximum, locale: "en_US", start: "100|", policy: NumberPolicy(maximum: ExactDecimal("100.5"))
        ) {
            try $0.insert("1")
        },
        Example(reason: .aboveMaximum, locale: "en_US", start: "|", policy: NumberPolicy(maximum: ExactDecimal("-10")))
        {
            try $0.insert("5")
        },
        Example(
            reason: .belowMinimum, locale: "en_US", start: "-10|", policy: NumberPolicy(minimum: ExactDecimal("-100"))
        ) {
            try $0.insert("1")
        },
        Example(
            reason: .belowMinimum, locale: "en_US", start: "50|", policy: NumberPolicy(minimum: ExactDecimal("-10"))
        ) {
            try $0.insert("-")
        },
        Example(reason: .invalidPaste, locale: "en_US", start: "7|") { try $0.insert("12abc") },
        Example(reason: .invalidPaste, locale: "en_US", start: "1|2") { try $0.insert("-5") },
        Example(reason: .invalidPaste, locale: "en_US", start: "1.5|") { try $0.insert("2.5") },
        Example(reason: .invalidPaste, locale: "en_US", start: "|") { try $0.insert("1,23,4") },
        Example(reason: .invalidRange, locale: "en_US", start: "12|") { try $0.replace(from: 1, to: 9, with: "5") },
        Example(reason: .invalidRange, locale: "en_US", start: "12|") { try $0.replace(from: 2, to: 1, with: "") },
        Example(reason: .invalidRange, locale: "en_US", start: "12|") { try $0.replace(from: -1, to: 0, with: "") },
        Example(reason: .invalidRange, locale: "en_US", start: "12|") { try $0.select(from: 0, to: 3) },
        Example(reason: .invalidRange, locale: "ff_Adlm", start: "\u{1E951}\u{1E952}|") {
            try $0.replace(from: 1, to: 1, with: "3")
        },
        Example(reason: .invalidRange, locale: "ff_Adlm", start: "\u{1E951}\u{1E952}|") {
            try $0.select(from: 0, to: 3)
        },
    ]

    @Test("Rejected", arguments: examples)
    func rejected(_ example: Example) throws {
        let start = try field(example.locale, example.start, policy: example.policy)
        var edited = start
        #expect(throws: example.reason) { try example.edit(&edited) }
        #expect(edited == start, "a rejected edit leaves text and selection as they were")
    }

    @Test("Every reason has an example")
    func coverage() {
        #expect(Set(Self.examples.map(\.reason)) == Set(EditRejection.allCases))
    }
}
