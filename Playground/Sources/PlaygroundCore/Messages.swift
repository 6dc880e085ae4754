import NumberEntry

/// A request to apply edits, in order, to one session's field.
public struct EditRequest: Sendable, Codable, Equatable {
    /// The session's id.
    public var session: String
    /// The message's number: 1 for the session's first, one more for each next.
    public var seq: Int
    /// The edits in `Edit`'s JSON form (`{"insert":"5"}`, `{"select":[1,3]}`), 1 to
    /// `Limits.editsPerMessage`.
    public var edits: [Edit]

    /// Creates a request.
    public init(session: String, seq: Int, edits: [Edit]) {
        self.session = session
        self.seq = seq
        self.edits = edits
    }
}

/// What the field shows after a message, and what each edit did.
public struct FieldReply: Sendable, Codable, Equatable {
    /// The session's id.
    public var session: String
    /// The number of the message this answers (0 for a new session).
    public var seq: Int
    /// The field's text.
    public var text: String
    /// The selection, as UTF-16 offsets `[from, to]`.
    public var selection: [Int]
    /// The affixes the page draws outside the field (sign included) when the policy leaves them
    /// out of the text (`showsAffixes: false`); empty otherwise.
    public var outside: [String]
    /// The exact value in machine form, `nil` for an empty field.
    public var value: String?
    /// Whether undo would change something.
    public var canUndo: Bool
    /// Whether redo would change something.
    public var canRedo: Bool
    /// `ltr` or `rtl`, for the field's `dir`.
    public var dir: String
    /// One result per edit of the message, in order.
    public var results: [EditResult]
    /// `debug` or `release`: the build whose engine times `results` carry.
    public var build = Build.name
}

/// What one edit did.
public struct EditResult: Sendable, Codable, Equatable {
    /// The edit in case-file notation (`5`, `{bs}`, `{select:1,3}`).
    public var edit: String
    /// `accepted`, `unchanged` or `rejected`.
    public var outcome: String
    /// The rejection's code (`tooManyFractionDigits`), when rejected.
    public var reason: String?
    /// The rejection as an English phrase.
    public var description: String?
    /// The caret or selection start the edit applied at.
    public var position: Int
    /// The engine's time for the edit, in microseconds.
    public var micros: Double
}

/// A refused message's reply.
public struct ErrorReply: Sendable, Codable, Equatable {
    /// The error's code and sentence.
    public struct Body: Sendable, Codable, Equatable {
        /// `PlaygroundError.code`.
        public var code: String
        /// `PlaygroundError.message`.
        public var message: String
        /// The sequence number the session expects, for `outOfOrder`.
        public var expected: Int?
    }

    /// The error.
    public var error: Body

    /// The reply for an error.
    public init(_ error: PlaygroundError) {
        var expected: Int?
        if case .outOfOrder(let next) = error { expected = next }
        self.error = Body(code: error.code, message: error.message, expected: expected)
    }
}
