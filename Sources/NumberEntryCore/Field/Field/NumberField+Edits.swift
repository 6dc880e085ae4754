extension NumberField {
    /// `apply(_:)` for the field's entry rule: works out what `edit` makes, as a `Proposal`, and
    /// puts it in place at the one commit point.
    mutating func apply<Rule: EntryRule>(_ edit: Edit, by rule: Rule.Type) throws(EditRejection) -> EditOutcome {
        switch edit {
        case .insert(let string):
            return try replace(selection.lowerBound, selection.upperBound, with: string, by: rule)
        case .replace(let lower, let upper, let string):
            return try replace(lower, upper, with: string, by: rule)
        case .change(let newText, let reported):
            // Applied as the edit it amounts to, so that a digit typed at the caret goes the short way.
            switch try resolveChange(to: newText, selection: reported) {
            case .unchanged: return EditOutcome(textChanged: false, selectionChanged: false)
            case .select(let range):
                return try commit(.select(try selected(from: range.lowerBound, to: range.upperBound)), undo: .single)
            case .replace(let lower, let upper, let string): return try replace(lower, upper, with: string, by: rule)
            }
        case .deleteBackward, .deleteForward:
            let forward = edit == .deleteForward  // Edit is Hashable
            let proposal =
                selection.isEmpty
                ? try Rule.deleteNeighbour(forward: forward, at: selection.lowerBound, in: self)
                : try proposal(replacing: selection.lowerBound, selection.upperBound, with: "", by: rule)
            return try commit(proposal, undo: forward ? .delete : .backspace)
        case .stepUp: return try commit(steppedProposal(up: true, by: rule), undo: .single)
        case .stepDown: return try commit(steppedProposal(up: false, by: rule), undo: .single)
        case .select(let lower, let upper):
            return try commit(.select(try selected(from: lower, to: upper)), undo: .single)
        case .moveLeft: return try commit(.select(movedLeft), undo: .single)
        case .moveRight: return try commit(.select(movedRight), undo: .single)
        case .moveToStart: return try commit(.caret(bodyStart), undo: .single)
        case .moveToEnd: return try commit(.caret(bodyEnd), undo: .single)
        case .finalize: return try commit(finalizedProposal(by: rule), undo: .closesStep, limits: .none)
        case .undo:
            guard let earlier = history.undo(from: state) else {
                return EditOutcome(textChanged: false, selectionChanged: false)
            }
            return try commit(Proposal(change: .restore(earlier), effect: .replaced), undo: .none)
        case .redo:
            guard let later = history.redo(from: state) else {
                return EditOutcome(textChanged: false, selectionChanged: false)
            }
            return try commit(Proposal(change: .restore(later), effect: .replaced), undo: .none)
        }
    }

    /// Replaces the UTF-16 range `lower..<upper` with `string`: a digit typed at the caret the
    /// short way (`EntryRule.digitTypedAtCaret`), anything else the general way.
    @inline(__always)
    private mutating func replace<Rule: EntryRule>(
        _ lower: Int, _ upper: Int, with string: String, by rule: Rule.Type
    ) throws(EditRejection) -> EditOutcome {
        if lower == upper && selection == lower..<upper, let proposal = try Rule.digitTypedAtCaret(string, in: self) {
            return try commit(proposal, undo: .replacing(lower..<upper))
        }
        return try commit(proposal(replacing: lower, upper, with: string, by: rule), undo: .replacing(lower..<upper))
    }

    /// What replacing the UTF-16 range `lower..<upper` with `string` makes (Behaviour §4): the
    /// one insertion dispatch. One character is a key, several are read as one pasted number, an
    /// empty string deletes.
    mutating func proposal<Rule: EntryRule>(
        replacing lower: Int, _ upper: Int, with string: String, by rule: Rule.Type
    ) throws(EditRejection) -> Proposal {
        let characters = try characterRange(from: lower, to: upper)
        let edit = RangeEdit(
            lower: characters.lowerBound, upper: characters.upperBound,
            touchesSign: content.isNegative && lower < upper && affixBounds.touchesSign(lower, upper)
        )
        if string.isEmpty { return try Rule.delete(edit, range: lower..<upper, in: self) }
        switch Insertion(string) {
        case .nothing: return .nothing  // only bidi marks: nothing to do
        case .key(let scalar):
            let key = locale.key(for: scalar)
            if locale.isInertAffixCharacter(scalar, key: key) { return .nothing }
            return try Rule.type(key, over: edit, in: self)
        case .paste:
            return try Rule.paste(string, over: edit, wholeText: lower == 0 && upper == textLength, in: self)
        }
    }

    /// One digit typed at the caret the short way, or `nil` where the rule takes the general way
    /// (for the short path's differential test).
    mutating func digitTypedAtCaret<Rule: EntryRule>(_ string: String, by rule: Rule.Type) throws(EditRejection)
        -> Proposal?
    {
        try Rule.digitTypedAtCaret(string, in: self)
    }
}
