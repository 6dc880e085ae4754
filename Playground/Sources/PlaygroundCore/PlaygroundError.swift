/// Why the server refused a message. A refused message leaves every session as it was.
public enum PlaygroundError: Error, Sendable, Equatable {
    /// The body is larger than `Limits.messageBytes`.
    case messageTooLarge
    /// The body is no JSON object of the expected shape.
    case malformed(String)
    /// An edit names an operation the engine does not have.
    case unknownEdit(String)
    /// A message holds more than `Limits.editsPerMessage` edits, or none.
    case tooManyEdits
    /// A string in a message is longer than `Limits.textLength` UTF-16 units.
    case textTooLong
    /// No session has this id (never created, closed, or expired).
    case unknownSession
    /// The message's sequence number is not the one the session expects next.
    case outOfOrder(expected: Int)
    /// The session sent more edits than its rate allows.
    case rateLimited
    /// The server holds `Limits.sessions` sessions already.
    case tooManySessions
    /// The server has loaded `Limits.formats` formats and the configuration names another.
    case tooManyFormats
    /// The configuration names a locale ICU does not list, nor a listed one with a numbering
    /// system (`LocaleCatalog.numberingSystem(ofVariant:)`).
    case unsupportedLocale(String)
    /// The configuration names a listed locale with a numbering system ICU has no decimal
    /// digits for (`hi_IN@numbers=nope`); with the system's name.
    case unsupportedNumberingSystem(String, system: String)
    /// The server has loaded `Limits.localeVariants` locale variants and the configuration
    /// names another.
    case tooManyLocaleVariants
    /// The configuration names a format the engine does not read, a currency ICU does not
    /// list, or a format ICU has no data for in the locale; with the reason.
    case unsupportedFormat(String, reason: String)
    /// A configuration value cannot be read, or the policy contradicts itself.
    case invalidConfiguration(String)
    /// The start text is not what the engine renders for its number.
    case invalidStart(String)
    /// The edits would make the field's text longer than `Limits.textLength`.
    case fieldTooLong
    /// The request names no API call.
    case unknownRequest
    /// A form message names a field the form does not have.
    case unknownField(String)
    /// A form message edits, leaves or presses Return in a field that does not have focus.
    case notFocused(String)
    /// A form message names an action the form does not have.
    case unknownAction(String)
    /// A form session's hints file has errors; the first of them.
    case invalidHints(String)
    /// A form session's hints file is longer than `Limits.hintsBytes` or declares more than
    /// `Limits.formFields` fields.
    case hintsTooLarge

    /// The machine-readable code the reply carries.
    public var code: String {
        switch self {
        case .messageTooLarge: "messageTooLarge"
        case .malformed: "malformed"
        case .unknownEdit: "unknownEdit"
        case .tooManyEdits: "tooManyEdits"
        case .textTooLong: "textTooLong"
        case .unknownSession: "unknownSession"
        case .outOfOrder: "outOfOrder"
        case .rateLimited: "rateLimited"
        case .tooManySessions: "tooManySessions"
        case .tooManyFormats: "tooManyFormats"
        case .unsupportedLocale: "unsupportedLocale"
        case .unsupportedNumberingSystem: "unsupportedNumberingSystem"
        case .tooManyLocaleVariants: "tooManyLocaleVariants"
        case .unsupportedFormat: "unsupportedFormat"
        case .invalidConfiguration: "invalidConfiguration"
        case .invalidStart: "invalidStart"
        case .fieldTooLong: "fieldTooLong"
        case .unknownRequest: "unknownRequest"
        case .unknownField: "unknownField"
        case .notFocused: "notFocused"
        case .unknownAction: "unknownAction"
        case .invalidHints: "invalidHints"
        case .hintsTooLarge: "hintsTooLarge"
        }
    }

    /// A sentence for a person.
    public var message: String {
        switch self {
        case .messageTooLarge: "The message is larger than \(Limits.messageBytes) bytes."
        case .malformed(let reason): "The message is malformed: \(reason)."
        case .unknownEdit(let name): "There is no edit named \(Self.quoted(name))."
        case .tooManyEdits: "A message holds 1 to \(Limits.editsPerMessage) edits."
        case .textTooLong: "A text in the message is longer than \(Limits.textLength) characters."
        case .unknownSession: "There is no such session; it may have expired."
        case .outOfOrder(let expected): "The message is out of order; the session expects number \(expected)."
        case .rateLimited: "Too many edits in too little time."
        case .tooManySessions: "The server holds as many sessions as it may; try again later."
        case .tooManyFormats: "The server has loaded as many formats as it may; pick one in use or a plain number."
        case .unsupportedLocale(let identifier):
            "ICU lists no locale \(Self.quoted(identifier)); a listed one may name its digits, as in "
                + "hi_IN@numbers=deva or hi-IN-u-nu-deva."
        case .unsupportedNumberingSystem(let identifier, let system):
            "ICU has no decimal numbering system \(Self.quoted(system)) for \(Self.quoted(identifier))."
        case .tooManyLocaleVariants:
            "The server has loaded as many locale variants as it may; pick a listed locale or a variant in use."
        case .unsupportedFormat(let format, let reason):
            "The format \(Self.quoted(format)) is not available: \(reason)."
        case .invalidConfiguration(let reason): "The configuration is invalid: \(reason)."
        case .invalidStart(let reason): "The start text is invalid: \(reason)."
        case .fieldTooLong: "The field's text would be longer than \(Limits.textLength) characters."
        case .unknownRequest:
            "There is no such request; the API has session, edit, close, form/session and form/message."
        case .unknownField(let id): "The form has no field \(Self.quoted(id))."
        case .notFocused(let id): "The field \(Self.quoted(id)) does not have focus."
        case .unknownAction(let name):
            "There is no form action \(Self.quoted(name)); the actions are focus, blur, return, submit and edit."
        case .invalidHints(let reason): "The hints file has errors: \(reason)"
        case .hintsTooLarge:
            "The hints file is longer than \(Limits.hintsBytes) bytes or declares more than \(Limits.formFields) fields."
        }
    }

    /// The HTTP status for the reply.
    public var status: Int {
        switch self {
        case .messageTooLarge: 413
        case .unknownSession, .unknownRequest: 404
        case .outOfOrder: 409
        case .rateLimited: 429
        case .tooManySessions, .tooManyFormats, .tooManyLocaleVariants: 503
        default: 400
        }
    }

    /// A client's string, shortened and quoted for a message.
    private static func quoted(_ text: String) -> String {
        let short = text.unicodeScalars.prefix(40).map { $0.properties.isWhitespace ? " " : String($0) }.joined()
        return "“\(short)”"
    }
}
