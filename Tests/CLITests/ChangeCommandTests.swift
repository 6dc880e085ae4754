import Foundation
import Testing

/// `pipe` and `type` with whole-text changes, undo, redo and step.
@Suite struct ChangeCommandTests {
    private func replies(_ lines: [String]) throws -> [[String: Any]] {
        let result = try CLI.run(["pipe", "--locale", "en_US"], input: lines.joined(separator: "\n") + "\n")
        #expect(result.status == 0)
        return try result.lines.map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], "\(line)")
        }
    }

    @Test func pipeTakesChangesUndoRedoAndSteps() throws {
        let replies = try replies([
            #"{"change":{"text":"1234"}}"#, #"{"change":{"text":"1,2345","selection":[6,6]}}"#,
            #"{"change":{"text":"x"}}"#, #"{"undo":true}"#, #"{"redo":true}"#, #"{"step":1}"#, #"{"step":-1}"#,
            #"{"change":{"text":"12,345","selection":[0,2]}}"#,
        ])
        #expect(
            replies.map { $0["text"] as? String } == [
                "1,234", "12,345", "12,345", "1,234", "12,345", "12,346", "12,345", "12,345",
            ])
        #expect(replies[2]["rejection"] as? String == "invalidCharacter")
        #expect(replies[7]["selection"] as? [Int] == [0, 2])
    }

    @Test func pipeRejectsMalformedChangesAndSteps() throws {
        let replies = try replies([
            #"{"change":"12"}"#, #"{"change":{"text":"1","selection":[2,1]}}"#, #"{"change":{"txt":"1"}}"#,
            #"{"step":2}"#, #"{"undo":false}"#, #"{"change":{"text":"1","selection":[5,5]}}"#,
        ])
        #expect(replies.prefix(5).map { $0["line"] as? Int } == [1, 2, 3, 4, 5])
        #expect(replies[5]["rejection"] as? String == "invalidRange")
    }

    @Test func typePlaysTheNewKeys() throws {
        let result = try CLI.run(["type", "--locale", "de_DE", "1", "2", "{undo}", "{up}", "{change:1,5|}", "{down}"])
        #expect(result.status == 0, "\(result.output)")
        let shown = result.lines.map { $0.split(separator: " ", omittingEmptySubsequences: true)[1] }
        #expect(shown == ["1|", "12|", "|", "1|", "1,5|", "0,5|"])
    }
}
