extension CentsEntry {
    static func delete(_ edit: RangeEdit, range: Range<Int>, in field: borrowing FieldView)
        throws(EditRejection) -> Proposal
    {
        let digits = CentsDigits(field.content, lower: edit.lower, upper: edit.upper)
        if edit.touchesSign || digits.coversDigit {
            let isNegative = field.content.isNegative && !edit.touchesSign
            return proposal(isNegative: isNegative, digits.replacing(with: EmptyCollection()), .removed, field)
        }
        // Filling or decoration only: Backspace or Delete next to it, else a caret at its start.
        if let proposal = try EntryMoves.deleteDecoration(range, in: field, neighbour: deleteNeighbour) {
            return proposal
        }
        return caret(atStartOf: range, in: field)
    }

    /// Backspace at the UTF-16 offset `caret` removes the digit of the digit string left of it;
    /// with none there, a sign in the prefix (Behaviour §10.6.3), else nothing. Delete is the
    /// mirror: the digit right of the caret, else a sign in the suffix (§10.6.4). A caret next to
    /// a sign character removes that sign, as in natural entry.
    static func deleteNeighbour(forward: Bool, at caret: Int, in field: borrowing FieldView)
        throws(EditRejection) -> Proposal
    {
        guard let index = field.position(of: caret)?.index else { throw .invalidRange }
        let bounds = field.affixBounds
        let digits = CentsDigits(field.content, lower: index, upper: index)
        let removesSign: Bool
        if forward {
            if !bounds.prefixSign.isEmpty && caret < bounds.prefixSign.upperBound {
                removesSign = true
            } else if let result = digits.removingAfter() {
                return proposal(isNegative: field.content.isNegative, result, .removed, field)
            } else {
                removesSign = !bounds.suffixSign.isEmpty
            }
        } else {
            if !bounds.suffixSign.isEmpty && caret > bounds.suffixSign.lowerBound {
                removesSign = true
            } else if let result = digits.removingBefore() {
                return proposal(isNegative: field.content.isNegative, result, .removed, field)
            } else {
                removesSign = !bounds.prefixSign.isEmpty && caret > 0
            }
        }
        guard removesSign else { return .nothing }
        return proposal(isNegative: false, digits.replacing(with: EmptyCollection()), .removed, field)
    }
}
