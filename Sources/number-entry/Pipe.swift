import ArgumentParser
import Foundation
import NumberEntry

/// `pipe`: edits as JSON lines in, the field's state as JSON lines out.
struct Pipe: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Apply JSON-line edits from standard input and write the field after each.",
        discussion: """
            One edit per line: {"replace":[A,B],"text":"..."}, {"insert":"..."}, \
            {"deleteBackward":true}, {"deleteForward":true}, {"select":[A,B]}, \
            {"finalize":true}, {"reset":"..."} (the whole text replaced as if pasted; "" clears), \
            {"change":{"text":"...","selection":[A,B]}} (a host's whole new text; the selection is \
            optional), {"undo":true}, {"redo":true}, {"step":1} or {"step":-1}, {"moveLeft":true}, \
            {"moveRight":true}, {"moveToStart":true} or {"moveToEnd":true}. Offsets are UTF-16. \
            Each line gets one reply, flushed at once: \
            {"text":...,"selection":[A,B],"value":"1234.5" or null,"accepted":true} or, for a \
            rejected edit, "accepted":false with "rejection" (its name) and "reason". A malformed \
            line gets {"error":...,"line":N} and changes nothing. Blank lines are skipped.

            Exit status: 0 at the end of input, 2 on a bad option or locale.
            """)

    @Option(help: "ICU or BCP 47 locale identifier, e.g. de_DE, ar_EG, hi-IN.")
    var locale: String

    @OptionGroup var policy: PolicyOptions

    func run() throws {
        var field = try NumberField(localeIdentifier: locale, policy: policy.policy)
        var number = 0
        while let line = readLine() {
            number += 1
            guard line.contains(where: { !$0.isWhitespace }) else { continue }
            let reply: String
            do {
                let edit = try PipeMessage(json: line)
                do {
                    try edit.apply(to: &field)
                    reply = Self.state(field, rejection: nil)
                } catch {
                    reply = Self.state(field, rejection: error)
                }
            } catch {
                reply = "{\"error\":\(Self.json(error.reason)),\"line\":\(number)}"
            }
            print(reply)
            fflush(nil)  // every stream: naming `stdout` is not concurrency-safe in Swift 6
        }
    }

    /// The field as a JSON object, with the rejection when the edit was refused.
    private static func state(_ field: NumberField, rejection: EditRejection?) -> String {
        let selection = "[\(field.selection.lowerBound),\(field.selection.upperBound)]"
        let value = field.value.map { json($0.description) } ?? "null"
        let outcome =
            rejection.map {
                "false,\"rejection\":\(json($0.rawValue)),\"reason\":\(json($0.description(for: field.policy)))"
            } ?? "true"
        return "{\"text\":\(json(field.text)),\"selection\":\(selection),\"value\":\(value),\"accepted\":\(outcome)}"
    }

    /// `text` as a JSON string literal.
    private static func json(_ text: String) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .withoutEscapingSlashes
        return (try? encoder.encode(text)).map { String(decoding: $0, as: UTF8.self) } ?? "\"\""
    }
}
