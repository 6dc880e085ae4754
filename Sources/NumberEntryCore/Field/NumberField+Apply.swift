extension NumberField {
    /// The undo history's default bound: 100 steps.
    public static let defaultUndoLimit = 100

    /// Replaces the UTF-16 range `lower..<upper` with `string`, as a text-field delegate asks
    /// (Behaviour §4). One character is a key, several are read as one pasted number, an empty
    /// string deletes.
    public mutating func replace(from lower: Int, to upper: Int, with string: String) throws(EditRejection) {
        try apply(.replace(from: lower, to: upper, with: string))
    }

    /// Types or pastes `string` over the selection.
    public mutating func insert(_ string: String) throws(EditRejection) {
        try apply(.insert(string))
    }

    /// Backspace: removes the selection, or the nearest significant character left of the
    /// caret, skipping grouping separators and bidi marks.
    public mutating func deleteBackward() throws(EditRejection) {
        try apply(.deleteBackward)
    }

    /// Forward delete: the mirror of `deleteBackward()`.
    public mutating func deleteForward() throws(EditRejection) {
        try apply(.deleteForward)
    }

    /// Selects the UTF-16 range `lower..<upper` as the text view reports it. Throws
    /// `invalidRange` for an inverted or out-of-bounds range, or one that splits a surrogate pair.
    public mutating func select(from lower: Int, to upper: Int) throws(EditRejection) {
        try apply(.select(from: lower, to: upper))
    }

    /// Moves the caret to the previous caret position, past grouping separators and bidi
    /// marks; a selection collapses to its start.
    public mutating func moveLeft() { applyInfallible(.moveLeft) }

    /// Moves the caret to the next caret position; a selection collapses to its end (to the
    /// caret position of the character the end follows, never after a grouping separator).
    public mutating func moveRight() { applyInfallible(.moveRight) }

    /// Moves the caret to offset 0 (the body start in an affixed field).
    public mutating func moveToStart() { applyInfallible(.moveToStart) }

    /// Moves the caret to the end of the text.
    public mutating func moveToEnd() { applyInfallible(.moveToEnd) }

    /// Commit, blur or submit (Behaviour §7): an empty or sign-only field becomes empty; otherwise
    /// the trailing separator goes, negative zero loses its sign, the fraction is padded to
    /// `minFractionDigits` and trailing zeros beyond it are removed; a cash policy with a rounding
    /// mode rounds to the cash increment (§10.8), then `clampOnFinalize` clamps (§15). The caret
    /// goes to the end, and the open undo step ends (§12).
    public mutating func finalize() { applyInfallible(.finalize) }

    /// Whether `undo` would change something.
    public var canUndo: Bool { history.canUndo }

    /// Whether `redo` would change something.
    public var canRedo: Bool { history.canRedo }

    /// The most undo steps the field keeps (`defaultUndoLimit` unless set; 0 keeps none). A
    /// lower bound drops the oldest steps; a negative one counts as 0.
    public var undoLimit: Int {
        get { history.limit }
        set { history.setLimit(newValue) }
    }

    /// Applies an edit that is never rejected (caret moves, finalize).
    private mutating func applyInfallible(_ edit: Edit) {
        do { try apply(edit) } catch { preconditionFailure("\(edit) was rejected: \(error)") }
    }
}
