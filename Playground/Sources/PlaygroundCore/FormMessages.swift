import NumberEntryForms

/// A request to apply actions, in order, to one form session.
public struct FormRequest: Sendable, Codable, Equatable {
    /// The session's id.
    public var session: String
    /// The message's number: 1 for the session's first, one more for each next.
    public var seq: Int
    /// The actions, 1 to `Limits.editsPerMessage`.
    public var actions: [FormAction]

    /// Creates a request.
    public init(session: String, seq: Int, actions: [FormAction]) {
        self.session = session
        self.seq = seq
        self.actions = actions
    }
}

/// What the page tells the form: a field gained focus, lost it, got an edit or its Return
/// key, or the form was submitted. In JSON one member names the action (`{"focus":"quantity"}`,
/// `{"blur":"quantity"}`, `{"return":"quantity"}`, `{"submit":true}`), and an edit names its
/// field beside it in `Edit`'s JSON form (`{"field":"quantity","edit":{"insert":"5"}}`).
public enum FormAction: Sendable, Equatable, Codable {
    /// The field gained focus (`NumberForm.focus(_:)`).
    case focus(String)
    /// The focused field lost focus to nothing in the form (`NumberForm.resignFocus()`).
    case blur(String)
    /// Return in the focused field (`NumberForm.pressReturn()`).
    case pressReturn(String)
    /// The form's submit button (`NumberForm.submit()`).
    case submit
    /// An edit of the focused field (`NumberForm.apply(_:)`).
    case edit(String, Edit)

    private enum Member: String, CodingKey {
        case focus, blur, `return`, submit, field, edit
    }

    /// Reads one action; anything else is `malformed` or `unknownAction`.
    public init(from decoder: any Decoder) throws {
        let members = try decoder.container(keyedBy: AnyMember.self)
        let names = members.allKeys.map(\.stringValue).sorted()
        guard let name = names.first(where: { $0 != "field" }) ?? names.first else {
            throw PlaygroundError.malformed("an action is an object with one member naming it")
        }
        guard let member = Member(rawValue: name) else { throw PlaygroundError.unknownAction(name) }
        let values = try decoder.container(keyedBy: Member.self)
        guard names == (member == .edit || member == .field ? ["edit", "field"] : [name]) else {
            throw PlaygroundError.malformed("an action has one member, and an edit its field beside it")
        }
        do {
            switch member {
            case .focus: self = .focus(try values.decode(String.self, forKey: .focus))
            case .blur: self = .blur(try values.decode(String.self, forKey: .blur))
            case .return: self = .pressReturn(try values.decode(String.self, forKey: .return))
            case .submit:
                guard try values.decode(Bool.self, forKey: .submit) else {
                    throw PlaygroundError.malformed("submit is true")
                }
                self = .submit
            case .field, .edit:
                self = .edit(
                    try values.decode(String.self, forKey: .field), try values.decode(Edit.self, forKey: .edit))
            }
        } catch DecodingError.dataCorrupted(let context) where context.underlyingError is EditFormatError {
            // An edit's own error goes on to the request's reader, which reports it as the edit
            // route does: an unknown edit is `unknownEdit`.
            throw DecodingError.dataCorrupted(context)
        } catch let error as DecodingError {
            throw PlaygroundError.malformed("the action \(name) has a value of the wrong type: \(Self.summary(error))")
        }
    }

    /// Writes the action in the form `init(from:)` reads.
    public func encode(to encoder: any Encoder) throws {
        var values = encoder.container(keyedBy: Member.self)
        switch self {
        case .focus(let id): try values.encode(id, forKey: .focus)
        case .blur(let id): try values.encode(id, forKey: .blur)
        case .pressReturn(let id): try values.encode(id, forKey: .return)
        case .submit: try values.encode(true, forKey: .submit)
        case .edit(let id, let edit):
            try values.encode(id, forKey: .field)
            try values.encode(edit, forKey: .edit)
        }
    }

