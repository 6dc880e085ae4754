extension NumberField {
    /// Selects the UTF-16 range `lower..<upper`; throws `invalidRange` for an inverted or
    /// out-of-bounds range, or one that splits a surrogate pair. A caret placed in an affix goes
    /// to the nearer body end.
    mutating func performSelect(from lower: Int, to upper: Int) throws(EditRejection) {
        _ = try characterRange(from: lower, to: upper)
        if lower == upper && locale.isAffixed {
            // A caret in or outside an affix goes to the nearer end of the body (Behaviour §10.5).
            let body = layout.body
            let caret = min(max(lower, body.lowerBound), body.upperBound)
            selection = caret..<caret
        } else {
            selection = lower..<upper
        }
    }

    /// The start of the body: offset 0, or the end of the prefix in an affixed field.
    @inline(__always)
    var bodyStart: Int { locale.isAffixed ? layout.body.lowerBound : 0 }

    /// The end of the body: the end of the text, or the start of the suffix in an affixed field.
    @inline(__always)
    var bodyEnd: Int { locale.isAffixed ? layout.body.upperBound : textLength }

    /// Moves the caret to the previous caret position, past grouping separators and bidi
    /// marks; a selection collapses to its start.
    mutating func performMoveLeft() {
        let offsets = layout.caretOffsets()
        if selection.isEmpty {
            moveCaret(to: offsets.last { $0 < selection.lowerBound } ?? offsets[0])
        } else {
            moveCaret(to: offsets.last { $0 <= selection.lowerBound } ?? offsets[0])
        }
    }

    /// Moves the caret to the next caret position; a selection collapses to its end (to the
    /// caret position of the character the end follows, never after a grouping separator).
    mutating func performMoveRight() {
        let offsets = layout.caretOffsets()
        if selection.isEmpty {
            moveCaret(to: offsets.first { $0 > selection.lowerBound } ?? offsets.last!)
        } else {
            moveCaret(to: offsets.last { $0 <= selection.upperBound } ?? offsets[0])
        }
    }

    /// The offsets the caret may rest on after an edit or a caret move, ascending.
    public var caretOffsets: [Int] { layout.caretOffsets() }

    mutating func moveCaret(to offset: Int) {
        selection = offset..<offset
    }
}
