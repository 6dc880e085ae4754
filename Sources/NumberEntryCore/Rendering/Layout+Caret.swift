extension Layout {
    /// The UTF-16 length of the rendered text.
    var length: Int { size.utf16 }

    /// The caret offset right after the `k`-th significant character (Behaviour §6): with k = 0,
    /// after the negative prefix and after a placeholder zero; never after a grouping separator.
    func caretOffset(after k: Int) -> Int {
        var offset = 0
        var seen = 0
        var result = 0
        walk { segment, width in
            switch segment {
            case .prefix, .placeholder:
                offset += width
                result = offset
                return true
            case .character:
                guard seen < k else { return false }
                offset += width
                seen += 1
                result = offset
                return seen < k
            case .grouping, .suffix:
                offset += width
                return true
            }
        }
        return result
    }

    /// Where a UTF-16 offset falls.
    struct Position {
        /// Significant characters that end at or before the offset.
        var index: Int
        /// Whether the offset lies inside a character (splits a surrogate pair).
        var splitsCharacter: Bool
    }

    /// The position of `offset`, or `nil` when it is outside the text.
    func position(of offset: Int) -> Position? {
        guard offset >= 0 else { return nil }
        if offset == length { return Position(index: content.characters.count, splitsCharacter: false) }
        var start = 0
        var index = 0
        var splits = false
        walk { segment, width in
            guard start < offset else { return false }
            let end = start + width
            switch segment {
            case .character:
                if end <= offset { index += 1 } else { splits = width > 1 }
            case .placeholder, .grouping:
                if end > offset { splits = width > 1 }
            case .prefix:
                if end > offset { splits = prefixText.splitsScalar(at: offset - start) }
            case .suffix:
                if end > offset { splits = suffixText.splitsScalar(at: offset - start) }
            }
            start = end
            return true
        }
        guard offset <= start else { return nil }
        return Position(index: index, splitsCharacter: splits)
    }

    /// Every offset the caret may rest on after an edit or a caret move, ascending: the
    /// start, the offset after the sign (and after a placeholder zero), after each significant
    /// character, and the end. One walk, so linear in the text's length.
    func caretOffsets() -> [Int] {
        if locale.isAffixed { return bodyCaretOffsets() }
        var offsets = [0]
        var offset = 0
        walk { segment, width in
            offset += width
            switch segment {
            case .prefix:
                if !content.hasPlaceholder { offsets.append(offset) }
            case .placeholder, .character:
                offsets.append(offset)
            case .grouping, .suffix:
                break
            }
            return true
        }
        if offset != offsets.last! { offsets.append(offset) }
        return offsets
    }
}

extension Layout {
    /// The caret offsets of an affixed text (Behaviour §10.5): the body's ends (the start as offset
    /// 0 is in a plain text) and the offsets after each significant character and a
    /// placeholder zero; never inside or outside the affixes.
    private func bodyCaretOffsets() -> [Int] {
        let body = self.body
        var offsets = [body.lowerBound]
        var offset = 0
        walk { segment, width in
            offset += width
            switch segment {
            case .placeholder, .character: offsets.append(offset)
            case .prefix, .grouping, .suffix: break
            }
            return true
        }
        if body.upperBound != offsets.last! { offsets.append(body.upperBound) }
        return offsets
    }
}
