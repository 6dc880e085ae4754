extension Content {
    /// Whether the content shows what a fixed-scale field with `places` fraction digits shows:
    /// nothing, or a separator and exactly `places` fraction digits (Behaviour §14).
    func isFilled(to places: Int) -> Bool {
        characters.isEmpty || (hasSeparator && fractionCount == places)
    }

    /// Adds the separator, when missing, and zeros ending the fraction up to `places` digits;
    /// an empty content stays empty.
    mutating func fillFraction(to places: Int) {
        guard !characters.isEmpty else { return }
        if !hasSeparator { characters.append(Content.separator) }
        let missing = places - fractionCount
        if missing > 0 { characters.append(contentsOf: repeatElement(0, count: missing)) }
    }

    /// The content without the zeros that end the fraction at or after significant character
    /// `start`: the filling of a fixed-scale field beyond an edit (Behaviour §14.6).
    func droppingFilling(after start: Int) -> Content {
        guard let separator = separatorIndex else { return self }
        let floor = max(start, separator + 1)
        var end = characters.count
        while end > floor && characters[end - 1] == 0 { end -= 1 }
        guard end < characters.count else { return self }
        var result = self
        result.characters.removeSubrange(end...)
        return result
    }

    /// Makes a lone `0` integer part, which an insertion into a content without integer digits
    /// left, the placeholder: in fixed-scale entry the separator always follows it, as the
    /// decimal key makes it in natural entry (Behaviour §14.1, §4). Returns the caret index `end`
    /// after the insertion, moved with it.
    mutating func placeholderForLoneZero(caretAfter end: Int) -> Int {
        guard integerCount == 1, characters[0] == 0 else { return end }
        if characters.count == 1 {
            characters[0] = Content.separator
        } else {
            characters.remove(at: 0)
        }
        return max(0, end - 1)
    }

    /// Empties the digits when the integer part is empty and the fraction holds only zeros
    /// (Behaviour §14.5), keeping the sign; returns whether it did.
    @discardableResult
    mutating func emptyIfOnlyFilling() -> Bool {
        guard hasPlaceholder, fractionDigits.allSatisfy({ $0 == 0 }) else { return false }
        characters.removeAll()
        return true
    }
}
