extension NumberField {
    /// Replaces the UTF-16 range `lower..<upper` with `string` (Behaviour §4): one character is a
    /// key, several are read as one pasted number, an empty string deletes. Records nothing;
    /// `apply(_:)` does, from the key it returns (`nil` for a deletion or a paste).
    @discardableResult
    mutating func performReplace(from lower: Int, to upper: Int, with string: String) throws(EditRejection) -> Key? {
        let characters = try characterRange(from: lower, to: upper)
        let edit = RangeEdit(
            lower: characters.lowerBound, upper: characters.upperBound,
            touchesSign: content.isNegative && lower < upper && affixBounds.touchesSign(lower, upper)
        )
        let wholeText = lower == 0 && upper == textLength
        switch policy.entry {
        case .natural: break
        case .cents: return try replaceInCents(edit, range: lower..<upper, with: string)
        case .fixed: return try replaceInFixed(edit, with: string, range: lower..<upper, wholeText: wholeText)
        }
        if string.isEmpty {
            try delete(edit, in: self.content, range: lower..<upper, bounds: affixBounds)
            return nil
        }
        switch Insertion(string) {
        case .nothing: return nil  // only bidi marks: nothing to do
        case .key(let scalar):
            let key = locale.key(for: scalar)
            if locale.isInertAffixCharacter(scalar, key: key) { return key }
            try type(key, over: edit)
            return key
        case .paste:
            try paste(string, over: edit, in: self.content, wholeText: wholeText)
            return nil
        }
    }

    /// One digit typed at the caret (an empty selection), the commonest edit: what
    /// `performReplace` does with it, without reading a range and a key in general. Returns the
    /// content it makes and the significant characters before the caret after it, limits not
    /// checked yet (`commit` checks them); `nil` for any other string, in cents mode or where
    /// the caret splits a character. Changes nothing: `mutating`, like the fixed-scale variant,
    /// only so that the field is passed by reference, where a call from a mutating edit to a
    /// non-mutating method that is not inlined copies the whole field (505 bytes) first.
    @inline(__always)
    mutating func digitTypedAtCaret(_ string: String) throws(EditRejection) -> (content: Content, caretAfter: Int)? {
        switch policy.entry {
        case .natural: break
        case .cents: return nil
        case .fixed: return try fixedDigitTypedAtCaret(string)
        }
        guard let digit = locale.digitValue(ofKey: string), let caret = position(of: selection.lowerBound),
            !caret.splitsCharacter
        else { return nil }
        var result = content
        let end = result.insert(CollectionOfOne(digit), at: caret.index)
        return (result, end)
    }

    /// Backspace: removes the selection, or the nearest significant character left of the
    /// caret, skipping grouping separators and bidi marks.
    mutating func performDeleteBackward() throws(EditRejection) {
        if selection.isEmpty {
            try deleteNeighbour(forward: false)
        } else {
            try performReplace(from: selection.lowerBound, to: selection.upperBound, with: "")
        }
    }

    /// Forward delete: the mirror of `performDeleteBackward()`.
    mutating func performDeleteForward() throws(EditRejection) {
        if selection.isEmpty {
            try deleteNeighbour(forward: true)
        } else {
            try performReplace(from: selection.lowerBound, to: selection.upperBound, with: "")
        }
    }

    /// What a non-empty inserted string is once ignorable characters are dropped (Behaviour §3).
    enum Insertion {
        /// Only ignorable characters.
        case nothing
        /// One character: a key.
        case key(Unicode.Scalar)
        /// Several characters: one pasted number.
        case paste

        init(_ string: String) {
            var scalars = string.unicodeScalars.makeIterator()
            var first = scalars.next()
            while let scalar = first, Ignorables.contains(scalar) { first = scalars.next() }
            guard let first else {
                self = .nothing
                return
            }
            var second = scalars.next()
            while let scalar = second, Ignorables.contains(scalar) { second = scalars.next() }
            self = second == nil ? .key(first) : .paste
        }
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

