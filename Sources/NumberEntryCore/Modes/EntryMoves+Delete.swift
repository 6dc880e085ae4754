extension EntryMoves {
    /// Backspace or Delete, the deletion next to a UTF-16 offset that a rule makes: `forward`,
    /// the offset, the field.
    typealias NeighbourDeletion = (_ forward: Bool, _ caret: Int, _ field: borrowing FieldView) throws(EditRejection)
        -> Proposal

    /// The deletion of the UTF-16 `range` when it holds nothing the rule removes (decoration,
    /// or in cents mode filling): Backspace or Delete next to it, made by `neighbour`, the rule's
    /// own (Behaviour §4, §10.6, §10.11). In the prefix, Backspace at the body start, which
    /// leaves a caret there (§10.6.3); in the suffix, Delete when it starts at the caret, else
    /// Backspace at the body end; elsewhere Backspace when the range ends at the caret (UIKit's
    /// Backspace over a grouping separator) and Delete when it starts there. `nil` for a range
    /// away from the caret and the affixes, which changes nothing: the rule says where the caret
    /// goes. The affixes are read first; a caret is never in an affix, so reading the caret first
    /// would give the same.
    static func deleteDecoration(
        _ range: Range<Int>, in field: borrowing FieldView, neighbour: NeighbourDeletion
    ) throws(EditRejection) -> Proposal? {
        guard !range.isEmpty else { return .nothing }
        let bounds = field.affixBounds
        let selection = field.selection
        let isAffixed = field.locale.isAffixed
        if isAffixed && range.upperBound <= bounds.prefixEnd {
            let backspace = try neighbour(false, bounds.prefixEnd, field)
            return backspace.changesNothing ? .caret(bounds.prefixEnd) : backspace
        } else if isAffixed && range.lowerBound >= bounds.suffixStart {
            if selection.isEmpty && range.lowerBound == selection.lowerBound {
                return try neighbour(true, selection.lowerBound, field)
            }
            return try neighbour(false, bounds.suffixStart, field)
        } else if selection.isEmpty && range.upperBound == selection.lowerBound {
            return try neighbour(false, selection.lowerBound, field)
        } else if selection.isEmpty && range.lowerBound == selection.lowerBound {
            return try neighbour(true, selection.lowerBound, field)
        }
        return nil
    }

    /// Backspace (`forward` false) or Delete at the UTF-16 offset `caret` as natural entry makes
    /// it: the nearest significant character on that side, skipping grouping separators and bidi
    /// marks, or the sign next to it. Fixed-scale entry makes it so next to the sign, before the
    /// placeholder zero and at either end.
    static func deleteNearest(forward: Bool, at caret: Int, in field: borrowing FieldView)
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
