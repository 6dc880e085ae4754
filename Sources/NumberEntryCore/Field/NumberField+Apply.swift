extension NumberField {
    /// The undo history's default bound: 100 steps.
    public static let defaultUndoLimit = 100

    /// Applies one edit. A rejected edit throws and leaves the text, the selection and the
    /// history exactly as they were; an accepted one that changed the text or the sign is recorded
    /// for undo (Behaviour §12), joined to the open step when it continues it.
    @discardableResult
    public mutating func apply(_ edit: Edit) throws(EditRejection) -> EditOutcome {
        switch edit {
        case .insert(let string) where selection.isEmpty:
            if let outcome = try typeDigitAtCaret(string) { return outcome }
        case .replace(let lower, let upper, let string) where lower == upper && selection == lower..<upper:
            if let outcome = try typeDigitAtCaret(string) { return outcome }
        case .change(let newText, let reported):
            // Applied as the edit it amounts to, so that a digit typed at the caret goes the short way.
            switch try resolveChange(to: newText, selection: reported) {
            case .unchanged: return EditOutcome(textChanged: false, selectionChanged: false)
            case .select(let range): return try apply(.select(from: range.lowerBound, to: range.upperBound))
            case .replace(let lower, let upper, let string):
                return try apply(.replace(from: lower, to: upper, with: string))
            }
        default: break
        }
        let before = state
        let wasNegative = isNegative
        var kind: EditHistory.Kind?
        switch edit {
        case .replace(let lower, let upper, let string):
            kind = try replaceForHistory(from: lower, to: upper, with: string, selection: before.selection)
        case .insert(let string):
            let range = before.selection
            kind = try replaceForHistory(from: range.lowerBound, to: range.upperBound, with: string, selection: range)
        case .deleteBackward:
            try performDeleteBackward()
            kind = before.selection.isEmpty ? .backspace : .single
        case .deleteForward:
            try performDeleteForward()
            kind = before.selection.isEmpty ? .delete : .single
        case .change: break  // applied above as the edit it amounts to
        case .stepUp:
            try performStep(up: true)
            kind = .single
        case .stepDown:
            try performStep(up: false)
            kind = .single
        case .select(let lower, let upper): try performSelect(from: lower, to: upper)
        case .moveLeft: performMoveLeft()
        case .moveRight: performMoveRight()
        case .moveToStart: moveCaret(to: bodyStart)
        case .moveToEnd: moveCaret(to: bodyEnd)
        case .finalize: performFinalize()
        case .undo: if let earlier = history.undo(from: before) { install(earlier) }
        case .redo: if let later = history.redo(from: before) { install(later) }
        }
        let outcome = EditOutcome(
            textChanged: !Self.sameBytes(text, before.text), selectionChanged: selection != before.selection,
            signChanged: isNegative != wasNegative)
        switch edit {
        case .undo, .redo: break
        case .finalize: history.close(after: before)  // finalize ends the step, whatever it changed
        default:
            if let kind, outcome.textChanged || outcome.signChanged {
                history.record(kind, before: before)
            } else if outcome.changedAnything {
                history.close(after: before)  // a caret move ends the step
            }
        }
        return outcome
    }

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

    /// Replaces `lower..<upper` with `string` (any edit but a digit typed at the caret, which
    /// `apply` takes the short way) and returns what the edit was for joining steps; `selection`
    /// is the one before the edit.
    private mutating func replaceForHistory(
        from lower: Int, to upper: Int, with string: String, selection: Range<Int>
    ) throws(EditRejection) -> EditHistory.Kind {
        let key = try performReplace(from: lower, to: upper, with: string)
        return Self.kind(replacing: lower, upper, with: string, key: key, selection: selection)
    }

    /// `string` typed at the caret when it is one digit (`digitTypedAtCaret`), applied as
    /// `apply(_:)` applies it and recorded as a typed key, but reading the state before the edit
    /// in place, where `apply` copies it first: a keystroke that extends the open undo step needs
    /// none of it. `nil`, changing nothing, for any other string (`apply` goes the general way).
    private mutating func typeDigitAtCaret(_ string: String) throws(EditRejection) -> EditOutcome? {
        guard let (result, k) = try digitTypedAtCaret(string) else { return nil }
        try check(result)
        let after = rendered(result, caret: .after(k))
        let outcome = EditOutcome(
            textChanged: !Self.sameBytes(after.text, text), selectionChanged: after.selection != selection,
            signChanged: after.content.isNegative != isNegative)
        let kind = EditHistory.Kind.typing(overSelection: false)
        if outcome.textChanged || outcome.signChanged {
            if !history.recordJoining(kind) { history.record(kind, before: state) }
        } else if outcome.changedAnything {
            history.close(after: state)
        }
        install(after)
        return outcome
    }

    /// Applies an edit that is never rejected (caret moves, finalize).
    private mutating func applyInfallible(_ edit: Edit) {
        do { try apply(edit) } catch { preconditionFailure("\(edit) was rejected: \(error)") }
    }

    /// Whether two texts hold the same bytes: cheaper than `==`, which compares canonical
    /// equivalence, and exact for the engine's own texts.
    private static func sameBytes(_ lhs: String, _ rhs: String) -> Bool {
        let count = lhs.utf8.count
        guard count == rhs.utf8.count else { return false }
        let contiguous = lhs.utf8.withContiguousStorageIfAvailable { left in
            rhs.utf8.withContiguousStorageIfAvailable { right in
                left.baseAddress == right.baseAddress || UTF8Offsets.commonPrefixCount(left, right) == count
            }
        }
        return (contiguous ?? nil) ?? lhs.utf8.elementsEqual(rhs.utf8)
    }

    /// The visible state, as the history stores it.
    var state: EditHistory.State {
        EditHistory.State(text: text, selection: selection, content: content, textLength: textLength)
    }

    /// What an accepted replacement of `lower..<upper` by `string` (read as `key`, or `nil`
    /// for a paste) did, for joining steps. What counts is the effect, not how the edit arrived
    /// (a whole-text change that types one character at the caret is a typed key).
    static func kind(
        replacing lower: Int, _ upper: Int, with string: String, key: Key?, selection: Range<Int>
    ) -> EditHistory.Kind {
        let atCaret = selection.isEmpty && lower == upper && lower == selection.lowerBound
        let overSelection = !selection.isEmpty && lower == selection.lowerBound && upper == selection.upperBound
        if string.isEmpty {
            guard selection.isEmpty else { return .single }
            if upper == selection.lowerBound { return .backspace }
            return lower == selection.lowerBound ? .delete : .single
        }
        switch key {
        case .digit where atCaret || overSelection, .decimal where atCaret || overSelection:
            return .typing(overSelection: overSelection)
        default: return .single
        }
    }
}