    /// Deletes `edit`, the significant characters of the UTF-16 `range`; a range of decoration
    /// only acts as Backspace or Delete next to it (Behaviour §4, §10.6).
    mutating func delete(
        _ edit: RangeEdit, in content: Content, range: Range<Int>, bounds: AffixBounds
    ) throws(EditRejection) {
        if edit.removesSomething {
            try commit(edit.removing(from: content), caretAfter: edit.lower)
        } else if locale.isAffixed && !range.isEmpty && range.upperBound <= bounds.prefixEnd {
            // In the prefix: Backspace at the body start, which leaves a caret there (§10.6.3).
            let before = self.content
            try deleteNeighbour(forward: false, at: bounds.prefixEnd)
            if self.content == before { moveCaret(to: bounds.prefixEnd) }
        } else if locale.isAffixed && !range.isEmpty && range.lowerBound >= bounds.suffixStart {
            // In the suffix: Delete when it starts at the caret, else Backspace at the body end.
            if selection.isEmpty && range.lowerBound == selection.lowerBound {
                try deleteNeighbour(forward: true)
            } else {
                try deleteNeighbour(forward: false, at: bounds.suffixStart)
            }
        } else if !range.isEmpty && selection.isEmpty && range.upperBound == selection.lowerBound {
            try deleteNeighbour(forward: false)  // UIKit's backspace over a grouping separator
        } else if !range.isEmpty && selection.isEmpty && range.lowerBound == selection.lowerBound {
            try deleteNeighbour(forward: true)
        } else if !range.isEmpty {
            moveCaret(to: layout(of: content).caretOffset(after: edit.lower))
        }
    }

    /// Backspace or Delete at `caret` (the selection's start unless given).
    mutating func deleteNeighbour(forward: Bool, at caret: Int? = nil) throws(EditRejection) {
        switch policy.entry {
        case .natural: break
        case .cents:
            let caret = caret ?? selection.lowerBound
            try forward ? centsDeleteForward(at: caret) : centsBackspace(at: caret)
            return
        case .fixed:
            if try deleteFixedNeighbour(forward: forward, at: caret ?? selection.lowerBound) { return }
        }
        let content = self.content
        let caret = caret ?? selection.lowerBound
        guard let index = position(of: caret)?.index else { throw .invalidRange }
        let bounds = affixBounds
        let hasSuffix = !bounds.suffixSign.isEmpty
        var result = content
        var caretIndex = index
        if forward {
            if !bounds.prefixSign.isEmpty && caret < bounds.prefixSign.upperBound {
                result.isNegative = false
            } else if index == 0 && content.hasPlaceholder
                && caret < bounds.prefixEnd + locale.storage.glyphs[0].utf16Count
            {
                return  // before the placeholder zero, which stands for no digit: nothing to delete
            } else if index < content.characters.count {
                result.characters.remove(at: index)
            } else if hasSuffix {
                result.isNegative = false
            } else {
                return
            }
        } else {
            if hasSuffix && caret > bounds.suffixSign.lowerBound {
                result.isNegative = false
            } else if index > 0 {
                result.characters.remove(at: index - 1)
                caretIndex = index - 1
            } else if content.characters.count == 1, content.separatorIndex == 0,
                caret >= layout.caretOffset(after: 0)
            {
                result.characters.removeAll()  // `0|.`: the separator with nothing after it (§4)
            } else if !bounds.prefixSign.isEmpty && caret > 0 {
                result.isNegative = false
            } else {
                return
            }
        }
        try commit(result, caretAfter: caretIndex)
    }

