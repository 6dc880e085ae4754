extension NaturalEntry {
    /// Deletes `edit`, the significant characters of the UTF-16 `range`; a range of decoration
    /// only acts as Backspace or Delete next to it (Behaviour §4, §10.6), else leaves a caret
    /// after the characters before it.
    static func delete(_ edit: RangeEdit, range: Range<Int>, in field: borrowing FieldView)
        throws(EditRejection) -> Proposal
    {
        guard !edit.removesSomething else {
            return .content(edit.removing(from: field.content), caretAfter: edit.lower, .removed)
        }
        if let proposal = try EntryMoves.deleteDecoration(range, in: field, neighbour: deleteNeighbour) {
            return proposal
        }
        return .caret(field.layout(of: field.content).caretOffset(after: edit.lower))
    }

    /// Backspace or Delete at the UTF-16 offset `caret`: the nearest significant character on
    /// that side, or the sign next to it (`EntryMoves.deleteNearest(forward:at:in:)`).
    static func deleteNeighbour(forward: Bool, at caret: Int, in field: borrowing FieldView)
        throws(EditRejection) -> Proposal
    {
        try EntryMoves.deleteNearest(forward: forward, at: caret, in: field)
    }
}
