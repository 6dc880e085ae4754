import Foundation
import NumberEntryForms
import Testing
import _NumberEntryCases

/// The stored and wire formats (the DocC article `StoredFormats.md`): golden files under
/// `Fixtures/wire`, written and read byte for byte, so a change to any format is a visible diff.
/// Run with `UPDATE_WIRE_FIXTURES=1` to rewrite the files after a deliberate change.
@Suite("Wire formats")
struct WireFormatTests {
    /// The folder of the golden files.
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/wire")

    /// A representative policy of each format kind and entry mode, by file name.
    static let policies: [(file: String, policy: NumberPolicy)] = [
        (
            "policy-plain",
            NumberPolicy(
                maxIntegerDigits: 7, maxFractionDigits: 3, minFractionDigits: 1, minimum: dec("-100.5"),
                maximum: dec("1000"), digits: .latin, step: NumberPolicy.Step("0.50")!)
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
        ("policy-percent-shown", NumberPolicy(format: .percent, maxFractionDigits: 1, maximum: dec("100"))),
        ("policy-percent-fraction", NumberPolicy(format: .percent, percentValue: .fraction, rounding: .down)),
        ("policy-permille", NumberPolicy(format: .perMille, minimum: dec("0"))),
        (
            "policy-unit",
            NumberPolicy(format: .measureUnit("speed-kilometer-per-hour", width: .narrow), maxIntegerDigits: 3)
        ),
        ("policy-entry-natural", NumberPolicy()),
        ("policy-entry-cents", NumberPolicy(format: .currency(code: "USD"), entry: .cents)),
        (
            "policy-entry-fixed",
            NumberPolicy(
                maxFractionDigits: 2, minimum: dec("0"), maximum: dec("99.99"), entry: .fixed, clampOnFinalize: true)
        ),
    ]

    /// An edit of each kind.
    static let edits: [Edit] = [
        .insert("5"), .insert("1\u{00A0}234,5"), .replace(from: 1, to: 3, with: "7"), .select(from: 0, to: 4),
        .change("12.5"), .change("1,234", selection: 2..<2), .stepUp, .stepDown, .deleteBackward, .deleteForward,
        .moveLeft, .moveRight, .moveToStart, .moveToEnd, .finalize, .undo, .redo,
    ]

    /// The JSON of the golden files: what the documented encoder writes, and a final line break.
    static func json(_ value: some Encodable) throws -> String {
        String(decoding: try StoredJSONTests.documentedEncoder().encode(value), as: UTF8.self) + "\n"
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

    @Test("An edit of each kind writes its golden file and reads back")
    func editKinds() throws {
        try Self.check(Self.edits, file: "edits")
    }

    /// The form of the golden record: a price, a share entered as a percent, an empty quantity.
    static func recordForm() throws -> NumberForm {
        var form = try NumberForm(
            [
                FieldDeclaration(id: "price", localeIdentifier: "de_DE", policy: NumberPolicy(minFractionDigits: 2)),
                FieldDeclaration(id: "share", policy: NumberPolicy(format: .percent, percentValue: .fraction)),
                FieldDeclaration(id: "quantity"),
            ], localeIdentifier: "en_US")
        try form.setValue(dec("1234.5"), forField: "price")
        try form.setValue(dec("0.125"), forField: "share")
        return form
    }

    /// A form's stored record: its values by field id, empty fields left out.
    static func record(of form: NumberForm) -> [String: ExactDecimal] {
        form.values.entries.reduce(into: [String: ExactDecimal]()) { $0[$1.fieldID] = $1.value }
    }

    @Test("A form's stored record, its values by field id, writes its golden file and reads back into the form")
    func formRecord() throws {
        let form = try Self.recordForm()
        try Self.check(Self.record(of: form), file: "record")
        let stored = try JSONDecoder().decode(
            [String: ExactDecimal].self, from: Data(contentsOf: Self.folder.appendingPathComponent("record.json")))
        var loaded = try NumberForm(form.fields.map(\.declaration), localeIdentifier: "en_US")
        for (id, value) in stored { try loaded.setValue(value, forField: id) }
        #expect(loaded["price"]?.text == "1.234,50" && loaded["share"]?.text == "12.5%")
        #expect(loaded.values == form.values)
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