    /// Types `key` over `edit` of the current content (read in place: copying it costs more than the
    /// rest of a typed digit).
    private mutating func type(_ key: Key, over edit: RangeEdit) throws(EditRejection) {
        switch key {
        case .digit(let digit):
            var result = edit.removing(from: content)
            let end = result.insert(CollectionOfOne(digit), at: edit.lower)
            try commit(result, caretAfter: end)
        case .decimal:
            guard policy.fractionLimit > 0 else { throw .decimalNotAllowed }
            if let existing = content.separatorIndex, !(edit.lower..<edit.upper).contains(existing) {
                // Left of it, the caret jumps behind it; in the fraction, a second tap changes nothing.
                if edit.lower <= existing {
                    moveCaret(to: layout(of: content).caretOffset(after: existing + 1))
                }
                return
            }
            var result = edit.removing(from: content)
            let end = result.insert(CollectionOfOne(Content.separator), at: edit.lower)
            try commit(result, caretAfter: end)
        case .minus:
            guard policy.permitsNegative else { throw .negativeNotAllowed }
            var result = edit.removing(from: content)
            result.isNegative.toggle()
            try commit(result, caretAfter: edit.lower)
        case .plus:
            guard edit.removesSomething || content.isNegative else {
                if !selection.isEmpty {  // a selection of decoration only collapses, as deletion does
                    moveCaret(to: layout(of: content).caretOffset(after: edit.lower))
                }
                return
            }
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
        let (result, end) = try pasted(string, over: edit, in: content, wholeText: wholeText)
        try commit(result, caretAfter: end)
    }

    /// `content` with `string` pasted over `edit` (Behaviour §4), and the number of significant
    /// characters before the end of the pasted ones; the limits are not checked yet.
    @inline(__always)
    func pasted(
        _ string: String, over edit: RangeEdit, in content: Content, wholeText: Bool
    ) throws(EditRejection) -> (Content, Int) {
        guard let number = locale.pastedNumber(locale.isAffixed ? locale.unmarkedPaste(string) : string) else {
            throw .invalidPaste
        }
        var result = edit.removing(from: content)
        if let sign = number.sign {
            guard wholeText || content.characters.isEmpty && !content.isNegative else { throw .invalidPaste }
            result.isNegative = sign == .minus
        }
        if number.characters.contains(Content.separator) && result.hasSeparator { throw .invalidPaste }
        var end = result.insert(number.characters, at: edit.lower)
        end -= result.dropValuelessFraction(maxFractionDigits: policy.fractionLimit, before: end)
        return (result, end)
    }

    /// Checks the limits and, when they hold, shows the result with the caret after its `k`-th
    /// significant character.
    mutating func commit(_ result: consuming Content, caretAfter k: Int) throws(EditRejection) {
        try check(result)
        show(result, caret: .after(k))
    }

    /// Throws the first limit of §5 that `content` breaks (no bound with `clampOnFinalize`, §15).
    /// `mutating` only to pass the field by reference: a call left out of line copied it (505 bytes).
    @inline(__always)
    mutating func check(_ content: Content) throws(EditRejection) {
        try checkDigitsAndSign(content)
        guard !content.characters.isEmpty else { return }
        if !content.isNegative, let maximum = policy.maximum, !policy.clampOnFinalize,
            maximum.isNegative || content.compareMagnitude(with: maximum) > 0
        {
            throw .aboveMaximum
        }
        if content.isNegative, let minimum = policy.minimum, !policy.clampOnFinalize, minimum.isNegative,
            content.compareMagnitude(with: minimum) > 0
        {
            throw .belowMinimum
        }
    }

    /// Throws the first limit of §5 but the bounds that `content` breaks, which also refuse an
    /// outside value (§16); `mutating` for the reason `check(_:)` is.
    @inline(__always)
    mutating func checkDigitsAndSign(_ content: Content) throws(EditRejection) {
        if content.isNegative && !policy.permitsNegative { throw .negativeNotAllowed }
        if content.hasSeparator && policy.fractionLimit == 0 { throw .decimalNotAllowed }
        if let maxIntegerDigits = policy.maxIntegerDigits, content.integerCount > maxIntegerDigits {
            throw .tooManyIntegerDigits
        }
        if content.fractionCount > policy.fractionLimit { throw .tooManyFractionDigits }
    }
}
