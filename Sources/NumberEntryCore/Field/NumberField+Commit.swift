extension NumberField {
    /// Where the commit point puts the caret of new content.
    enum Caret {
        /// After the content's first n significant characters, counted from its start (Behaviour §6).
        case after(Int)
        /// At the body's end: the start of the suffix in an affixed field, else the text's end.
        case bodyEnd
    }

    /// The one commit point: puts `proposal` in place for every mode and every edit (but undo and
    /// redo, which put back a state the history kept, `restore(_:)`). New
    /// content is checked against `limits` (the first limit of Behaviour §5 it breaks is thrown,
    /// the field left as it was) and rendered; the history records the edit as `undo` says, from
    /// the proposal's effect, joining the open step without copying a state where it can; then
    /// the text, the selection, the content and the text's length are installed together.
    @inline(__always)
    @discardableResult
    mutating func commit(_ proposal: consuming Proposal, undo: UndoRule, limits: Limits = .all)
        throws(EditRejection) -> EditOutcome
    {
        let after: EditHistory.State
        let effect: Proposal.Effect
        switch consume proposal {
        case .nothing:
            if case .closesStep = undo { closeStep() }
            return .nothing
        case .select(let range):
            let changed = range != selection
            switch undo {
            case .none: break
            case .closesStep: closeStep()
            default: if changed { closeStep() }  // a caret move ends the step
            }
            selection = range
            return EditOutcome(textChanged: false, selectionChanged: changed)
        case .content(let content, let caret, let what):
            try check(content, limits)
            after = rendered(content, caret: caret)
            effect = what
        }
        let outcome = EditOutcome(
            textChanged: after.textLength != textLength || after.text != textBytes,
            selectionChanged: after.selection != selection, signChanged: after.content.isNegative != isNegative)
        switch undo {
        case .none: break
        case .closesStep: closeStep()  // finalize ends the step, whatever it changed
        default:
            if outcome.textChanged || outcome.signChanged {
                let kind = undo.kind(of: effect, selection: selection)
                if !history.recordJoining(kind) { record(kind) }
            } else if outcome.changedAnything {
                closeStep()
            }
        }
        install(after)
        return outcome
    }

    /// Puts back `state`, a state the undo history kept or a start state already checked, as it
    /// was shown (its text is not rendered again); changes nothing for `nil`.
    @discardableResult
    mutating func restore(_ state: consuming EditHistory.State?) -> EditOutcome {
        guard let state else { return .nothing }
        let outcome = EditOutcome(
            textChanged: state.text != textBytes, selectionChanged: state.selection != selection,
            signChanged: state.content.isNegative != isNegative)
        install(state)
        return outcome
    }

    /// Throws the first of `limits` that `content` breaks.
    @inline(__always)
    private mutating func check(_ content: Content, _ limits: Limits) throws(EditRejection) {
        switch limits {
        case .all: try check(content)
        case .digitsAndSign: try checkDigitsAndSign(content)
        case .none: break
        }
    }

    /// Records a new undo step of `kind` before the visible state. Out of line, and `mutating`
    /// only to pass the field by reference: inlined, it let the commit point keep a copy of the
    /// old content to the end, copied and destroyed through its value witnesses.
    @inline(never)
    private mutating func record(_ kind: EditHistory.Kind) {
        history.record(kind, before: state)
    }

    /// Closes the open undo step after the visible state; out of line for the reason
    /// `record(_:)` is. Without an open step (a second finalize), no state is built.
    @inline(never)
    private mutating func closeStep() {
        guard history.hasOpenStep else { return }
        history.close(after: state)
    }

    /// The visible state, as the history stores it.
    var state: EditHistory.State {
        EditHistory.State(text: textBytes, selection: selection, content: content, textLength: textLength)
    }

    /// The state the field shows for `content`, with the caret where `caret` says.
    @inline(__always)
    func rendered(_ content: consuming Content, caret: Caret) -> EditHistory.State {
        let shape = Layout.Shape(locale: locale, content: content, display: setup.affixDisplay)
        let k =
            switch caret {
            case .after(let k): k
            case .bodyEnd: 0
            }
        let (text, after) = shape.render(content, in: locale.storage, caretAfter: k)
        let length = shape.size.utf16
        let offset =
            switch caret {
            case .after: after
            case .bodyEnd: locale.isAffixed ? length - shape.suffixWidth : length
            }
        return EditHistory.State(text: text, selection: offset..<offset, content: content, textLength: length)
    }

    /// Puts `state` in place: the one place where the text, the selection, the content and the
    /// text's length, which always change together, are set (the content first: fewer
    /// instructions on the keystroke path).
    @inline(__always)
    mutating func install(_ state: consuming EditHistory.State) {
        content = state.content
        textBytes = state.text
        selection = state.selection
        textLength = state.textLength
    }

    /// Throws the first limit of §5 that `content` breaks (no bound with `clampOnFinalize`, §15;
    /// no bound when `content` is the field's own: an edit that leaves the content as it is
    /// passes them, even where an outside value stands beyond one, compared only for content
    /// beyond a bound). `mutating` only to pass the field by reference: a call left out of line
    /// copied it (490 bytes).
    @inline(__always)
    mutating func check(_ content: Content) throws(EditRejection) {
        try checkDigitsAndSign(content)
        guard !content.characters.isEmpty else { return }
        if !content.isNegative, let maximum = policy.stored.maximum, !policy.stored.clampOnFinalize,
            maximum.isNegative || content.compareMagnitude(with: maximum) > 0, !isShown(content)
        {
            throw .aboveMaximum
        }
        if content.isNegative, let minimum = policy.stored.minimum, !policy.stored.clampOnFinalize, minimum.isNegative,
            content.compareMagnitude(with: minimum) > 0, !isShown(content)
        {
            throw .belowMinimum
        }
    }

    /// Whether `content` is the content the field shows. Out of line, off the keystroke path:
    /// inlined, reading the shown content kept it alive through the commit point; `mutating`
    /// for the reason `check(_:)` is.
    @inline(never)
    private mutating func isShown(_ content: Content) -> Bool {
        content == self.content
    }
}
