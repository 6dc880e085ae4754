extension FixedEntry {
    /// Deletes the significant characters of `edit` (Behaviour §14.4-§14.6). The range a text
    /// view sends for Backspace or Delete (one character next to the caret) is that key, so
    /// both give the same result (§4); a range of decoration only acts as in natural entry
    /// (`EntryMoves.deleteDecoration(_:in:neighbour:)`).
    static func delete(_ edit: RangeEdit, range: Range<Int>, in field: borrowing FieldView)
        throws(EditRejection) -> Proposal
    {
        guard edit.removesSomething else {
            if let proposal = try EntryMoves.deleteDecoration(range, in: field, neighbour: deleteNeighbour) {
                return proposal
            }
            return .caret(field.layout(of: field.content).caretOffset(after: edit.lower))
        }
        let selection = field.selection
        if selection.isEmpty && !edit.touchesSign && edit.upper - edit.lower == 1 {
            if range.upperBound == selection.lowerBound {
                return try deleteNeighbour(forward: false, at: selection.lowerBound, in: field)
            }
            if range.lowerBound == selection.lowerBound {
                return try deleteNeighbour(forward: true, at: selection.lowerBound, in: field)
            }
        }
        var result = edit.removing(from: field.content.droppingFilling(after: edit.upper))
        if edit.lower < edit.upper { result.emptyIfOnlyFilling() }  // removing only the sign keeps `0.00`
        return filled(result, caretAfter: result.characters.isEmpty ? 0 : edit.lower, .removed, field)
    }

    /// Backspace or Delete at the UTF-16 offset `caret`: next to a digit or the separator as
    /// Behaviour §14.4 and §14.5 say, else (next to the sign, before the placeholder zero, at
    /// either end) as in natural entry
    /// (`EntryMoves.deleteNearest(forward:at:in:)`).
    static func deleteNeighbour(forward: Bool, at caret: Int, in field: borrowing FieldView)
        throws(EditRejection) -> Proposal
    {
        if let proposal = fixedNeighbour(forward: forward, at: caret, in: field) { return proposal }
        return try EntryMoves.deleteNearest(forward: forward, at: caret, in: field)
    }

    /// Backspace or Delete next to a digit or the separator; `nil` where natural entry's rule
    /// applies.
    private static func fixedNeighbour(forward: Bool, at caret: Int, in field: borrowing FieldView) -> Proposal? {
        let content = field.content
        guard let separator = content.separatorIndex, let index = field.position(of: caret)?.index else { return nil }
        let bounds = field.affixBounds
        let placeholderEnd = bounds.prefixEnd + field.locale.storage.glyphs[0].utf16Count
        var result = content
        var caretIndex: Int
        if forward {
            guard caret >= bounds.prefixSign.upperBound, index < content.characters.count,
                !(index == 0 && content.hasPlaceholder && caret < placeholderEnd)
            else { return nil }
            if index < separator {
                result.characters.remove(at: index)
            } else {
                result.characters.remove(at: index == separator ? index + 1 : index)
                result.characters.append(0)
            }
            caretIndex = index
        } else {
            if !bounds.suffixSign.isEmpty && caret > bounds.suffixSign.lowerBound { return nil }
            if index == 0 {
                // Right of the placeholder zero, a fraction of only filling empties the field
                // (`0|.00`, as `0|.` in natural entry, §4); else natural entry's rule applies.
                guard caret >= placeholderEnd, result.emptyIfOnlyFilling() else { return nil }
                caretIndex = 0
            } else if index == separator + 1 {
                // Just after the separator: the last integer digit goes; after the placeholder
                // there is none, and only a fraction of filling goes (`0.|00`).
                if separator == 0 {
                    guard result.emptyIfOnlyFilling() else { return .nothing }
                    caretIndex = 0
                } else {
                    result.characters.remove(at: separator - 1)
                    caretIndex = separator - 1
                }
            } else {
                result.characters.remove(at: index - 1)
                if index > separator { result.characters.append(0) }
                caretIndex = index - 1
            }
        }
        if result.emptyIfOnlyFilling() { caretIndex = 0 }
        return .content(result, caretAfter: caretIndex, .removed)
    }
}
