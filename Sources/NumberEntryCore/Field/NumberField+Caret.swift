extension NumberField {
    /// The selection the UTF-16 range `lower..<upper` makes; throws `invalidRange` for an
    /// inverted or out-of-bounds range, or one that splits a surrogate pair. A caret placed in an
    /// affix goes to the nearer body end.
    func selected(from lower: Int, to upper: Int) throws(EditRejection) -> Range<Int> {
        _ = try characterRange(from: lower, to: upper)
        guard lower == upper && locale.isAffixed else { return lower..<upper }
        // A caret in or outside an affix goes to the nearer end of the body (Behaviour §10.5).
        let body = layout.body
        let caret = min(max(lower, body.lowerBound), body.upperBound)
        return caret..<caret
    }

    /// The start of the body: offset 0, or the end of the prefix in an affixed field.
    @inline(__always)
    var bodyStart: Int { locale.isAffixed ? layout.body.lowerBound : 0 }

    /// The caret one position left, past grouping separators and bidi marks; a selection
    /// collapses to its start.
    var movedLeft: Range<Int> {
        let offsets = layout.caretOffsets()
        let offset =
            selection.isEmpty
            ? offsets.last { $0 < selection.lowerBound } ?? offsets[0]
            : offsets.last { $0 <= selection.lowerBound } ?? offsets[0]
        return offset..<offset
    }

    /// The caret one position right; a selection collapses to its end (to the caret position of
    /// the character the end follows, never after a grouping separator).
    var movedRight: Range<Int> {
        let offsets = layout.caretOffsets()
        let offset =
            selection.isEmpty
            ? offsets.first { $0 > selection.lowerBound } ?? offsets.last!
            : offsets.last { $0 <= selection.upperBound } ?? offsets[0]
        return offset..<offset
    }

    /// The offsets the caret may rest on after an edit or a caret move, ascending.
    public var caretOffsets: [Int] { layout.caretOffsets() }
}
