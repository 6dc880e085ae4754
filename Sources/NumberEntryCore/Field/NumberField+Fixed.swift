extension NumberField {
    /// The fraction digits a fixed-scale field always shows (Behaviour §14).
    @inline(__always)
    var fixedPlaces: Int { policy.fractionLimit }

    /// An edit in fixed-scale entry (Behaviour §14): as natural entry, except that the fraction
    /// always shows `fixedPlaces` digits, typed fraction digits overwrite and deleted ones leave a
    /// zero at the fraction's end. The zeros ending the fraction after the edited range are
    /// filling, so a selection or a paste acts on the digits as typed and the fraction is filled
    /// again afterwards.
    mutating func replaceInFixed(
        _ edit: RangeEdit, with string: String, range: Range<Int>, wholeText: Bool
    ) throws(EditRejection) -> Key? {
        if string.isEmpty {
            try deleteInFixed(edit, range: range)
            return nil
        }
        switch Insertion(string) {
        case .nothing: return nil
        case .key(let scalar):
            let key = locale.key(for: scalar)
            if locale.isInertAffixCharacter(scalar, key: key) { return key }
            try typeInFixed(key, over: edit)
            return key
        case .paste:
            let base = content.droppingFilling(after: edit.upper)
            var (result, end) = try pasted(string, over: edit, in: base, wholeText: wholeText)
            if edit.removing(from: base).integerCount == 0 { end = result.placeholderForLoneZero(caretAfter: end) }
            try commitFixed(result, caretAfter: end)
            return nil
        }
    }

    /// One digit typed at the caret (`digitTypedAtCaret` in fixed-scale entry): the content it
    /// makes and the significant characters before the caret after it, limits not checked yet;
    /// `nil` for any other string or where the caret splits a character. Changes nothing
    /// (`mutating` for the reason `digitTypedAtCaret` gives).
    mutating func fixedDigitTypedAtCaret(_ string: String) throws(EditRejection) -> (content: Content, caretAfter: Int)?
    {
        guard let digit = locale.digitValue(ofKey: string) else { return nil }
        if let index = fixedCaretIndex { return try fixedDigitTyped(digit, at: index) }
        guard let caret = position(of: selection.lowerBound), !caret.splitsCharacter else { return nil }
        return try fixedDigitTyped(digit, at: caret.index)
    }

    /// The significant characters before the caret when it stands in front of the separator or
    /// in the fraction, found without walking the text: the separator, the fraction digits and
    /// the suffix behind it have known widths. `nil` elsewhere (and for a field without a
    /// number, or digits of different widths, which no Unicode numbering system has).
    @inline(__always)
    private var fixedCaretIndex: Int? {
        guard let separator = content.separatorIndex, let digit = locale.storage.uniformDigitWidths?.utf16 else {
            return nil
        }
        let caret = selection.lowerBound
        let fractionStart = textLength - suffixWidth - fixedPlaces * digit
        if caret == fractionStart - locale.decimalSeparator.utf16Width { return separator }
        let into = caret - fractionStart
        guard into >= 0, into % digit == 0, into / digit <= fixedPlaces else { return nil }
        return separator + 1 + into / digit
    }

    /// A digit at significant character `index`: inserted in the integer part (Behaviour §14.1),
    /// over the digit right of it in the fraction (§14.3), rejected at the fraction's end. Returns
    /// the content and the significant characters before the caret after it, limits not checked.
    @inline(__always)
    private func fixedDigitTyped(_ digit: UInt8, at index: Int) throws(EditRejection) -> (
        content: Content, caretAfter: Int
    ) {
        var result = content
        if let separator = result.separatorIndex, index > separator {
            guard index < result.characters.count else { throw .tooManyFractionDigits }
            result.characters[index] = digit
            return (result, index + 1)
        }
        let wasEmpty = result.characters.isEmpty  // else it shows its filled fraction already
        var end = result.insert(CollectionOfOne(digit), at: index)
        if wasEmpty {
            end = result.placeholderForLoneZero(caretAfter: end)
            result.fillFraction(to: fixedPlaces)
        }
        return (result, end)
    }

    /// Types `key` over `edit` (Behaviour §14.1-§14.3, §14.6).
    private mutating func typeInFixed(_ key: Key, over edit: RangeEdit) throws(EditRejection) {
        let removes = edit.lower < edit.upper
        switch key {
        case .digit(let digit):
            guard removes || edit.touchesSign else {
                let (result, end) = try fixedDigitTyped(digit, at: edit.lower)
                try commit(result, caretAfter: end)
                return
            }
            var result = edit.removing(from: content.droppingFilling(after: edit.upper))
            let hadInteger = result.integerCount > 0
            var end = result.insert(CollectionOfOne(digit), at: edit.lower)
            if !hadInteger { end = result.placeholderForLoneZero(caretAfter: end) }
            try commitFixed(result, caretAfter: end)
        case .decimal:
            if let existing = content.separatorIndex, !(edit.lower..<edit.upper).contains(existing) {
                // Left of it, the caret jumps behind it; in the fraction, the key changes nothing.
                if edit.lower <= existing {
                    moveCaret(to: layout(of: content).caretOffset(after: existing + 1))
                }
                return
            }
            var result = edit.removing(from: content.droppingFilling(after: edit.upper))
            let end = result.insert(CollectionOfOne(Content.separator), at: edit.lower)
            try commitFixed(result, caretAfter: end)
        case .minus:
            guard policy.permitsNegative else { throw .negativeNotAllowed }
            var result = edit.removing(from: content.droppingFilling(after: edit.upper))
            if removes { result.emptyIfOnlyFilling() }
            result.isNegative.toggle()
            try commitFixed(result, caretAfter: result.characters.isEmpty ? 0 : edit.lower)
        case .plus:
            guard edit.removesSomething || content.isNegative else {
                if !selection.isEmpty {  // a selection of decoration only collapses, as deletion does
                    moveCaret(to: layout(of: content).caretOffset(after: edit.lower))
                }
                return
            }
            var result = edit.removing(from: content.droppingFilling(after: edit.upper))
            if removes { result.emptyIfOnlyFilling() }
            result.isNegative = false
            try commitFixed(result, caretAfter: result.characters.isEmpty ? 0 : edit.lower)
        case .grouping:
            throw .groupingIsAutomatic
        case .other:
            throw .invalidCharacter
        }
    }

    /// Deletes the significant characters of `edit` (Behaviour §14.4-§14.6). The range a text
    /// view sends for Backspace or Delete (one character next to the caret) is that key, so
    /// both give the same result (§4); a range of decoration only acts as in natural entry.
    private mutating func deleteInFixed(_ edit: RangeEdit, range: Range<Int>) throws(EditRejection) {
        guard edit.removesSomething else {
            try delete(edit, in: content, range: range, bounds: affixBounds)
            return
        }
        if selection.isEmpty && !edit.touchesSign && edit.upper - edit.lower == 1 {
            if range.upperBound == selection.lowerBound {
                try deleteNeighbour(forward: false)
                return
            }
            if range.lowerBound == selection.lowerBound {
                try deleteNeighbour(forward: true)
                return
            }
        }
        var result = edit.removing(from: content.droppingFilling(after: edit.upper))
        if edit.lower < edit.upper { result.emptyIfOnlyFilling() }  // removing only the sign keeps `0.00`
        try commitFixed(result, caretAfter: result.characters.isEmpty ? 0 : edit.lower)
    }

    /// Backspace or Delete at the UTF-16 offset `caret` next to a digit or the separator
    /// (Behaviour §14.4, §14.5). Returns false, changing nothing, where natural entry's rule
    /// applies: next to the sign, before the placeholder zero, at either end.
    mutating func deleteFixedNeighbour(forward: Bool, at caret: Int) throws(EditRejection) -> Bool {
        guard let separator = content.separatorIndex, let index = position(of: caret)?.index else { return false }
        let bounds = affixBounds
        var result = content
        var caretIndex: Int
        if forward {
            guard caret >= bounds.prefixSign.upperBound, index < content.characters.count,
                !(index == 0 && content.hasPlaceholder
                    && caret < bounds.prefixEnd + locale.storage.glyphs[0].utf16Count)
            else { return false }
            if index < separator {
                result.characters.remove(at: index)
            } else {
                result.characters.remove(at: index == separator ? index + 1 : index)
                result.characters.append(0)
            }
            caretIndex = index
        } else {
            if !bounds.suffixSign.isEmpty && caret > bounds.suffixSign.lowerBound { return false }
            if index == 0 {
                // Right of the placeholder zero, a fraction of only filling empties the field
                // (`0|.00`, as `0|.` in natural entry, §4); else natural entry's rule applies.
                let afterPlaceholder = caret >= bounds.prefixEnd + locale.storage.glyphs[0].utf16Count
                guard afterPlaceholder, result.emptyIfOnlyFilling() else { return false }
                caretIndex = 0
            } else if index == separator + 1 {
                // Just after the separator: the last integer digit goes; after the placeholder
                // there is none, and only a fraction of filling goes (`0.|00`).
                if separator == 0 {
                    guard result.emptyIfOnlyFilling() else { return true }
                    caretIndex = 0
                } else {
                    result.characters.remove(at: separator - 1)
                    caretIndex = separator - 1
                }
            } else {
                result.characters.remove(at: index - 1)
                if index > separator { result.characters.append(0) }
                caretIndex = index - 1
            }
        }
        if result.emptyIfOnlyFilling() { caretIndex = 0 }
        try commit(result, caretAfter: caretIndex)
        return true
    }

    /// Fills the fraction of `result` and commits it (`commit(_:caretAfter:)`).
    private mutating func commitFixed(_ result: consuming Content, caretAfter k: Int) throws(EditRejection) {
        var filled = result
        filled.fillFraction(to: fixedPlaces)
        try commit(filled, caretAfter: k)
    }
}

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
