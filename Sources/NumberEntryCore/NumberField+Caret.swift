extension NumberField {
    /// Selects the UTF-16 range `lower..<upper` as the text view reports it. Throws
    /// `invalidRange` for an inverted or out-of-bounds range, or one that splits a surrogate pair.
    public mutating func select(from lower: Int, to upper: Int) throws(EditRejection) {
        _ = try characterRange(from: lower, to: upper)
        selection = lower..<upper
    }

    /// Selects a UTF-16 range; see `select(from:to:)`.
    public mutating func select(_ range: Range<Int>) throws(EditRejection) {
        try select(from: range.lowerBound, to: range.upperBound)
    }

    /// Moves the caret to the previous caret position, past grouping separators and bidi
    /// marks; a selection collapses to its start.
    public mutating func moveLeft() {
        let offsets = layout.caretOffsets()
        if selection.isEmpty {
            moveCaret(to: offsets.last { $0 < selection.lowerBound } ?? 0)
        } else {
            moveCaret(to: offsets.last { $0 <= selection.lowerBound } ?? 0)
        }
    }

    /// Moves the caret to the next caret position; a selection collapses to its end (to the
    /// caret position of the character the end follows, never after a grouping separator).
    public mutating func moveRight() {
        let offsets = layout.caretOffsets()
        if selection.isEmpty {
            moveCaret(to: offsets.first { $0 > selection.lowerBound } ?? offsets.last!)
        } else {
            moveCaret(to: offsets.last { $0 <= selection.upperBound } ?? 0)
        }
    }

    /// Moves the caret to offset 0.
    public mutating func moveToStart() { moveCaret(to: 0) }

    /// Moves the caret to the end of the text.
    public mutating func moveToEnd() { moveCaret(to: textLength) }

    /// The offsets the caret may rest on after an edit or a caret move, ascending.
    public var caretOffsets: [Int] { layout.caretOffsets() }

    mutating func moveCaret(to offset: Int) {
        selection = offset..<offset
    }
}
