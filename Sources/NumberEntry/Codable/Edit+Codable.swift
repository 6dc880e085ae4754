/// An edit as a JSON object with one member named after the edit, as the CLI's `pipe` and the
/// playground send them. Offsets are UTF-16.
///
/// | edit | JSON |
/// |---|---|
/// | `.insert(t)` | `{"insert":"t"}` |
/// | `.replace(from: a, to: b, with: t)` | `{"replace":[a,b],"text":"t"}` (the one with two members) |
/// | `.select(from: a, to: b)` | `{"select":[a,b]}` |
/// | `.change(t, selection: a..<b)` | `{"change":{"text":"t","selection":[a,b]}}` (`selection` optional) |
/// | `.stepUp`, `.stepDown` | `{"step":1}`, `{"step":-1}` |
/// | every other edit | `{"deleteBackward":true}`, named after the case |
///
/// Decoding throws `DecodingError.dataCorrupted` (never traps) whose underlying error is an
/// `EditFormatError`: `.unknownEdit` for a member that names no edit, `.malformed` for anything
/// else that is not one of these forms (a wrong type, a number that is not exactly an integer in
/// `Int`'s range such as `2.5`, `1e400` or `12345678901234567.89`, an inverted selection, an
/// extra member). An offset is read as an ``ExactDecimal`` (exactly, or refused), so every
/// decoder gives the integer written or an error; this is why the conformance lives in this
/// module, beside `ExactDecimal`'s, rather than in the core.
extension Edit: Codable {
    /// Reads an edit from its JSON form; throws `DecodingError.dataCorrupted` with the
    /// `EditFormatError` as its underlying error.
    public init(from decoder: any Decoder) throws {
        do {
            self = try Self.read(from: decoder)
        } catch {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: decoder.codingPath, debugDescription: error.description, underlyingError: error))
        }
    }

    /// Reads an edit from its JSON form.
    private static func read(from decoder: any Decoder) throws(EditFormatError) -> Edit {
        let container: KeyedDecodingContainer<Member>
        do {
            container = try decoder.container(keyedBy: Member.self)
        } catch DecodingError.dataCorrupted(let context) {
            throw EditFormatError.malformed(context.debugDescription)  // A key written twice.
        } catch {
            throw EditFormatError.malformed("an edit is a JSON object")
        }
        let names = container.allKeys.map(\.stringValue)
        if Set(names) == ["replace", "text"] {
            guard let range = try? container.decode([Offset].self, forKey: Member("replace")).map(\.value),
                range.count == 2,
                let text = try? container.decode(String.self, forKey: Member("text"))
            else { throw EditFormatError.malformed("replace needs two integers and a text string") }
            return .replace(from: range[0], to: range[1], with: text)
        }
        guard names.count == 1, let name = names.first else {
            throw EditFormatError.malformed("an edit is one member: \(Self.jsonNames)")
        }
        let member = Member(name)
        if let edit = Self.flags[name] {
            guard (try? container.decode(Bool.self, forKey: member)) == true else {
                throw EditFormatError.malformed("\(name) needs true")
            }
            return edit
        }
        switch name {
        case "insert":
            guard let text = try? container.decode(String.self, forKey: member) else {
                throw EditFormatError.malformed("insert needs a string")
            }
            return .insert(text)
        case "select":
            guard let range = try? container.decode([Offset].self, forKey: member).map(\.value), range.count == 2
            else {
                throw EditFormatError.malformed("select needs two integers")
            }
            return .select(from: range[0], to: range[1])
        case "step":
            switch try? container.decode(Offset.self, forKey: member).value {
            case 1: return .stepUp
            case -1: return .stepDown
            default: throw EditFormatError.malformed("step needs 1 or -1")
            }
        case "change":
            guard let change = try? container.decode(Change.self, forKey: member) else {
                throw EditFormatError.malformed(Change.usage)
            }
            return try change.edit
        case "replace", "text": throw EditFormatError.malformed("replace needs two integers and a text string")
        default: throw EditFormatError.unknownEdit(name)
        }
    }

    /// Writes the edit's JSON form.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Member.self)
        switch kind {
        case .insert(let text): try container.encode(text, forKey: Member("insert"))
        case .replace(let lower, let upper, let text):
            try container.encode([lower, upper], forKey: Member("replace"))
            try container.encode(text, forKey: Member("text"))
        case .select(let lower, let upper): try container.encode([lower, upper], forKey: Member("select"))
        case .change(let text, let selection):
            try container.encode(
                Change(text: text, selection: selection.map { [$0.lowerBound, $0.upperBound] }),
                forKey: Member("change"))
        case .stepUp: try container.encode(1, forKey: Member("step"))
        case .stepDown: try container.encode(-1, forKey: Member("step"))
        case .deleteBackward: try container.encode(true, forKey: Member("deleteBackward"))
        case .deleteForward: try container.encode(true, forKey: Member("deleteForward"))
        case .moveLeft: try container.encode(true, forKey: Member("moveLeft"))
        case .moveRight: try container.encode(true, forKey: Member("moveRight"))
        case .moveToStart: try container.encode(true, forKey: Member("moveToStart"))
        case .moveToEnd: try container.encode(true, forKey: Member("moveToEnd"))
        case .finalize: try container.encode(true, forKey: Member("finalize"))
        case .undo: try container.encode(true, forKey: Member("undo"))
        case .redo: try container.encode(true, forKey: Member("redo"))
        }
    }

    /// The edits written `{"name":true}`, by name.
    private static let flags: [String: Edit] = [
        "deleteBackward": .deleteBackward, "deleteForward": .deleteForward, "moveLeft": .moveLeft,
        "moveRight": .moveRight, "moveToStart": .moveToStart, "moveToEnd": .moveToEnd, "finalize": .finalize,
        "undo": .undo, "redo": .redo,
    ]

    /// The members an edit may have, for messages.
    private static let jsonNames =
        "insert, replace+text, select, change, step or one of \(flags.keys.sorted().joined(separator: ", "))"

    /// A JSON member's name.
    private struct Member: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(_ name: String) { stringValue = name }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    /// The object of `{"change":{...}}`: the text, and the reported selection if any.
    private struct Change: Codable {
        static let usage = "change needs {\"text\":\"...\"} and optionally \"selection\":[A,B] with A <= B"

        var text: String
        var selection: [Int]?

        init(text: String, selection: [Int]?) {
            self.text = text
            self.selection = selection
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: Member.self)
            guard Set(container.allKeys.map(\.stringValue)).isSubset(of: ["text", "selection"]) else {
                throw EditFormatError.malformed(Self.usage)
            }
            text = try container.decode(String.self, forKey: Member("text"))
            selection = try container.decodeIfPresent([Offset].self, forKey: Member("selection"))?.map(\.value)
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Member.self)
            try container.encode(text, forKey: Member("text"))
            try container.encodeIfPresent(selection, forKey: Member("selection"))
        }

        /// The edit; the selection must be two ascending offsets.
        var edit: Edit {
            get throws(EditFormatError) {
                guard let selection else { return .change(text) }
                guard selection.count == 2, selection[0] <= selection[1] else { throw .malformed(Self.usage) }
                return .change(text, selection: selection[0]..<selection[1])
            }
        }
    }

    /// A JSON number that is exactly an integer in `Int`'s range (`3`, `3.0`, `3e0`); a string,
    /// `2.5`, `1e400` and `12345678901234567.89` are errors, whatever the decoder.
    private struct Offset: Decodable {
        let value: Int

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            guard (try? container.decode(String.self)) == nil, let value = Int(exactly: try ExactDecimal(from: decoder))
            else { throw DecodingError.dataCorruptedError(in: container, debugDescription: "expected an integer") }
            self.value = value
        }
    }
}
