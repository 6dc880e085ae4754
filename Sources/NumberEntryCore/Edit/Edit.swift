/// One thing a person or a host can do to a field, for `NumberField.apply(_:)`: every editing
/// call of the API, as a value that can be stored, sent and replayed. An edit is written as text
/// in the case files' notation (`init(notation:)`, `notation`: `5`, `{bs}`, `{select:1,3}`) and
/// as JSON in its `Codable` form (`{"insert":"5"}`, `{"deleteBackward":true}`,
/// `{"select":[1,3]}`); both read back every edit exactly.
public enum Edit: Sendable, Hashable {
    /// Replaces the UTF-16 range `lower..<upper`, as a text-field delegate asks (Behaviour §4).
    case replace(from: Int, to: Int, with: String)
    /// Types or pastes the text over the selection.
    case insert(String)
    /// Backspace.
    case deleteBackward
    /// Forward delete.
    case deleteForward
    /// Selects the UTF-16 range `lower..<upper`.
    case select(from: Int, to: Int)
    /// Moves the caret to the previous caret position.
    case moveLeft
    /// Moves the caret to the next caret position.
    case moveRight
    /// Moves the caret to offset 0.
    case moveToStart
    /// Moves the caret to the end of the text.
    case moveToEnd
    /// Commit, blur or submit (Behaviour §7).
    case finalize
    /// The host's whole new text after one edit of the field's text, with the selection it
    /// reports, if any (Behaviour §11).
    case change(String, selection: Range<Int>? = nil)
    /// Undoes the last step of the history (Behaviour §12).
    case undo
    /// Redoes the last undone step.
    case redo
    /// Adds the policy's step to the value (Behaviour §13).
    case stepUp
    /// Subtracts the policy's step from the value.
    case stepDown
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
