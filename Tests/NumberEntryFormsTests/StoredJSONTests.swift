import Foundation
import NumberEntryForms
import Testing

/// A form's stored record (the DocC article `StoredFormats.md`): its golden file
/// `Fixtures/wire/record.json`, written and read byte for byte, and encoded the documented way
/// ("Writing the same bytes every run") to the same bytes on every call and in every run. Run with
/// `UPDATE_WIRE_FIXTURES=1` to rewrite the file after a deliberate change. (The policies' and
/// edits' golden files are the core's: `NumberEntryTests/Fixtures/wire`.)
@Suite("Stored JSON")
struct StoredJSONTests {
    /// The golden record's file.
    static let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/wire/record.json")

    /// The encoder the article shows.
    static func documentedEncoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        return encoder
    }

    /// How many times the record is made and encoded. Without `.sortedKeys`, Foundation writes
    /// an object's keys in the order of a dictionary whose hash is seeded anew for each one, so
    /// calls in one run already differ (a new record's field ids).
    static let repetitions = 20

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
        let record = Self.record(of: form)
        let written = String(decoding: try Self.documentedEncoder().encode(record), as: UTF8.self) + "\n"
        if ProcessInfo.processInfo.environment["UPDATE_WIRE_FIXTURES"] == "1" {
            try written.write(to: Self.file, atomically: true, encoding: .utf8)
        }
        let golden = try Data(contentsOf: Self.file)
        #expect(Array(written.utf8) == Array(golden), "record.json differs from what is written now:\n\(written)")
        #expect(try WireDecoder().decode([String: ExactDecimal].self, from: golden) == record, "wire decoder")
        let stored = try JSONDecoder().decode([String: ExactDecimal].self, from: golden)
        #expect(stored == record, "Foundation's decoder")
        var loaded = try NumberForm(form.fields.map(\.declaration), localeIdentifier: "en_US")
        for (id, value) in stored { try loaded.setValue(value, forField: id) }
        #expect(loaded["price"]?.text == "1.234,50" && loaded["share"]?.text == "12.5%")
        #expect(loaded.values == form.values)
    }

    @Test("A form's stored record encodes the documented way to its golden file's bytes every time")
    func record() throws {
        let form = try Self.recordForm()
        let expected = String(decoding: try Data(contentsOf: Self.file).dropLast(), as: UTF8.self)
        for attempt in 1...Self.repetitions {
            let encoded = String(decoding: try Self.documentedEncoder().encode(Self.record(of: form)), as: UTF8.self)
            #expect(encoded == expected, "record.json, encoding \(attempt)")
        }
    }
}
