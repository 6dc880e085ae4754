import Foundation
import NumberEntry
import Testing

/// The core's stored and wire formats (the DocC article `StoredFormats.md`): golden files of
/// policies and edits under `Fixtures/wire`, written and read byte for byte, so a change to any
/// format is a visible diff, and written the same bytes on every call. Run with
/// `UPDATE_WIRE_FIXTURES=1` to rewrite the files after a deliberate change. (A form's stored
/// record has its golden file beside the forms' tests.)
@Suite("Wire formats")
struct WireFormatTests {
    /// The folder of the golden files.
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/wire")

    /// A representative policy of each format kind and entry mode, by file name.
    static let policies: [(file: String, policy: NumberPolicy)] = [
        (
            "policy-plain",
            NumberPolicy(
                maxIntegerDigits: 7, maxFractionDigits: 3, minFractionDigits: 1, minimum: ExactDecimal("-100.5"),
                maximum: ExactDecimal("1000"), digits: .latin, step: NumberPolicy.Step("0.50")!)
        ),
        (
            "policy-currency-symbol",
            NumberPolicy(format: .currency(code: "CHF"), currencyUsage: .cash, rounding: .halfEven)
        ),
        (
            "policy-currency-narrow",
            NumberPolicy(
                format: .currency(code: "CAD", width: .narrow, accounting: true), allowsNegative: false,
                affixesWhenEmpty: true)
        ),
        (
            "policy-currency-iso-code",
            NumberPolicy(format: .currency(code: "JPY", width: .isoCode), showsAffixes: false)
        ),
        ("policy-percent-shown", NumberPolicy(format: .percent, maxFractionDigits: 1, maximum: ExactDecimal("100"))),
        ("policy-percent-fraction", NumberPolicy(format: .percent, percentValue: .fraction, rounding: .down)),
        ("policy-permille", NumberPolicy(format: .perMille, minimum: ExactDecimal("0"))),
        (
            "policy-unit",
            NumberPolicy(format: .measureUnit("speed-kilometer-per-hour", width: .narrow), maxIntegerDigits: 3)
        ),
        ("policy-entry-natural", NumberPolicy()),
        ("policy-entry-cents", NumberPolicy(format: .currency(code: "USD"), entry: .cents)),
        (
            "policy-entry-fixed",
            NumberPolicy(
                maxFractionDigits: 2, minimum: ExactDecimal("0"), maximum: ExactDecimal("99.99"), entry: .fixed,
                clampOnFinalize: true)
        ),
    ]

    /// An edit of each kind.
    static let edits: [Edit] = [
        .insert("5"), .insert("1\u{00A0}234,5"), .replace(from: 1, to: 3, with: "7"), .select(from: 0, to: 4),
        .change("12.5"), .change("1,234", selection: 2..<2), .stepUp, .stepDown, .deleteBackward, .deleteForward,
        .moveLeft, .moveRight, .moveToStart, .moveToEnd, .finalize, .undo, .redo,
    ]

    /// The encoder the article shows.
    static func documentedEncoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        return encoder
    }

    /// The JSON of the golden files: what the documented encoder writes, and a final line break.
    static func json(_ value: some Encodable) throws -> String {
        String(decoding: try documentedEncoder().encode(value), as: UTF8.self) + "\n"
    }

    /// Compares `value`'s JSON with the golden file byte for byte and decodes the file back.
    static func check<Value: Codable & Equatable>(_ value: Value, file: String) throws {
        let url = folder.appendingPathComponent(file + ".json")
        let encoded = try json(value)
        if ProcessInfo.processInfo.environment["UPDATE_WIRE_FIXTURES"] == "1" {
            try encoded.write(to: url, atomically: true, encoding: .utf8)
        }
        let stored = try Data(contentsOf: url)
        let identical = Array(encoded.utf8) == Array(stored)
        #expect(identical, "\(file).json differs from what is written now:\n\(encoded)")
        #expect(try JSONDecoder().decode(Value.self, from: stored) == value, "\(file).json")
        #expect(try WireDecoder().decode(Value.self, from: stored) == value, "\(file).json, wire decoder")
    }

    @Test("A policy of each format kind and entry mode writes its golden file and reads back", arguments: policies)
    func policy(_ file: String, _ policy: NumberPolicy) throws {
        try Self.check(policy, file: file)
    }

    /// How many times each policy is made and encoded. Without `.sortedKeys`, Foundation writes
    /// an object's keys in the order of a dictionary whose hash is seeded anew for each one, so
    /// calls in one run already differ.
    static let repetitions = 20

    @Test("Each golden policy encodes the documented way to its golden file's bytes every time")
    func repeatedPolicies() throws {
        for (file, policy) in Self.policies {
            let golden = try Data(contentsOf: Self.folder.appendingPathComponent(file + ".json"))
            let expected = String(decoding: golden.dropLast(), as: UTF8.self)
            for attempt in 1...Self.repetitions {
                let encoded = String(decoding: try Self.documentedEncoder().encode(policy), as: UTF8.self)
                #expect(encoded == expected, "\(file).json, encoding \(attempt)")
            }
        }
    }

    @Test(
        "A live field's stored policy and value read back make the same field",
        arguments: [NumberFormat.percent, .plain])
    func liveField(_ said: NumberFormat) throws {
        // The format said once: by the policy, or (`.plain`) by the data the field is made from.
        let policy = NumberPolicy(format: said, percentValue: .fraction, rounding: .down)
        var field = try NumberField(locale: NumberLocale.named("de_DE", format: .percent), policy: policy)
        for key in ["1", "2", ",", "5"] { try field.insert(key) }
        field.finalize()
        let storedPolicy = try Self.documentedEncoder().encode(field.policy.stored)
        let storedValue = try Self.documentedEncoder().encode(try #require(field.value))
        let golden = try Data(contentsOf: Self.folder.appendingPathComponent("policy-percent-fraction.json"))
        #expect(storedPolicy + Data("\n".utf8) == golden)
        let restored = try NumberField(
            localeIdentifier: "de_DE", policy: JSONDecoder().decode(NumberPolicy.self, from: storedPolicy),
            value: JSONDecoder().decode(ExactDecimal.self, from: storedValue))
        #expect(restored == field && restored.value == ExactDecimal("0.125") && restored.text == "12,5\u{A0}%")
    }

    @Test("An edit of each kind writes its golden file and reads back")
    func editKinds() throws {
        try Self.check(Self.edits, file: "edits")
    }

    @Test(
        "JSON numbers decode exactly through Foundation's decoder",
        arguments: [
            ("12.5", "12.5"), ("0.1", "0.1"), ("-0.000001", "-0.000001"), ("1e3", "1000"),
            ("1E-20", "0.00000000000000000001"),
            ("12345678901234567890123456789012345.12", "12345678901234567890123456789012345.12"),
        ])
    func exactNumbers(_ number: String, _ expected: String) throws {
        let decoded = try JSONDecoder().decode([String: ExactDecimal].self, from: Data(#"{"price":\#(number)}"#.utf8))
        #expect(decoded["price"]?.description == expected)
    }
}
