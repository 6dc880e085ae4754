extension NumberField {
    /// Applies one edit. A rejected edit throws and leaves the text, the selection and the
    /// history exactly as they were; an accepted one that changed the text or the sign is recorded
    /// for undo (Behaviour §12), joined to the open step when it continues it.
    ///
    /// The mode choice: the field's rule follows from its policy, fixed when the field is made,
    /// and the edit runs through code specialized for that rule.
    @discardableResult
    public mutating func apply(_ edit: Edit) throws(EditRejection) -> EditOutcome {
        switch policy.entry {
        case .natural: try apply(edit, by: NaturalEntry.self)
        case .cents: try apply(edit, by: CentsEntry.self)
        case .fixed: try apply(edit, by: FixedEntry.self)
        }
    }

    /// Whether a start state's `content` is one the field's entry mode shows.
    mutating func entryModeShows(_ content: Content) -> Bool {
        switch policy.entry {
        case .natural: NaturalEntry.shows(content, in: &self)
        case .cents: CentsEntry.shows(content, in: &self)
        case .fixed: FixedEntry.shows(content, in: &self)
        }
    }
}
