/// What an edit makes of a field, worked out by the field's entry rule (`EntryRule`) without
/// touching the field. The field's one commit point, `NumberField.commit(_:undo:limits:)`, checks
/// it against the limits, shows it and records it for undo.
enum Proposal {
    /// Nothing: an accepted edit that leaves the field as it is.
    case nothing
    /// Only the selection (UTF-16 offsets): a caret move, a selection, a key that moves the caret.
    case select(Range<Int>)
    /// New content, shown with the caret where `caret` says; `effect` says what the edit did.
    case content(Content, caret: NumberField.Caret, effect: Effect)

    /// What the edit did, as the undo history joins steps by it (Behaviour §12).
    enum Effect {
        /// A digit or the decimal separator typed.
        case typed
        /// A pasted number.
        case pasted
        /// Characters, or the sign with them, removed.
        case removed
        /// The sign set or cleared by the minus or plus key.
        case signKey
        /// The whole content replaced: a step, finalize, a start state.
        case replaced
    }

    /// The edit only puts the caret at `offset`.
    static func caret(_ offset: Int) -> Proposal { .select(offset..<offset) }

    /// The edit makes `content`, with the caret after its first `fromStart` significant
    /// characters (counted from the start).
    @inline(__always)
    static func content(_ content: consuming Content, caretAfter fromStart: Int, _ effect: Effect) -> Proposal {
        .content(content, caret: .after(fromStart), effect: effect)
    }

    /// Whether the edit typed a key into content that has a separator: what a decimal key that
    /// inserts one makes (a digit typed beside a separator makes it too).
    @inline(__always)
    var typesSeparator: Bool {
        guard case .content(_, _, .typed) = self, case .content(let content, _, _) = self else { return false }
        return content.hasSeparator
    }

    /// Whether the edit changes nothing at all.
    var changesNothing: Bool {
        if case .nothing = self { return true }
        return false
    }
}

/// How an accepted edit joins the undo history (Behaviour §12): read with the proposal's effect
/// and the selection before the edit.
enum UndoRule {
    /// A replacement of the UTF-16 range (a key, a paste, a deletion): a typed key at the caret
    /// or over the selection joins a typing step, a deletion ending or starting at the caret a
    /// Backspace or Delete step.
    case replacing(Range<Int>)
    /// The Backspace key; Delete.
    case backspace, delete
    /// A step of its own.
    case single
    /// Ends the open step, whatever the edit changed (finalize).
    case closesStep
    /// Records nothing (a start state, undo and redo, which keep the history themselves).
    case none

    /// The kind of step an edit with `effect` makes, from the selection before it.
    @inline(__always)
    func kind(of effect: Proposal.Effect, selection: Range<Int>) -> EditHistory.Kind {
        switch self {
        case .replacing(let range):
            let atCaret = selection.isEmpty && range.isEmpty && range.lowerBound == selection.lowerBound
            let overSelection = !selection.isEmpty && range == selection
            switch effect {
            case .typed where atCaret || overSelection: return .typing(overSelection: overSelection)
            case .removed where selection.isEmpty && range.upperBound == selection.lowerBound: return .backspace
            case .removed where selection.isEmpty && range.lowerBound == selection.lowerBound: return .delete
            default: return .single
            }
        case .backspace: return selection.isEmpty ? .backspace : .single
        case .delete: return selection.isEmpty ? .delete : .single
        case .single, .closesStep, .none: return .single
        }
    }
}

/// Which limits the commit point checks.
enum Limits {
    /// Every limit of Behaviour §5: an edit.
    case all
    /// All but the bounds, which a value from outside may pass (§16).
    case digitsAndSign
    /// None: finalize, which checks what it rounds itself.
    case none
}