    /// The action as the page's trace shows it: `focus quantity`, `quantity: 5`, `submit`.
    public var notation: String {
        switch self {
        case .focus(let id): "focus \(id)"
        case .blur(let id): "blur \(id)"
        case .pressReturn(let id): "return \(id)"
        case .submit: "submit"
        case .edit(let id, let edit): "\(id): \(edit.notation)"
        }
    }

    /// A decoding error in a few words.
    private static func summary(_ error: DecodingError) -> String {
        switch error {
        case .typeMismatch(let type, _): "expected \(type)"
        case .valueNotFound(let type, _): "expected \(type)"
        case .keyNotFound(let key, _): "missing \(key.stringValue)"
        case .dataCorrupted(let context): context.debugDescription
        @unknown default: "unreadable"
        }
    }

    /// Any member name.
    private struct AnyMember: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}

/// What the form shows after a message: every field's text, selection and visible error, the
/// focus, what each action did, and the submission's outcome when the message submitted.
public struct FormReply: Sendable, Codable, Equatable {
    /// One field as the page draws it.
    public struct Field: Sendable, Codable, Equatable {
        /// The field's id.
        public var id: String
        /// Its label.
        public var label: String
        /// The text shown.
        public var text: String
        /// The selection, as UTF-16 offsets `[from, to]`.
        public var selection: [Int]
        /// The exact value in machine form, `nil` for an empty field.
        public var value: String?
        /// The visible error's message in the field's locale, `nil` when none shows.
        public var error: String?
        /// The id of the error label (`quantity.error`, `InlineError.accessibilityIdentifier`).
        public var errorID: String
        /// `next` or `done`: what Return does (`enterkeyhint`).
        public var returnKey: String
        /// `narrow`, `medium`, `wide` or a number of points (`200pt`): the hints file's width or
        /// the one derived from the policy.
        public var width: String
    }

    /// One section of the hints file.
    public struct Section: Sendable, Codable, Equatable {
        /// The section's id.
        public var id: String
        /// Its title, if any.
        public var title: String?
        /// Its description, if any.
        public var description: String?
        /// `vertical`, `horizontal`, `grid` or `adaptive`.
        public var layout: String
        /// The ids of its fields, in order.
        public var fields: [String]
    }

    /// A submission's outcome.
    public struct Submission: Sendable, Codable, Equatable {
        /// One entry of the `FormValues`.
        public struct Entry: Sendable, Codable, Equatable {
            /// The field's id.
            public var field: String
            /// The exact value in machine form; `nil` for an empty field.
            public var value: String?
        }

        /// Whether every field passed.
        public var valid: Bool
        /// The `FormValues` of a valid submission, in field order; empty when invalid.
        public var values: [Entry]
        /// The ids of the fields that failed, in field order; empty when valid.
        public var failed: [String]
    }

    /// What one action did.
    public struct Result: Sendable, Codable, Equatable {
        /// The action in the trace's notation (`quantity: 5`).
        public var action: String
        /// `accepted`, `unchanged` or `rejected` (an edit the engine refused).
        public var outcome: String
        /// The engine's rejection code (`decimalNotAllowed`), when rejected.
        public var reason: String?
        /// The rejection as an English phrase.
        public var description: String?
    }

    /// The session's id.
    public var session: String
    /// The number of the message this answers (0 for a new session).
    public var seq: Int
    /// The locale, as the address names it.
    public var locale: String
    /// The price fields' currency.
    public var currency: String
    /// The timing's `validate` and `hide` names.
    public var validate: String
    /// See `validate`.
    public var hide: String
    /// `ltr` or `rtl`, for the form's `dir`.
    public var dir: String
    /// The sections, in order.
    public var sections: [Section]
    /// The fields, in focus-chain order.
    public var fields: [Field]
    /// The field with focus, if any.
    public var focus: String?
    /// One result per action of the message, in order.
    public var results: [Result]
    /// The outcome when the message submitted the form.
    public var submission: Submission?
}
