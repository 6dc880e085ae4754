import Foundation
import NumberEntry

/// One edit of `pipe`, read from a JSON line.
enum PipeEdit: Equatable {
    /// An engine edit.
    case edit(Edit)
    /// The whole text replaced, as if pasted over everything; `""` clears the field.
    case reset(String)

    /// Why a line is not an edit.
    struct Malformed: Error {
        var reason: String
    }

    /// A JSON value as far as edits care.
    private enum Field: Decodable {
        case string(String), bool(Bool), integer(Int), integers([Int]), object([String: Field]), other

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            self =
                if let value = try? container.decode(Bool.self) {
                    .bool(value)
                } else if let value = try? container.decode(String.self) {
                    .string(value)
                } else if let value = try? container.decode(Int.self) {
                    .integer(value)
                } else if let value = try? container.decode([Int].self) {
                    .integers(value)
                } else if let value = try? container.decode([String: Field].self) {
                    .object(value)
                } else {
                    .other
                }
        }
    }

    /// Reads one JSON object holding one edit.
    init(json line: String) throws(Malformed) {
        if let surrogate = LoneSurrogate.first(in: line) {
            throw Malformed(reason: "invalid string: lone surrogate \(surrogate.escape) at column \(surrogate.column)")
        }
        guard let fields = try? JSONDecoder().decode([String: Field].self, from: Data(line.utf8)) else {
            throw Malformed(reason: "not a JSON object")
        }
        if Set(fields.keys) == ["replace", "text"] {
            guard case .integers(let range) = fields["replace"], range.count == 2,
                case .string(let text) = fields["text"]
            else { throw Malformed(reason: "replace needs two integers and a text string") }
            self = .edit(.replace(from: range[0], to: range[1], with: text))
            return
        }
        guard fields.count == 1, let (name, field) = fields.first else {
            throw Malformed(reason: "expected exactly one edit: \(Self.names)")
        }
        switch (name, field) {
        case ("insert", .string(let text)): self = .edit(.insert(text))
        case ("reset", .string(let text)): self = .reset(text)
        case ("deleteBackward", .bool(true)): self = .edit(.deleteBackward)
        case ("deleteForward", .bool(true)): self = .edit(.deleteForward)
        case ("finalize", .bool(true)): self = .edit(.finalize)
        case ("undo", .bool(true)): self = .edit(.undo)
        case ("redo", .bool(true)): self = .edit(.redo)
        case ("step", .integer(1)): self = .edit(.stepUp)
        case ("step", .integer(-1)): self = .edit(.stepDown)
        case ("select", .integers(let range)) where range.count == 2:
            self = .edit(.select(from: range[0], to: range[1]))
        case ("change", .object(let change)): self = .edit(try Self.change(change))
        case ("insert", _), ("reset", _): throw Malformed(reason: "\(name) needs a string")
        case ("deleteBackward", _), ("deleteForward", _), ("finalize", _), ("undo", _), ("redo", _):
            throw Malformed(reason: "\(name) needs true")
        case ("step", _): throw Malformed(reason: "step needs 1 or -1")
        case ("select", _): throw Malformed(reason: "select needs two integers")
        case ("change", _): throw Malformed(reason: Self.changeUsage)
        case ("replace", _), ("text", _): throw Malformed(reason: "replace needs two integers and a text string")
        default: throw Malformed(reason: "unknown edit \(name); expected \(Self.names)")
        }
    }

    /// A whole-text change: `{"text":"..."}` with an optional `"selection":[A,B]`, A <= B.
    private static func change(_ fields: [String: Field]) throws(Malformed) -> Edit {
        guard case .string(let text) = fields["text"], Set(fields.keys).isSubset(of: ["text", "selection"]) else {
            throw Malformed(reason: changeUsage)
        }
        guard let selection = fields["selection"] else { return .change(text) }
        guard case .integers(let range) = selection, range.count == 2, range[0] <= range[1] else {
            throw Malformed(reason: changeUsage)
        }
        return .change(text, selection: range[0]..<range[1])
    }

    private static let changeUsage = "change needs {\"text\":\"...\"} and optionally \"selection\":[A,B] with A <= B"

    private static let names =
        "replace+text, insert, deleteBackward, deleteForward, select, finalize, reset, change, undo, redo or step"

    /// Applies the edit; a rejected edit leaves the field unchanged.
    func apply(to field: inout NumberField) throws(EditRejection) {
        switch self {
        case .edit(let edit): try field.apply(edit)
        case .reset(let text): try field.apply(.replace(from: 0, to: field.text.utf16.count, with: text))
        }
    }
}
