extension NumberField {
    /// The same content shown in another locale: the same sign, digits, separator and fraction
    /// digits as typed (kept zeros and partial states such as `12.` or `1.50` included), the
    /// same policy, and the caret (or each end of the selection) on the same significant
    /// character; in an affixed field a caret stays in the body. The new field starts with an empty undo history, since the old steps show
    /// the old locale's text.
    public func relocalized(to locale: NumberLocale) throws(NumberEntryError) -> NumberField {
        var field = try NumberField(locale: locale, policy: policy.stored)
        field.undoLimit = undoLimit
        let layout = field.layout(of: content)
        var lower = offset(in: layout, for: selection.lowerBound)
        var upper = selection.isEmpty ? lower : offset(in: layout, for: selection.upperBound)
        if selection.isEmpty && field.locale.isAffixed {
            // A caret rests in the body, never in an affix (Behaviour §10.5).
            lower = min(max(lower, layout.body.lowerBound), layout.body.upperBound)
            upper = lower
        }
        field.install(
            EditHistory.State(
                text: layout.render(), selection: lower..<max(lower, upper), content: content,
                textLength: layout.length))
        return field
    }

    /// Where `offset` of this field's text falls in `layout`: the start and the end stay, any
    /// other offset goes after the same number of significant characters.
    private func offset(in layout: Layout, for offset: Int) -> Int {
        if offset == 0 { return 0 }
        if offset == textLength { return layout.length }
        return layout.caretOffset(after: position(of: offset)?.index ?? 0)
    }
}
