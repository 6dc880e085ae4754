import NumberEntry

/// An edit as the page sends it: `{"op": "insert", "text": "5"}`, `{"op": "select", "from": 1,
/// "to": 3}`, `{"op": "change", "text": "1,2345", "from": 6, "to": 6}`, `{"op": "undo"}`.
public struct WireEdit: Sendable, Codable, Equatable {
    /// The operation: an `Edit` case name.
    public var op: String
    /// The text of `insert`, `replace` and `change`.
    public var text: String?
    /// The range's start for `select` and `replace`, or the reported selection of `change`.
    public var from: Int?
    /// The range's end.
    public var to: Int?

    /// Creates a wire edit.
    public init(op: String, text: String? = nil, from: Int? = nil, to: Int? = nil) {
        self.op = op
        self.text = text
        self.from = from
        self.to = to
    }

    /// The engine's edit, once every field is checked (ranges are checked by the engine).
    public func edit() throws(PlaygroundError) -> Edit {
        if let text, text.utf16.count > Limits.textLength { throw .textTooLong }
        switch op {
        case "insert": return .insert(try required(text, "text"))
        case "replace":
            return .replace(
                from: try required(from, "from"), to: try required(to, "to"), with: try required(text, "text"))
        case "select": return .select(from: try required(from, "from"), to: try required(to, "to"))
        case "change":
            let text = try required(text, "text")
            switch (from, to) {
            case (nil, nil): return .change(text)
            case (let lower?, let upper?):
                guard lower <= upper else { throw .malformed("change's selection is inverted") }
                return .change(text, selection: lower..<upper)
            default: throw .malformed("change needs both from and to, or neither")
            }
        case "deleteBackward": return .deleteBackward
        case "deleteForward": return .deleteForward
        case "moveLeft": return .moveLeft
        case "moveRight": return .moveRight
        case "moveToStart": return .moveToStart
        case "moveToEnd": return .moveToEnd
        case "finalize": return .finalize
        case "undo": return .undo
        case "redo": return .redo
        case "stepUp": return .stepUp
        case "stepDown": return .stepDown
        default: throw .unknownEdit(op)
        }
    }

    /// A short description for the trace: `insert "5"`, `select 1..<3`.
    public var summary: String {
        var parts = [op]
        if let from, let to { parts.append("\(from)..<\(to)") }
        if let text { parts.append("\"\(text)\"") }
        return parts.joined(separator: " ")
    }

    private func required<Value>(_ value: Value?, _ name: String) throws(PlaygroundError) -> Value {
        guard let value else { throw .malformed("\(op) needs \(name)") }
        return value
    }
}
