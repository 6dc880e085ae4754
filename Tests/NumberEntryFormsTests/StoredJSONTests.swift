import Foundation
import NumberEntryForms
import Testing

/// Stored JSON encoded the documented way (the DocC article `StoredFormats.md`, "Writing the same
/// bytes every run") is the same bytes on every call and in every run: those of the golden files.
@Suite("Stored JSON")
struct StoredJSONTests {
    /// The encoder the article shows.
    static func documentedEncoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        return encoder
    }

    /// How many times each value is made and encoded. Without `.sortedKeys`, Foundation writes
    /// an object's keys in the order of a dictionary whose hash is seeded anew for each one, so
    /// calls in one run already differ (a policy's settings, a new record's field ids).
    static let repetitions = 20

    /// The value `make` returns, made and encoded `repetitions` times, each time by a new
    /// documented encoder, compared with the golden file `file` without its final line break.
    static func checkRepeated(file: String, _ make: () throws -> some Encodable) throws {
        let golden = try Data(contentsOf: WireFormatTests.folder.appendingPathComponent(file + ".json"))
        let expected = String(decoding: golden.dropLast(), as: UTF8.self)
        for attempt in 1...repetitions {
            let encoded = String(decoding: try documentedEncoder().encode(make()), as: UTF8.self)
            #expect(encoded == expected, "\(file).json, encoding \(attempt)")
        }
    }

    @Test("Each golden policy encodes the documented way to its golden file's bytes every time")
    func policies() throws {
        for (file, policy) in WireFormatTests.policies {
            try Self.checkRepeated(file: file) { policy }
        }
    }

    @Test("A form's stored record encodes the documented way to its golden file's bytes every time")
    func record() throws {
        let form = try WireFormatTests.recordForm()
        try Self.checkRepeated(file: "record") { WireFormatTests.record(of: form) }
    }
}
