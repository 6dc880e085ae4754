import NumberEntry
import Testing
import _NumberEntryCases

/// Step up and down (Behaviour §13, Docs/Behaviour.md "Step"), and the policy's step.
@Suite("Step")
struct StepTests {
    struct Row: Sendable, CustomTestStringConvertible {
        var locale = "en_US"
        var policy = NumberPolicy()
        var start: String
        var keys: [String]
        var expected: String
        var rejected: EditRejection?
        var testDescription: String { "\(locale) \(start) \(keys.joined(separator: " ")) → \(expected)" }
    }

    static func policy(step: String, _ change: (inout NumberPolicy) -> Void = { _ in }) -> NumberPolicy {
        var policy = NumberPolicy()
        policy.step = NumberPolicy.Step(step)!
        change(&policy)
        return policy
    }

    static let rows: [Row] = [
        Row(start: "1,23|4", keys: ["{up}"], expected: "1,235|"),
        Row(start: "-0.5|", keys: ["{up}"], expected: "0.5|"),  // crossing zero keeps the digits
        Row(start: "1|,005", keys: ["{bs}", "{up}"], expected: "6|"),  // kept zeros go
        Row(start: "-0|", keys: ["{up}"], expected: "1|"),  // negative zero steps from 0
        Row(policy: policy(step: "0.1"), start: "0.25|", keys: ["{down}"], expected: "0.15|"),  // exact
        Row(policy: policy(step: "0.10"), start: "1|", keys: ["{up}"], expected: "1.10|"),
        Row(
            policy: policy(step: "1000000000000000000000"), start: "1|", keys: ["{up}"],
            expected: "1,000,000,000,000,000,000,001|"),
        // The bounds clamp; a step that cannot move the value changes nothing; an empty field at a
        // bound steps to it, and a step at a bound renders the value fresh.
        Row(policy: policy(step: "1") { $0.minimum = 0 }, start: "|", keys: ["{down}"], expected: "0|"),
        Row(policy: policy(step: "1") { $0.maximum = 0 }, start: "|", keys: ["{up}"], expected: "0|"),
        Row(policy: policy(step: "1") { $0.allowsNegative = false }, start: "|", keys: ["{down}"], expected: "0|"),
        Row(
            locale: "fr_FR", policy: policy(step: "1") { $0.maximum = 9 }, start: "9,|", keys: ["{up}"], expected: "9|"),
        Row(policy: policy(step: "0.5") { $0.minimum = 3 }, start: "3.|", keys: ["{down}"], expected: "3.0|"),
        Row(policy: policy(step: "1") { $0.maximum = 9 }, start: "9.0|0", keys: ["{up}"], expected: "9.0|0"),
        Row(policy: policy(step: "1") { $0.minimum = 10 }, start: "3.|", keys: ["{down}"], expected: "3.|"),
        Row(policy: policy(step: "3") { $0.maximum = -2 }, start: "-4|", keys: ["{up}"], expected: "-2|"),
        Row(
            policy: policy(step: "1") { $0.minimum = ExactDecimal("-0.5") }, start: "|", keys: ["{down}"],
            expected: "-0.5|"),
        // A clamped value with more fraction digits than the field may show is rejected.
        Row(
            policy: policy(step: "1") { $0.maximum = ExactDecimal("1.125") }, start: "1|", keys: ["{up}"],
            expected: "1|", rejected: .tooManyFractionDigits),
        Row(locale: "hi_IN", start: "99,999|", keys: ["{up}"], expected: "1,00,000|"),
        Row(locale: "ff_Adlm", start: "𞥙|", keys: ["{up}"], expected: "𞥑𞥐|"),
        Row(locale: "fa_IR", start: "|", keys: ["{down}"], expected: "\u{200E}\u{2212}۱|"),
    ]

    @Test("Rows", arguments: rows)
    func row(_ row: Row) throws {
        let keys = try row.keys.map(Edit.init(notation:))
        let (final, rejected) = CaseRunner.play(keys, on: try field(row.locale, row.start, policy: row.policy))
        #expect(final.marked == row.expected)
        #expect(rejected.last?.reason == row.rejected)
    }

    @Test(
        "A step that is not positive or has too many fraction digits is invalidPolicy",
        arguments: ["0", "0.00", "-1", "0.001"])
    func invalidSteps(_ step: String) throws {
        let policy = Self.policy(step: step)
        #expect(throws: NumberEntryError.self) { try NumberField(locale: NumberLocale.named("en_US"), policy: policy) }
    }

    @Test("A step keeps its digits as written", arguments: [("0.50", 2), ("5", 0), ("12.", 0), (".5", 1)])
    func writtenDigits(_ text: String, _ digits: Int) throws {
        let step = try #require(NumberPolicy.Step(text))
        #expect(step.fractionDigits == digits)
        #expect(NumberPolicy.Step(step.description) == step)
    }

    @Test("Text that is no number is no step", arguments: ["", "x", "1.2.3", "1,5"])
    func notSteps(_ text: String) {
        #expect(NumberPolicy.Step(text) == nil)
    }

    /// The locales and formats `stepOutsideRange` loads, for the snapshot (`ICU72.requests`).
    static let loads: [(String, NumberFormat)] = [("en_US", .plain)]

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
            var field = try ICU72.field("en_US", start, policy: policy)
            try field.apply(up ? .stepUp : .stepDown)
            #expect(field.value == ExactDecimal(expected), "\(start) \(up ? "up" : "down")")
        }
        var inside = try ICU72.field("en_US", "|", policy: NumberPolicy(minimum: -10, maximum: 10))
        try inside.apply(.stepDown)
        #expect(inside.value == -1, "0 inside the range: steps from 0")
    }
}
