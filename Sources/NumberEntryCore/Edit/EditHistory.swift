/// A field's undo history (Behaviour §12): the steps of accepted edits that changed the text, each
/// with the state before and after it, bounded by `limit` (the oldest step goes first).
///
/// The step being extended (typed keys at the caret, a run of Backspaces or Deletes) keeps
/// only its start; its end is taken when the step closes, so extending it costs no allocation.
struct EditHistory: Sendable {
    /// A field's visible state and the content behind it.
    struct State: Sendable {
        var text: FieldText
        var selection: Range<Int>
        var content: Content
        var textLength: Int
    }

    /// What a recorded edit did, as far as joining steps goes.
    enum Kind: Equatable {
        /// One digit or decimal key inserted at the caret; `overSelection` when it replaced a
        /// selection, which starts a step that the next typed keys join.
        case typing(overSelection: Bool)
        case backspace
        case delete
        /// A step of its own: a paste, a sign key, a step, an edit away from the caret,
        /// removing a selection without typing.
        case single
    }

    /// One undoable step.
    struct Step: Sendable {
        var before: State
        var after: State
    }

    /// The most steps kept; 0 keeps none.
    var limit: Int
    /// Closed steps, oldest first.
    private(set) var done: [Step] = []
    /// Undone steps, the next to redo last.
    private(set) var undone: [Step] = []
    /// The start of the step that the next edit of the same kind may still extend.
    private var open: State?
    /// The kind of the open step, kept apart so that joining it reads no state.
    private var openKind: Kind?

    init(limit: Int) { self.limit = max(0, limit) }

    var canUndo: Bool { openKind != nil || !done.isEmpty }
    var canRedo: Bool { !undone.isEmpty }
    /// Whether a step is open, which `close(after:)` ends.
    var hasOpenStep: Bool { openKind != nil }

    /// Records an accepted edit of `kind` that changed the text; `before` is the state it
    /// started from.
    mutating func record(_ kind: Kind, before: consuming State) {
        guard limit > 0 else { return }
        if !undone.isEmpty { undone.removeAll() }
        if let openKind, joins(kind, openKind) { return }
        close(after: before)
        open = consume before
        openKind = kind
        trim()
    }

    /// Records an accepted edit of `kind` that changed the text, as `record(_:before:)` does,
    /// when it joins the open step (or nothing is kept), and returns true; returns false,
    /// changing nothing, when it starts a step, which needs the state before it. Lets the
    /// commonest keystroke, which extends the open step, record itself without copying a state.
    mutating func recordJoining(_ kind: Kind) -> Bool {
        guard limit > 0 else { return true }
        guard let openKind, joins(kind, openKind) else { return false }
        if !undone.isEmpty { undone.removeAll() }
        return true
    }

    /// Ends the open step at `after` (a caret move, finalize, undo or redo comes next).
    mutating func close(after: borrowing State) {
        guard openKind != nil, let before = open.take() else { return }
        done.append(Step(before: before, after: copy after))
        openKind = nil
    }

    /// The state to show for undo from `current`, or `nil` with nothing to undo.
    mutating func undo(from current: State) -> State? {
        close(after: current)
        guard let step = done.popLast() else { return nil }
        undone.append(step)
        return step.before
    }

    /// The state to show for redo, or `nil` with nothing to redo.
    mutating func redo(from current: State) -> State? {
        guard let step = undone.popLast() else { return nil }
        close(after: current)
        done.append(step)
        trim()
        return step.after
    }

    /// Changes the bound, dropping the oldest steps that no longer fit.
    mutating func setLimit(_ newLimit: Int) {
        limit = max(0, newLimit)
        if limit == 0 {
            (done, undone, open, openKind) = ([], [], nil, nil)
        } else {
            trim()
            if undone.count > limit { undone.removeFirst(undone.count - limit) }
        }
    }

    /// Whether an edit of `kind` extends an open step of kind `open`.
    private func joins(_ kind: Kind, _ open: Kind) -> Bool {
        switch (kind, open) {
        case (.typing(overSelection: false), .typing), (.backspace, .backspace), (.delete, .delete): true
        default: false
        }
    }

    /// Drops the oldest steps beyond the limit, the open step counted.
    private mutating func trim() {
        let excess = done.count + (openKind == nil ? 0 : 1) - limit
        if excess > 0 { done.removeFirst(excess) }
    }
}
