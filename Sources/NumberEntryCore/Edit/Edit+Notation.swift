extension Edit {
    /// Reads an edit in the case files' key notation (the KeystrokeCaseFiles article).
    ///
    /// Text that is not wrapped in braces is typed at the selection (`.insert`): `5`, `1234,5`,
    /// `` (nothing). Text from a `{` to a final `}` is a key, one of `{bs}`, `{del}`, `{left}`,
    /// `{right}`, `{home}`, `{end}`, `{blur}`, `{undo}`, `{redo}`, `{up}`, `{down}`,
    /// `{select:A,B}`, `{replace:A,B:TEXT}`, `{insert:TEXT}`, `{change:TEXT}` (TEXT may mark the
    /// reported selection with `|` or `[` `]`; without marks none is reported) or
    /// `{change-verbatim:A,B:TEXT}` (`{change-verbatim::TEXT}` reports none). A, B are decimal
    /// UTF-16 offsets; a TEXT runs verbatim to the final `}` and may hold any character.
    /// Nothing is escaped: `{insert:TEXT}` types text that would read as a key, and
    /// `{change-verbatim:...}` writes a text holding `|`, `[` or `]`, or a selection a marked
    /// text cannot show.
    ///
    /// - Throws: `EditFormatError.unknownEdit` for braces naming no key (`{jump}`, `{}`), and
    ///   `.malformed` for a key whose arguments are missing or wrong (`{select:1}`, `{bs:1}`).
    public init(notation: String) throws(EditFormatError) {
        let scalars = notation.unicodeScalars
        guard scalars.count >= 2, scalars.first == "{", scalars.last == "}" else {
            self = .insert(notation)
            return
        }
        let inner = scalars.dropFirst().dropLast()
        let colon = inner.firstIndex(of: ":")
        let name = String(inner[..<(colon ?? inner.endIndex)])
        let argument = colon.map { String(inner[inner.index(after: $0)...]) }
        if let edit = Self.plainKeys[name] {
            guard argument == nil else { throw .malformed("{\(name)} takes no argument") }
            self = edit
            return
        }
        guard let usage = Self.usages[name] else { throw .unknownEdit(name) }
        guard let argument, let edit = Self.edit(name, argument) else { throw .malformed("\(name) needs \(usage)") }
        self = edit
    }

    /// The edit in case-file notation: `Edit(notation: edit.notation) == edit` for every edit.
    public var notation: String {
        switch kind {
        case .insert(let text): Self.readsAsKey(text) ? "{insert:\(text)}" : text
        case .replace(let lower, let upper, let text): "{replace:\(lower),\(upper):\(text)}"
        case .select(let lower, let upper): "{select:\(lower),\(upper)}"
        case .deleteBackward: "{bs}"
        case .deleteForward: "{del}"
        case .moveLeft: "{left}"
        case .moveRight: "{right}"
        case .moveToStart: "{home}"
        case .moveToEnd: "{end}"
        case .finalize: "{blur}"
        case .undo: "{undo}"
        case .redo: "{redo}"
        case .stepUp: "{up}"
        case .stepDown: "{down}"
        case .change(let text, nil) where !MarkedText.containsMarks(text): "{change:\(text)}"
        case .change(let text, let selection?) where MarkedText.canRender(text, selection: selection):
            "{change:\(MarkedText.render(text, selection: selection))}"
        case .change(let text, let selection):
            "{change-verbatim:\(selection.map { "\($0.lowerBound),\($0.upperBound)" } ?? ""):\(text)}"
        }
    }

    /// The keys that take no argument, by name.
    private static let plainKeys: [String: Edit] = [
        "bs": .deleteBackward, "del": .deleteForward, "left": .moveLeft, "right": .moveRight, "home": .moveToStart,
        "end": .moveToEnd, "blur": .finalize, "undo": .undo, "redo": .redo, "up": .stepUp, "down": .stepDown,
    ]

    /// The keys that take an argument after a colon, with what they take.
    private static let usages = [
        "select": "two integer offsets: {select:A,B}",
        "replace": "two integer offsets and a text: {replace:A,B:TEXT}",
        "insert": "a text: {insert:TEXT}",
        "change": "a text marking its selection at most once, with | or [ ]: {change:TEXT}",
        "change-verbatim": "two integer offsets A <= B, or none, and a text: {change-verbatim:A,B:TEXT}",
    ]

    /// The key `name` with its `argument`, or `nil` when the argument is not what it takes.
    private static func edit(_ name: String, _ argument: String) -> Edit? {
        // Split on scalars: a text may begin with a combining mark that a `Character` would
        // join to the colon before it.
        let scalars = argument.unicodeScalars
        let colon = scalars.firstIndex(of: ":")
        let head = scalars[..<(colon ?? scalars.endIndex)]
        let text = colon.map { String(scalars[scalars.index(after: $0)...]) }
        switch name {
        case "select":
            guard colon == nil, let (lower, upper) = offsets(head) else { return nil }
            return .select(from: lower, to: upper)
        case "replace":
            guard let text, let (lower, upper) = offsets(head) else { return nil }
            return .replace(from: lower, to: upper, with: text)
        case "insert": return .insert(argument)
        case "change":
            guard MarkedText.containsMarks(argument) else { return .change(argument) }
            guard let (text, selection) = MarkedText.parse(argument) else { return nil }
            return .change(text, selection: selection)
        case "change-verbatim":
            guard let text else { return nil }
            if head.isEmpty { return .change(text) }
            guard let (lower, upper) = offsets(head), lower <= upper else { return nil }
            return .change(text, selection: lower..<upper)
        default: return nil
        }
    }

    /// `A,B` as two integers.
    private static func offsets(_ text: Substring.UnicodeScalarView) -> (Int, Int)? {
        guard let comma = text.firstIndex(of: ","),
            let lower = Int(String(text[..<comma])), let upper = Int(String(text[text.index(after: comma)...]))
        else { return nil }
        return (lower, upper)
    }

    /// Whether typed `text` would read as a key: a `{` first and a `}` last.
    private static func readsAsKey(_ text: String) -> Bool {
        let scalars = text.unicodeScalars
        return scalars.count >= 2 && scalars.first == "{" && scalars.last == "}"
    }
}
