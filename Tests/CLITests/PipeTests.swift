import Foundation
import Testing

@Suite struct PipeTests {
    /// Runs `pipe` on `lines` and returns each reply as a JSON object.
    private func replies(_ lines: [String], arguments: [String] = []) throws -> [[String: Any]] {
        let result = try CLI.run(
            ["pipe", "--locale", "de_DE"] + arguments, input: lines.joined(separator: "\n") + "\n")
        #expect(result.status == 0)
        return try result.lines.map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], "\(line)")
        }
    }

    @Test func repliesWithTheFieldAfterEachEdit() throws {
        let replies = try replies([
            #"{"insert":"1234"}"#, #"{"insert":"."}"#, #"{"insert":"567"}"#, #"{"select":[0,2]}"#,
            #"{"deleteBackward":true}"#, #"{"replace":[0,0],"text":"-"}"#, #"{"deleteForward":true}"#,
            #"{"finalize":true}"#, #"{"reset":"1.234,5"}"#, #"{"reset":""}"#,
        ])
        #expect(replies.count == 10)
        #expect(replies[0]["text"] as? String == "1.234")
        #expect(replies[0]["selection"] as? [Int] == [5, 5])
        #expect(replies[0]["value"] as? String == "1234")
        #expect(replies[0]["accepted"] as? Bool == true)
        #expect(replies[2]["accepted"] as? Bool == false)
        #expect(replies[2]["rejection"] as? String == "tooManyFractionDigits")
        #expect(replies[2]["reason"] as? String == "too many fraction digits")
        #expect(replies[2]["text"] as? String == "1.234,")
        #expect(replies[3]["selection"] as? [Int] == [0, 2])
        #expect(replies[4]["text"] as? String == "234,")
        #expect(replies[5]["text"] as? String == "-234,")
        #expect(replies[6]["text"] as? String == "-34,")
        #expect(replies[7]["text"] as? String == "-34")
        #expect(replies[7]["value"] as? String == "-34")
        #expect(replies[8]["value"] as? String == "1234.5")
        #expect(replies[9]["text"] as? String == "")
        #expect(replies[9]["value"] is NSNull)
    }

    @Test func malformedLinesGetAnErrorAndKeepTheState() throws {
        let replies = try replies(
            [
                #"{"insert":"12"}"#, "not json", "", #"{"insert":3}"#, #"{"finalize":false}"#, #"{"jump":true}"#,
                #"{"insert":"3","select":[0,0]}"#, #"{"select":[1]}"#, #"[1,2]"#, #"{"replace":[0,1]}"#,
                #"{"insert":"4"}"#,
            ], arguments: ["--max-integer-digits", "3"])
        #expect(replies.count == 10)
        let errors = replies.dropFirst().dropLast()
        #expect(errors.map { $0["line"] as? Int } == [2, 4, 5, 6, 7, 8, 9, 10])
        #expect(errors.allSatisfy { ($0["error"] as? String)?.isEmpty == false })
        #expect(replies[3]["error"] as? String == "finalize needs true")
        #expect(replies.last?["text"] as? String == "124")
        #expect(replies.last?["accepted"] as? Bool == true)
    }

    /// Every edit has its JSON form (`Edit`'s `Codable` form), the caret moves included; a
    /// reset is the pipe's own message.
    @Test func caretMovesStepsAndResetErrors() throws {
        let replies = try replies([
            #"{"insert":"12"}"#, #"{"moveToStart":true}"#, #"{"moveRight":true}"#, #"{"insert":"3"}"#,
            #"{"moveToEnd":true}"#, #"{"moveLeft":true}"#, #"{"step":1}"#, #"{"reset":5}"#,
            #"{"reset":"1","insert":"2"}"#, #"{"jump":true}"#, #"{"change":{"text":"1","selection":[2,1]}}"#,
        ])
        #expect(
            replies.map { $0["selection"] as? [Int] }.prefix(6) == [
                [2, 2], [0, 0], [1, 1], [2, 2], [3, 3], [2, 2],
            ])
        #expect(replies[3]["text"] as? String == "132")
        #expect(replies[6]["value"] as? String == "133")
        #expect(replies[7]["error"] as? String == "reset needs a string")
        #expect((replies[8]["error"] as? String)?.hasPrefix("an edit is one member") == true)
        #expect(replies[9]["error"] as? String == "unknown edit jump")
        #expect((replies[10]["error"] as? String)?.hasPrefix("change needs") == true)
    }

    @Test func aLoneSurrogateIsNamed() throws {
        let replies = try replies([
            #"{"insert":"\ud800"}"#, #"{"insert":"1\udc00"}"#, #"{"replace":[0,0],"text":"\uD83D\u0031"}"#,
            #"{"insert":"\\ud800\ud83d\ude00"}"#,
        ])
        #expect(replies.count == 4)
        #expect(replies[0]["error"] as? String == #"invalid string: lone surrogate \ud800 at column 12"#)
        #expect(replies[1]["error"] as? String == #"invalid string: lone surrogate \udc00 at column 13"#)
        #expect(replies[2]["error"] as? String == #"invalid string: lone surrogate \uD83D at column 26"#)
        #expect(replies[3]["rejection"] as? String == "invalidPaste")
    }
}

@Suite struct PipeStreamingTests {
    @Test func eachReplyIsFlushedBeforeTheNextLine() throws {
        let executable = try #require(CLI.executable, "number-entry is not built next to the test bundle")
        let process = Process()
        process.executableURL = executable
        process.arguments = ["pipe", "--locale", "hi_IN"]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        for (edit, text) in [(#"{"insert":"1234567"}"#, "12,34,567"), (#"{"deleteBackward":true}"#, "1,23,456")] {
            input.fileHandleForWriting.write(Data((edit + "\n").utf8))
            let reply = try #require(Self.line(from: output.fileHandleForReading.fileDescriptor))
            #expect(reply.hasPrefix("{\"text\":\"\(text)\""))
        }
        try input.fileHandleForWriting.close()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
    }

    /// The next line on `descriptor`, or `nil` when none comes within five seconds.
    private static func line(from descriptor: Int32) -> String? {
        var bytes: [UInt8] = []
        var byte: UInt8 = 0
        var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        while bytes.last != UInt8(ascii: "\n") {
            guard poll(&poller, 1, 5000) == 1, read(descriptor, &byte, 1) == 1 else { return nil }
            bytes.append(byte)
        }
        return String(decoding: bytes.dropLast(), as: UTF8.self)
    }
}
