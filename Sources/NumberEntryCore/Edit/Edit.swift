/// One thing a person or a host can do to a field, for `NumberField.apply(_:)`: every editing
/// call of the API, as a value that can be stored, sent and replayed. An edit is written as text
/// in the case files' notation (`init(notation:)`, `notation`: `5`, `{bs}`, `{select:1,3}`) and
/// as JSON in its `Codable` form (`{"insert":"5"}`, `{"deleteBackward":true}`,
/// `{"select":[1,3]}`); both read back every edit exactly.
///
/// Growable: a later version may add an edit as a new static member (a minor version), so a
/// `switch` over edits needs a `default`; `text` reads the text an edit carries.
public struct Edit: Sendable, Hashable {
    /// The edits, for the engine's, the notation's and the JSON form's `switch` statements.
    package enum Kind: Sendable, Hashable {
        case replace(from: Int, to: Int, with: String)
        case insert(String)
        case deleteBackward
        case deleteForward
        case select(from: Int, to: Int)
        case moveLeft
        case moveRight
        case moveToStart
        case moveToEnd
        case finalize
        case change(String, selection: Range<Int>?)
        case undo
        case redo
        case stepUp
        case stepDown
    }

    /// The edit.
    package let kind: Kind

    private init(_ kind: Kind) { self.kind = kind }

    /// Replaces the UTF-16 range `lower..<upper`, as a text-field delegate asks (Behaviour §4).
    public static func replace(from lower: Int, to upper: Int, with text: String) -> Edit {
        Edit(.replace(from: lower, to: upper, with: text))
    }
    /// Types or pastes the text over the selection.
    public static func insert(_ text: String) -> Edit { Edit(.insert(text)) }
    /// Backspace.
    public static let deleteBackward = Edit(.deleteBackward)
    /// Forward delete.
    public static let deleteForward = Edit(.deleteForward)
    /// Selects the UTF-16 range `lower..<upper`.
    public static func select(from lower: Int, to upper: Int) -> Edit { Edit(.select(from: lower, to: upper)) }
    /// Moves the caret to the previous caret position.
    public static let moveLeft = Edit(.moveLeft)
    /// Moves the caret to the next caret position.
    public static let moveRight = Edit(.moveRight)
    /// Moves the caret to offset 0.
    public static let moveToStart = Edit(.moveToStart)
    /// Moves the caret to the end of the text.
    public static let moveToEnd = Edit(.moveToEnd)
    /// Commit, blur or submit (Behaviour §7).
    public static let finalize = Edit(.finalize)
    /// The host's whole new text after one edit of the field's text, with the selection it
    /// reports, if any (Behaviour §11).
    public static func change(_ text: String, selection: Range<Int>? = nil) -> Edit {
        Edit(.change(text, selection: selection))
    }
    /// Undoes the last step of the history (Behaviour §12).
    public static let undo = Edit(.undo)
    /// Redoes the last undone step.
    public static let redo = Edit(.redo)
    /// Adds the policy's step to the value (Behaviour §13).
    public static let stepUp = Edit(.stepUp)
    /// Subtracts the policy's step from the value.
    public static let stepDown = Edit(.stepDown)

    /// The text an insert, a replace or a change carries; `nil` for every other edit.
    public var text: String? {
        switch kind {
        case .insert(let text), .replace(_, _, let text), .change(let text, _): text
        default: nil
        }
    }
}

/// What an accepted edit did. Hosts that mirror the field in a text view need no more: write the
/// text back when it changed, move the caret when the selection did, and redraw the affixes they
/// draw themselves (`showsAffixes: false`) when the sign did. (A rejected edit throws and changes
/// nothing.) Whether the value changed is left to callers that care, since comparing values costs
/// more than the edit itself.
public struct EditOutcome: Sendable, Hashable {
    /// Whether the text differs from before the edit.
    public let textChanged: Bool
    /// Whether the selection differs from before the edit.
    public let selectionChanged: Bool
    /// Whether the sign differs from before the edit. A field with `showsAffixes: false` leaves
    /// the sign out of its text, so there a sign key changes only this.
    public let signChanged: Bool

    /// Creates an outcome.
    public init(textChanged: Bool, selectionChanged: Bool, signChanged: Bool = false) {
        self.textChanged = textChanged
        self.selectionChanged = selectionChanged
        self.signChanged = signChanged
    }

    /// Whether the edit changed anything a person sees.
    public var changedAnything: Bool { textChanged || selectionChanged || signChanged }
}

extension EditOutcome {
    /// An accepted edit that changed nothing: the outcome of a `Proposal.nothing`.
    static var nothing: EditOutcome { EditOutcome(textChanged: false, selectionChanged: false) }
}
