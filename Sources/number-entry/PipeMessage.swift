import Foundation
import NumberEntry

/// One line of `pipe`: an edit in its JSON form (`Edit`'s `Codable` form), or a reset.
enum PipeMessage: Equatable {
    /// An engine edit.
    case edit(Edit)
    /// The whole text replaced, as if pasted over everything; `""` clears the field.
    case reset(String)

    /// Why a line is not a message.
    struct Malformed: Error {
        var reason: String
    }

    /// Reads one JSON object holding one edit, or `{"reset":"..."}`.
    init(json line: String) throws(Malformed) {
        if let surrogate = LoneSurrogate.first(in: line) {
            throw Malformed(reason: "invalid string: lone surrogate \(surrogate.escape) at column \(surrogate.column)")
        }
        let data = Data(line.utf8)
        let edit: Edit
        do {
            edit = try WireDecoder().decode(Edit.self, from: data)
        } catch DecodingError.dataCorrupted(let context) where context.underlyingError is EditFormatError {
            let error = context.underlyingError as! EditFormatError
            guard error == .unknownEdit("reset") else { throw Malformed(reason: error.description) }
            guard let text = try? WireDecoder().decode([String: String].self, from: data)["reset"] else {
                throw Malformed(reason: "reset needs a string")
            }
            self = .reset(text)
            return
        } catch {
            throw Malformed(reason: "not a JSON object")
        }
        self = .edit(edit)
    }

    /// Applies the message; a rejected edit leaves the field unchanged.
    func apply(to field: inout NumberField) throws(EditRejection) {
        switch self {
        case .edit(let edit): try field.apply(edit)
        case .reset(let text): try field.apply(.replace(from: 0, to: field.text.utf16.count, with: text))
        }
    }
}
