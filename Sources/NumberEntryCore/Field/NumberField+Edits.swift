extension NumberField {
    /// `apply(_:)` for the field's entry rule: works out what `edit` makes, as a `Proposal`, and
    /// puts it in place at the one commit point (undo and redo put back a state the history kept).
    /// A digit typed at the caret takes a short way of its own; every other edit goes the general
    /// way (`applyGenerally`). Each has one commit point inlined, and stays small enough for
    /// what that inlines to be inlined too. Inlined into the mode choice, with a whole-text
    /// change's way inlined here: left to the optimizer, either became a call (+26 to +40
    /// instructions a change or keystroke, `scripts/instructions.sh`).
    @inline(__always)
    mutating func apply<Rule: EntryRule>(_ edit: Edit, by rule: Rule.Type) throws(EditRejection) -> EditOutcome {
        switch edit.kind {
        case .insert(let string) where selection.isEmpty:
            if let outcome = try typeDigitAtCaret(string, by: rule) { return outcome }
        case .replace(let lower, let upper, let string) where lower == upper && selection == lower..<upper:
            if let outcome = try typeDigitAtCaret(string, by: rule) { return outcome }
        case .change(let newText, let reported) where dotRole != .tentative:  // else read for the `.` (§3)
            return try applyChange(to: newText, selection: reported, by: rule)
        default: break
        }
        return try applyGenerally(edit, by: rule)
    }

    /// `apply(_:by:)` for `string` over the UTF-16 range `lower..<upper`, the edit a whole-text
    /// change amounts to: a digit typed at the caret the short way, any other the general way.
    /// It inlines no `apply(_:by:)`: `apply` and `applyChange` inlining each other grew a release
    /// build of the core from 25 seconds to over 10 minutes.
    @inline(__always)
    mutating func applyReplacing<Rule: EntryRule>(
        _ lower: Int, _ upper: Int, with string: String, by rule: Rule.Type
    ) throws(EditRejection) -> EditOutcome {
        if lower == upper && selection == lower..<upper, let outcome = try typeDigitAtCaret(string, by: rule) {
            return outcome
        }
        return try applyGenerally(.replace(from: lower, to: upper, with: string), by: rule)
    }

    /// The commonest edit, `string` typed at the caret when it is one digit, the short way
    /// (`EntryRule.digitTypedAtCaret`) and committed here, where its proposal is known to be
    /// content typed at the caret, which the inlined commit point folds; `nil`, changing
    /// nothing, where the rule takes the general way.
    @inline(never)
    private mutating func typeDigitAtCaret<Rule: EntryRule>(_ string: String, by rule: Rule.Type)
        throws(EditRejection) -> EditOutcome?
    {
        guard let proposal = try FieldView.digitTypedAtCaret(string, by: rule, viewing: &self) else { return nil }
        do throws(EditRejection) {
            return try commit(proposal, undo: .replacing(selection))
        } catch {
            // A digit past the fraction limit may show a tentative `.` was grouping (Behaviour §3).
            if error == .tooManyFractionDigits && dotRole == .tentative { return nil }
            throw error
        }
    }

    /// A whole-text change, applied as the edit it amounts to (Behaviour §11), so that a digit
    /// typed at the caret goes the short way; `readingDualRoleDot` while a `.` is tentative (§3).
    @inline(__always)
    mutating func applyChange<Rule: EntryRule>(
        to newText: String, selection reported: Range<Int>?, readingDualRoleDot: Bool = false, by rule: Rule.Type
    ) throws(EditRejection) -> EditOutcome {
        switch try resolveChange(to: newText, selection: reported) {
        case .nothing: return .nothing
        case .select(let range):
            return try applyGenerally(.select(from: range.lowerBound, to: range.upperBound), by: rule)
        case .replace(let lower, let upper, let string):
            if readingDualRoleDot { return try applyChangedEdit(lower, upper, string, by: rule) }
            return try applyReplacing(lower, upper, with: string, by: rule)
        }
    }

    /// `apply(_:by:)` for any edit but a digit typed at the caret, out of line. Once a typed `.`
    /// is tentative or was grouping (Behaviour §3), every edit goes its own way.
    @inline(never)
    private mutating func applyGenerally<Rule: EntryRule>(_ edit: Edit, by rule: Rule.Type) throws(EditRejection)
        -> EditOutcome
    {
        if dotRole.readsEveryEdit { return try applyReadingDualRoleDot(edit, by: rule) }
        return try applyPlainly(edit, by: rule)
    }

    /// `applyGenerally(_:by:)` where no typed `.` is read (or around reading it,
    /// `applyReadingDualRoleDot(_:by:)`).
    @inline(__always)
    mutating func applyPlainly<Rule: EntryRule>(_ edit: Edit, by rule: Rule.Type) throws(EditRejection)
        -> EditOutcome
    {
        let proposal: Proposal
        var undo = UndoRule.single
        var limits = Limits.all
        switch edit.kind {
        case .insert(let string):
            undo = .replacing(selection)
            proposal = try self.proposal(replacing: selection.lowerBound, selection.upperBound, with: string, by: rule)
            if dotRole == .decimal && proposal.typesSeparator {
                return try commitMarkingDot(proposal, undo: undo, key: string)
            }
        case .replace(let lower, let upper, let string):
            proposal = try self.proposal(replacing: lower, upper, with: string, by: rule)
            undo = .replacing(lower..<upper)  // an inverted range was refused above
            if dotRole == .decimal && proposal.typesSeparator && isSelection(lower, upper) {
                return try commitMarkingDot(proposal, undo: undo, key: string)
            }
        case .change(let newText, let reported): return try applyChange(to: newText, selection: reported, by: rule)
        case .deleteBackward:
            undo = .backspace
            proposal = try deletion(forward: false, by: rule)
        case .deleteForward:
            undo = .delete
            proposal = try deletion(forward: true, by: rule)
        case .stepUp: proposal = steppedProposal(up: true, by: rule)
        case .stepDown: proposal = steppedProposal(up: false, by: rule)
        case .select(let lower, let upper): proposal = .select(try selected(from: lower, to: upper))
        case .moveLeft: proposal = .select(movedLeft)
        case .moveRight: proposal = .select(movedRight)
        case .moveToStart: proposal = .caret(bodyStart)
        case .moveToEnd: proposal = .caret(bodyEnd)
        case .finalize:
            (undo, limits) = (.closesStep, .none)
            proposal = finalizedProposal(by: rule)
        case .undo: return restore(history.undo(from: state))
        case .redo: return restore(history.redo(from: state))
        }
        return try commit(proposal, undo: undo, limits: limits)
    }

    /// What Backspace or Delete makes: at a caret the rule's key, else the selection deleted.
    @inline(never)
    private mutating func deletion<Rule: EntryRule>(forward: Bool, by rule: Rule.Type) throws(EditRejection)
        -> Proposal
    {
        guard selection.isEmpty else {
            return try proposal(replacing: selection.lowerBound, selection.upperBound, with: "", by: rule)
        }
        return try FieldView.deleteNeighbour(forward: forward, by: rule, viewing: &self)
    }

    /// What replacing the UTF-16 range `lower..<upper` with `string` makes (Behaviour §4), read
    /// by the rule from a view of the field (`FieldView.proposal(replacing:_:with:by:)`). Out of
    /// line, as the rule's code it holds is.
    @inline(never)
    mutating func proposal<Rule: EntryRule>(
        replacing lower: Int, _ upper: Int, with string: String, by rule: Rule.Type
    ) throws(EditRejection) -> Proposal {
        try FieldView.proposal(replacing: lower, upper, with: string, by: rule, viewing: &self)
    }
}

extension FieldView {
    /// What replacing the UTF-16 range `lower..<upper` with `string` makes (Behaviour §4): the
    /// one insertion dispatch. One character is a key, several are read as one pasted number, an
    /// empty string deletes.
    @inline(__always)
    func proposal<Rule: EntryRule>(
        replacing lower: Int, _ upper: Int, with string: String, by rule: Rule.Type
    ) throws(EditRejection) -> Proposal {
        let edit = try rangeEdit(from: lower, to: upper)
        if string.isEmpty { return try Rule.delete(edit, range: lower..<upper, in: self) }
        switch Insertion(string) {
        case .nothing: return .nothing  // only bidi marks: nothing to do
        case .key(let scalar):
            var key = locale.key(for: scalar)
            if locale.isInertAffixCharacter(scalar, key: key) {
                // An opening sign bracket is the minus key while no sign is shown (§10.6.8).
                guard !content.isNegative && locale.isOpeningSignBracket(scalar) else { return .nothing }
                key = .minus
            }
            return try Rule.type(key, over: edit, in: self)
        case .paste:
            return try Rule.paste(string, over: edit, wholeText: lower == 0 && upper == textLength, in: self)
        }
    }
}
