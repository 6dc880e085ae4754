/// The mode choice, the one branch on the entry mode in the core: a fourth mode adds one line
/// to each `switch` here.
extension NumberField {
    /// Applies one edit. A rejected edit throws and leaves the text, the selection and the
    /// history exactly as they were; an accepted one that changed the text or the sign is recorded
    /// for undo (Behaviour §12), joined to the open step when it continues it.
    ///
    /// The mode choice: the field's rule follows from its policy, fixed when the field is made,
    /// and the edit runs through code specialized for that rule.
    @discardableResult
    public mutating func apply(_ edit: Edit) throws(EditRejection) -> EditOutcome {
        switch policy.stored.entry.kind {
        case .natural: try apply(edit, by: NaturalEntry.self)
        case .cents: try apply(edit, by: CentsEntry.self)
        case .fixed: try apply(edit, by: FixedEntry.self)
        }
    }
}

extension NumberPolicy.Entry {
    /// The mode's rule, for what is asked once rather than on every keystroke: a start state,
    /// the finalized padding, the policy's validation, the dual-role `.`.
    var rule: any EntryRule.Type {
        switch kind {
        case .natural: NaturalEntry.self
        case .cents: CentsEntry.self
        case .fixed: FixedEntry.self
        }
    }
}
