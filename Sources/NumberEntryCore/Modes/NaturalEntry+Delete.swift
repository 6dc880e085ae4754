extension NaturalEntry {
    /// Deletes `edit`, the significant characters of the UTF-16 `range`; a range of decoration
    /// only acts as Backspace or Delete next to it (Behaviour §4, §10.6).
    static func delete(_ edit: RangeEdit, range: Range<Int>, in field: inout NumberField)
        throws(EditRejection) -> Proposal
    {
        guard !edit.removesSomething else {
            return .content(edit.removing(from: field.content), caretAfter: edit.lower, .removed)
        }
        return try deleteDecoration(edit, range: range, in: &field, keys: NaturalEntry.self)
    }

    /// Deletes the UTF-16 `range` that holds no significant character (`edit` removes nothing):
    /// Backspace or Delete next to it, by the rule `keys` (Behaviour §4, §10.6). Shared with
    /// fixed-scale entry, which passes its own Backspace and Delete.
    static func deleteDecoration<Keys: EntryRule>(
        _ edit: RangeEdit, range: Range<Int>, in field: inout NumberField, keys: Keys.Type
    ) throws(EditRejection) -> Proposal {
        guard !range.isEmpty else { return .nothing }
        let bounds = field.affixBounds
        let selection = field.selection
        let isAffixed = field.locale.isAffixed
        if isAffixed && range.upperBound <= bounds.prefixEnd {
            // In the prefix: Backspace at the body start, which leaves a caret there (§10.6.3).
            let backspace = try Keys.deleteNeighbour(forward: false, at: bounds.prefixEnd, in: &field)
            return backspace.changesNothing ? .caret(bounds.prefixEnd) : backspace
        } else if isAffixed && range.lowerBound >= bounds.suffixStart {
            // In the suffix: Delete when it starts at the caret, else Backspace at the body end.
            if selection.isEmpty && range.lowerBound == selection.lowerBound {
                return try Keys.deleteNeighbour(forward: true, at: selection.lowerBound, in: &field)
            }
            return try Keys.deleteNeighbour(forward: false, at: bounds.suffixStart, in: &field)
        } else if selection.isEmpty && range.upperBound == selection.lowerBound {
            // UIKit's backspace over a grouping separator.
            return try Keys.deleteNeighbour(forward: false, at: selection.lowerBound, in: &field)
        } else if selection.isEmpty && range.lowerBound == selection.lowerBound {
            return try Keys.deleteNeighbour(forward: true, at: selection.lowerBound, in: &field)
        }
        return .caret(field.layout(of: field.content).caretOffset(after: edit.lower))
    }

    /// Backspace or Delete at the UTF-16 offset `caret`: the nearest significant character on
    /// that side, skipping grouping separators and bidi marks, or the sign next to it.
    static func deleteNeighbour(forward: Bool, at caret: Int, in field: inout NumberField)
        throws(EditRejection) -> Proposal
    {
        let content = field.content
        guard let index = field.position(of: caret)?.index else { throw .invalidRange }
        let bounds = field.affixBounds
        let hasSuffix = !bounds.suffixSign.isEmpty
        var result = content
        var caretIndex = index
        if forward {
            if !bounds.prefixSign.isEmpty && caret < bounds.prefixSign.upperBound {
                result.isNegative = false
            } else if index == 0 && content.hasPlaceholder
                && caret < bounds.prefixEnd + field.locale.storage.glyphs[0].utf16Count
            {
                return .nothing  // before the placeholder zero, which stands for no digit
            } else if index < content.characters.count {
                result.characters.remove(at: index)
            } else if hasSuffix {
                result.isNegative = false
            } else {
                return .nothing
            }
        } else {
            if hasSuffix && caret > bounds.suffixSign.lowerBound {
                result.isNegative = false
            } else if index > 0 {
                result.characters.remove(at: index - 1)
                caretIndex = index - 1
            } else if content.characters.count == 1, content.separatorIndex == 0,
                caret >= field.layout.caretOffset(after: 0)
            {
                result.characters.removeAll()  // `0|.`: the separator with nothing after it (§4)
            } else if !bounds.prefixSign.isEmpty && caret > 0 {
                result.isNegative = false
            } else {
                return .nothing
            }
        }
        return .content(result, caretAfter: caretIndex, .removed)
    }
}
