import Foundation
import NumberEntry

/// One edit of `pipe`, read from a JSON line.
enum PipeEdit: Equatable {
    case replace(Int, Int, String)
    case insert(String)
    case deleteBackward, deleteForward
    case select(Int, Int)
    case finalize
    /// The whole text replaced, as if pasted over everything; `""` clears the field.
    case reset(String)

    /// Why a line is not an edit.
    struct Malformed: Error {
        var reason: String
    }

    /// A JSON value as far as edits care.
    private enum Field: Decodable {
        case string(String), bool(Bool), integers([Int]), other

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            self =
                if let value = try? container.decode(Bool.self) {
                    .bool(value)
                } else if let value = try? container.decode(String.self) {
                    .string(value)
                } else if let value = try? container.decode([Int].self) {
                    .integers(value)
                } else {
                    .other
                }
        }
    }

    /// Reads one JSON object holding one edit.
    init(json line: String) throws(Malformed) {
        guard let fields = try? JSONDecoder().decode([String: Field].self, from: Data(line.utf8)) else {
            throw Malformed(reason: "not a JSON object")
        }
        if Set(fields.keys) == ["replace", "text"] {
            guard case .integers(let range) = fields["replace"], range.count == 2,
                case .string(let text) = fields["text"]
            else { throw Malformed(reason: "replace needs two integers and a text string") }
            self = .replace(range[0], range[1], text)
            return
        }
        guard fields.count == 1, let (name, field) = fields.first else {
            throw Malformed(reason: "expected exactly one edit: \(Self.names)")
        }
        switch (name, field) {
        case ("insert", .string(let text)): self = .insert(text)
        case ("reset", .string(let text)): self = .reset(text)
        case ("deleteBackward", .bool(true)): self = .deleteBackward
        case ("deleteForward", .bool(true)): self = .deleteForward
        case ("finalize", .bool(true)): self = .finalize
        case ("select", .integers(let range)) where range.count == 2: self = .select(range[0], range[1])
        case ("insert", _), ("reset", _): throw Malformed(reason: "\(name) needs a string")
        case ("deleteBackward", _), ("deleteForward", _), ("finalize", _): throw Malformed(reason: "\(name) needs true")
        case ("select", _): throw Malformed(reason: "select needs two integers")
        case ("replace", _), ("text", _): throw Malformed(reason: "replace needs two integers and a text string")
        default: throw Malformed(reason: "unknown edit \(name); expected \(Self.names)")
        }
    }

    private static let names = "replace+text, insert, deleteBackward, deleteForward, select, finalize or reset"

    /// Applies the edit; a rejected edit leaves the field unchanged.
    func apply(to field: inout NumberField) throws(EditRejection) {
        switch self {
        case .replace(let lower, let upper, let text): try field.replace(from: lower, to: upper, with: text)
        case .insert(let text): try field.insert(text)
        case .deleteBackward: try field.deleteBackward()
        case .deleteForward: try field.deleteForward()
        case .select(let lower, let upper): try field.select(from: lower, to: upper)
        case .finalize: field.finalize()
        case .reset(let text): try field.replace(from: 0, to: field.text.utf16.count, with: text)
        }
    }
}
