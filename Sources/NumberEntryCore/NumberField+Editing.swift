extension NumberField {
    /// Replaces the UTF-16 range `lower..<upper` with `string`, as a text-field delegate asks
    /// (spec §4). One character is a key, several are read as one pasted number, an empty
    /// string deletes.
    public mutating func replace(from lower: Int, to upper: Int, with string: String) throws(EditRejection) {
        let content = self.content
        let characters = try characterRange(from: lower, to: upper)
        let bounds = signBounds
        let edit = RangeEdit(
            lower: characters.lowerBound, upper: characters.upperBound,
            touchesSign: content.isNegative && lower < upper && (lower < bounds.prefixEnd || upper > bounds.suffixStart)
        )
        if string.isEmpty {
            try delete(edit, in: content, range: lower..<upper)
            return
        }
        var scalars = string.unicodeScalars.makeIterator()
        var first = scalars.next()
        while let scalar = first, Ignorables.contains(scalar) { first = scalars.next() }
        guard let first else { return }  // only bidi marks: nothing to do
        var second = scalars.next()
        while let scalar = second, Ignorables.contains(scalar) { second = scalars.next() }
        if second == nil {
            try type(locale.key(for: first), over: edit, in: content)
        } else {
            try paste(string, over: edit, in: content, wholeText: lower == 0 && upper == bounds.length)
        }
    }

    /// Replaces a UTF-16 range; see `replace(from:to:with:)`.
    public mutating func replace(_ range: Range<Int>, with string: String) throws(EditRejection) {
        try replace(from: range.lowerBound, to: range.upperBound, with: string)
    }

    /// Types or pastes `string` over the selection.
    public mutating func insert(_ string: String) throws(EditRejection) {
        try replace(selection, with: string)
    }

    /// Backspace: removes the selection, or the nearest significant character left of the
    /// caret, skipping grouping separators and bidi marks.
    public mutating func deleteBackward() throws(EditRejection) {
        if selection.isEmpty { try deleteNeighbour(forward: false) } else { try replace(selection, with: "") }
    }

    /// Forward delete: the mirror of `deleteBackward()`.
    public mutating func deleteForward() throws(EditRejection) {
        if selection.isEmpty { try deleteNeighbour(forward: true) } else { try replace(selection, with: "") }
    }

    /// Significant characters `lower..<upper` of an edit's range, and whether it overlaps the sign.
    struct RangeEdit {
        var lower: Int
        var upper: Int
        var touchesSign: Bool

        /// `content` with the range's significant characters (and the sign, if touched) removed.
        func removing(from content: Content) -> Content {
            var result = content
            if lower < upper { result.characters.removeSubrange(lower..<upper) }
            if touchesSign { result.isNegative = false }
            return result
        }

        var removesSomething: Bool { lower < upper || touchesSign }
    }

    private mutating func delete(_ edit: RangeEdit, in content: Content, range: Range<Int>) throws(EditRejection) {
        if edit.removesSomething {
            try commit(edit.removing(from: content), caretAfter: edit.lower)
        } else if !range.isEmpty && selection.isEmpty && range.upperBound == selection.lowerBound {
            try deleteNeighbour(forward: false)  // UIKit's backspace over a grouping separator
        } else if !range.isEmpty && selection.isEmpty && range.lowerBound == selection.lowerBound {
            try deleteNeighbour(forward: true)
        } else if !range.isEmpty {
            moveCaret(to: Layout(locale: locale, content: content).caretOffset(after: edit.lower))
        }
    }

    private mutating func deleteNeighbour(forward: Bool) throws(EditRejection) {
        let content = self.content
        let caret = selection.lowerBound
        guard let index = position(of: caret)?.index else { throw .invalidRange }
        let bounds = signBounds
        let hasSuffix = content.isNegative && bounds.suffixStart < bounds.length
        var result = content
        var caretIndex = index
        if forward {
            if content.isNegative && caret < bounds.prefixEnd {
                result.isNegative = false
            } else if index == 0 && content.hasPlaceholder {
                return  // the placeholder zero stands for no digit: deleting it changes nothing
            } else if index < content.characters.count {
                result.characters.remove(at: index)
            } else if hasSuffix {
                result.isNegative = false
            } else {
                return
            }
        } else {
            if hasSuffix && caret > bounds.suffixStart {
                result.isNegative = false
            } else if index > 0 {
                result.characters.remove(at: index - 1)
                caretIndex = index - 1
            } else if content.isNegative && caret > 0 {
                result.isNegative = false
            } else {
                return
            }
        }
        try commit(result, caretAfter: caretIndex)
    }

    private mutating func type(_ key: Key, over edit: RangeEdit, in content: Content) throws(EditRejection) {
        switch key {
        case .digit(let digit):
            var result = edit.removing(from: content)
            result.characters.insert(digit, at: edit.lower)
            try commit(result, caretAfter: edit.lower + 1)
        case .decimal:
            guard policy.maxFractionDigits > 0 else { throw .decimalNotAllowed }
            if let existing = content.separatorIndex, !(edit.lower..<edit.upper).contains(existing) {
                moveCaret(to: Layout(locale: locale, content: content).caretOffset(after: existing + 1))
                return
            }
            var result = edit.removing(from: content)
            result.characters.insert(Content.separator, at: edit.lower)
            try commit(result, caretAfter: edit.lower + 1)
        case .minus:
            guard policy.permitsNegative else { throw .negativeNotAllowed }
            var result = edit.removing(from: content)
            result.isNegative.toggle()
            try commit(result, caretAfter: edit.lower)
        case .plus:
            guard edit.removesSomething || content.isNegative else { return }
            var result = edit.removing(from: content)
            result.isNegative = false
            try commit(result, caretAfter: edit.lower)
        case .grouping:
            throw .groupingIsAutomatic
        case .other:
            throw .invalidCharacter
        }
    }

    private mutating func paste(
        _ string: String, over edit: RangeEdit, in content: Content, wholeText: Bool
    ) throws(EditRejection) {
        guard let number = locale.pastedNumber(string) else { throw .invalidPaste }
        var result = edit.removing(from: content)
        if let sign = number.sign {
            guard wholeText || content.characters.isEmpty && !content.isNegative else { throw .invalidPaste }
            result.isNegative = sign == .minus
        }
        if number.characters.contains(Content.separator) {
            guard policy.maxFractionDigits > 0 else { throw .decimalNotAllowed }
            guard !result.hasSeparator else { throw .invalidPaste }
        }
        result.characters.insert(contentsOf: number.characters, at: edit.lower)
        try commit(result, caretAfter: edit.lower + number.characters.count)
    }

    /// Normalises leading zeros, checks the limits and, when they hold, shows the result with
    /// the caret after its `k`-th significant character.
    private mutating func commit(_ proposed: consuming Content, caretAfter k: Int) throws(EditRejection) {
        var result = proposed
        let removed = result.removeLeadingZeros()
        try check(result)
        let layout = Layout(locale: locale, content: result)
        let (text, caret) = layout.render(caretAfter: k - min(removed, k))
        self.text = text
        content = consume result
        textLength = layout.length
        selection = caret..<caret
    }

    /// Throws the first limit of spec §5 that `content` breaks.
    func check(_ content: Content) throws(EditRejection) {
        if content.isNegative && !policy.permitsNegative { throw .negativeNotAllowed }
        if content.hasSeparator && policy.maxFractionDigits == 0 { throw .decimalNotAllowed }
        if let maxIntegerDigits = policy.maxIntegerDigits, content.integerCount > maxIntegerDigits {
            throw .tooManyIntegerDigits
        }
        if content.fractionCount > policy.maxFractionDigits { throw .tooManyFractionDigits }
        guard !content.characters.isEmpty else { return }
        if !content.isNegative, let maximum = policy.maximum,
            maximum.isNegative || content.compareMagnitude(with: maximum) > 0
        {
            throw .aboveMaximum
        }
        if content.isNegative, let minimum = policy.minimum, minimum.isNegative,
            content.compareMagnitude(with: minimum) > 0
        {
            throw .belowMinimum
        }
    }
}
