import Foundation
import NumberEntry
import Testing

/// `Edit`'s JSON form (the CLI's `pipe` and the playground): each form decodes to its edit and
/// back, random edits round-trip, and malformed JSON is a typed error.
@Suite("Edit JSON")
struct EditCodableTests {
    static let table: [(String, Edit)] = [
        (#"{"insert":"5"}"#, .insert("5")), (#"{"insert":"{bs}"}"#, .insert("{bs}")),
        (#"{"replace":[0,2],"text":"-"}"#, .replace(from: 0, to: 2, with: "-")),
        (#"{"text":"","replace":[3,1]}"#, .replace(from: 3, to: 1, with: "")),
        (#"{"select":[1,3]}"#, .select(from: 1, to: 3)), (#"{"select":[-5,2]}"#, .select(from: -5, to: 2)),
        (#"{"deleteBackward":true}"#, .deleteBackward), (#"{"deleteForward":true}"#, .deleteForward),
        (#"{"moveLeft":true}"#, .moveLeft), (#"{"moveRight":true}"#, .moveRight),
        (#"{"moveToStart":true}"#, .moveToStart), (#"{"moveToEnd":true}"#, .moveToEnd),
        (#"{"finalize":true}"#, .finalize), (#"{"undo":true}"#, .undo), (#"{"redo":true}"#, .redo),
        (#"{"step":1}"#, .stepUp), (#"{"step":-1}"#, .stepDown),
        (#"{"change":{"text":"1,234"}}"#, .change("1,234")),
        (#"{"change":{"text":"1,234","selection":[3,3]}}"#, .change("1,234", selection: 3..<3)),
        (#"{"change":{"selection":[-3,9],"text":"1|2"}}"#, .change("1|2", selection: -3..<9)),
    ]

    @Test("Each form decodes to its edit, which encodes to a form that decodes the same", arguments: 0..<table.count)
    func row(_ index: Int) throws {
        let (json, edit) = Self.table[index]
        #expect(try Self.decode(json) == edit)
        #expect(try Self.decode(Self.encode(edit)) == edit)
    }

    @Test("Flags encode as true, steps as 1 and -1")
    func encodedForms() throws {
        #expect(try Self.encode(.finalize) == #"{"finalize":true}"#)
        #expect(try Self.encode(.stepDown) == #"{"step":-1}"#)
        #expect(try Self.encode(.insert("5")) == #"{"insert":"5"}"#)
        #expect(try Self.encode(.select(from: 1, to: 2)) == #"{"select":[1,2]}"#)
        #expect(try Self.encode(.change("1", selection: 0..<1)) == #"{"change":{"selection":[0,1],"text":"1"}}"#)
    }

    @Test(
        "A member naming no edit is an unknown edit",
        arguments: [(#"{"jump":true}"#, "jump"), (#"{"":1}"#, ""), (#"{"Insert":"5"}"#, "Insert")])
    func unknown(_ json: String, _ name: String) {
        #expect {
            try Self.decode(json)
        } throws: { error in
            Self.formatError(error) == .unknownEdit(name)
        }
    }

    /// The `EditFormatError` under a `DecodingError.dataCorrupted`; `nil` for any other error.
    static func formatError(_ error: any Error) -> EditFormatError? {
        guard case .dataCorrupted(let context) = error as? DecodingError else { return nil }
        return context.underlyingError as? EditFormatError
    }

    @Test(
        "Anything else that is no edit is malformed",
        arguments: [
            #"{"insert":3}"#, #"{"insert":null}"#, #"{"finalize":false}"#, #"{"finalize":1}"#,
            #"{"insert":"3","select":[0,0]}"#, #"{}"#, #"[1,2]"#, #""insert""#, "null", "3",
            #"{"select":[1]}"#, #"{"select":[1,2,3]}"#, #"{"select":[1.5,2]}"#, #"{"select":"1,2"}"#,
            #"{"select":[99999999999999999999,1]}"#, #"{"select":[-99999999999999999999,1]}"#,
            #"{"replace":[0,1]}"#, #"{"text":"x"}"#, #"{"replace":[0,1],"text":5}"#,
            #"{"replace":[0,1],"text":"x","insert":"y"}"#, #"{"step":2}"#, #"{"step":0}"#, #"{"step":"1"}"#,
            #"{"step":1e30}"#, #"{"change":"1"}"#, #"{"change":{}}"#, #"{"change":{"text":"1","selection":[3,1]}}"#,
            #"{"change":{"text":"1","selection":[1]}}"#, #"{"change":{"text":"1","extra":1}}"#,
            #"{"change":{"text":"1","selection":[0,99999999999999999999]}}"#,
        ])
    func malformed(_ json: String) {
        #expect {
            try Self.decode(json)
        } throws: { error in
            guard case .malformed(let reason) = Self.formatError(error) else { return false }
            return !reason.isEmpty
        }
    }

    @Test("Random edits read back from their JSON: the same edit, or from Foundation's decoder a refusal")
    func randomRoundTrip() throws {
        var edits = RandomEdits(random: SeededGenerator(seed: 2121))
        let encoder = JSONEncoder()
        for _ in 0..<10_000 {
            let edit = edits.next()
            let data = try encoder.encode(edit)
            #expect(try WireDecoder().decode(Edit.self, from: data) == edit, "\(String(decoding: data, as: UTF8.self))")
            // Foundation gives an offset as a `Decimal`, and one a `Double` holds exactly beyond
            // 17 digits (`-2^63`) may have come through a `Double`: refused, never changed.
            do { #expect(try JSONDecoder().decode(Edit.self, from: data) == edit) } catch is DecodingError {}
        }
    }

    private static func decode(_ json: String) throws -> Edit {
        try JSONDecoder().decode(Edit.self, from: Data(json.utf8))
    }

    private static func encode(_ edit: Edit) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(edit), as: UTF8.self)
    }
}
