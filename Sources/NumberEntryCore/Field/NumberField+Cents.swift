extension NumberField {
    /// An edit in cents mode (Behaviour §10.11): digits enter from the right, the body always shows
    /// exactly `maxFractionDigits` fraction digits, and the caret stays at the body end. The amount
    /// is its digit string: a selection over some of the digits removes or replaces exactly those
    /// digits and the amount re-flows from the right; a digit string left empty by a removal is the
    /// empty field (or the sign-only state). `range` is the edit's UTF-16 range.
    mutating func replaceInCents(_ edit: RangeEdit, range: Range<Int>, with string: String) throws(EditRejection)
        -> Key?
    {
        let digits = CentsDigits(content, lower: edit.lower, upper: edit.upper)
        let isNegative = content.isNegative && !edit.touchesSign
        guard !string.isEmpty else {
            if edit.removesSomething {
                try commitCents(isNegative: isNegative, digits: digits.removingCovered())
            } else {
                try deleteInCents(range)
            }
            return nil
        }
        switch Insertion(string) {
        case .nothing: return nil
        case .key(let scalar):
            let key = locale.key(for: scalar)
            if locale.isInertAffixCharacter(scalar, key: key) { return key }
            switch key {
            case .digit(let digit):
                try commitCents(isNegative: isNegative, digits: digits.inserting(CollectionOfOne(digit)))
            case .decimal: throw .decimalNotAllowed
            case .minus:
                guard policy.permitsNegative else { throw .negativeNotAllowed }
                try commitCents(isNegative: !isNegative, digits: digits.removingCovered())
            case .plus:
                try commitCents(isNegative: false, digits: digits.removingCovered())
            case .grouping: throw .groupingIsAutomatic
            case .other: throw .invalidCharacter
            }
            return key
        case .paste:
            guard let number = locale.pastedNumber(locale.isAffixed ? locale.unmarkedPaste(string) : string) else {
                throw .invalidPaste
            }
            // An unsigned paste keeps the sign shown (unless the edit removed it), a signed one sets it.
            let negative = number.sign.map { $0 == .minus } ?? isNegative
            if digits.coversSome {
                // Pasted digits replace the selected ones; a decimal separator has no place among them.
                guard !number.characters.contains(Content.separator) else { throw .invalidPaste }
                try commitCents(isNegative: negative, digits: digits.inserting(number.characters))
            } else {
                try commitCents(isNegative: negative, digits: try centsAmount(of: number.characters))
            }
            return nil
        }
    }

    /// Backspace in cents mode: removes the last digit; the last one leaves the empty field (or
    /// the sign-only state), and Backspace there removes the sign.
    mutating func centsBackspace() throws(EditRejection) {
        let digits = CentsDigits(content, lower: content.characters.count, upper: content.characters.count)
        if content.characters.isEmpty {
            guard content.isNegative else { return }
            try commitCents(isNegative: false, digits: nil)
        } else {
            try commitCents(isNegative: content.isNegative, digits: digits.removingLast())
        }
    }

    /// Delete in cents mode, always at the body end: removes a sign in the suffix (Behaviour
    /// §10.6), else changes nothing.
    mutating func centsDeleteForward() throws(EditRejection) {
        guard !affixBounds.suffixSign.isEmpty else { return }
        try commitCents(isNegative: false, digits: CentsDigits(content, lower: 0, upper: 0).removingCovered())
    }

    /// A deletion range holding no digit and no sign character: Backspace when it ends at the
    /// caret or lies in the suffix away from it, Delete when it starts at the caret, Backspace at
    /// the body start (the sign in the prefix goes) when it lies in the prefix; any other range
    /// only leaves the caret at the body end.
    private mutating func deleteInCents(_ range: Range<Int>) throws(EditRejection) {
        guard !range.isEmpty else { return }
        let bounds = affixBounds
        let caret = selection.isEmpty ? selection.lowerBound : nil
        if range.upperBound == caret {
            try centsBackspace()
        } else if range.lowerBound == caret {
            try centsDeleteForward()
        } else if locale.isAffixed && range.lowerBound >= bounds.suffixStart {
            try centsBackspace()
        } else if locale.isAffixed && range.upperBound <= bounds.prefixEnd && !bounds.prefixSign.isEmpty {
            try commitCents(isNegative: false, digits: CentsDigits(content, lower: 0, upper: 0).removingCovered())
        } else {
            moveCaret(to: bodyEnd)
        }
    }

    /// The digit string of a pasted amount (digit values and at most one separator), its
    /// fraction padded to `maxFractionDigits`; zeros beyond them may go, other digits may not.
    private func centsAmount(of characters: [UInt8]) throws(EditRejection) -> [UInt8] {
        let places = policy.fractionLimit
        let separator = characters.firstIndex(of: Content.separator) ?? characters.count
        var fraction = characters[min(separator + 1, characters.count)...]
        while fraction.count > places && fraction.last == 0 { fraction.removeLast() }
        guard fraction.count <= places else { throw .tooManyFractionDigits }
        var digits = Array(characters[..<separator].drop { $0 == 0 })
        digits += fraction
        digits += repeatElement(0, count: places - fraction.count)
        return Array(digits.drop { $0 == 0 })
    }

    /// Whether `content` is empty or shows exactly `maxFractionDigits` fraction digits, as every
    /// cents-mode text with a digit does.
    func showsCentsFraction(_ content: Content) -> Bool {
        let places = policy.fractionLimit
        return content.characters.isEmpty || content.fractionCount == places && content.hasSeparator == (places > 0)
    }

    /// Shows `digits` (the amount's digit string without leading zeros; `nil` for no content) with
    /// the sign, split so that exactly `maxFractionDigits` of them are fraction digits, with the
    /// caret at the body end.
    private mutating func commitCents(isNegative: Bool, digits: [UInt8]?) throws(EditRejection) {
        var result = Content(isNegative: isNegative)
        if let digits {
            let places = policy.fractionLimit
            let padded = Array(repeating: UInt8(0), count: max(0, places + 1 - digits.count)) + digits
            let split = padded.count - places
            // A zero integer part is the placeholder, as a start state reads it.
            var characters = places > 0 && split == 1 && padded[0] == 0 ? [] : Array(padded[..<split])
            if places > 0 { characters += [Content.separator] + padded[split...] }
            result.characters = ContentCharacters(characters)
        }
        try check(result)
        show(result, caret: .bodyEnd)
    }
}

/// The digits a cents field shows (Behaviour §10.11), split around an edit's significant
/// characters `lower..<upper`: those before it, those it covers, and those after it.
private struct CentsDigits {
    var before: [UInt8] = []
    var covered = 0
    var after: [UInt8] = []
    /// Whether the content shows digits (zeros included), as `$0.00` does and the empty field not.
    var showsDigits = false

    init(_ content: Content, lower: Int, upper: Int) {
        for (index, character) in content.characters.enumerated() where character != Content.separator {
            showsDigits = true
            if index < lower {
                before.append(character)
            } else if index < upper {
                covered += 1
            } else {
                after.append(character)
            }
        }
    }

    /// Whether the edit covers some of the digits, not all: its digits then go in their place.
    var coversSome: Bool { covered > 0 && !(before.isEmpty && after.isEmpty) }

    /// The digit string without the covered digits: unchanged when none are covered, `nil` when
    /// no digit but zeros is left of those the edit removed (and when none were shown).
    func removingCovered() -> [UInt8]? {
        let digits = Self.significant(before + after)
        return digits.isEmpty && (covered > 0 || !showsDigits) ? nil : digits
    }

    /// The digit string with `inserted` in place of the covered digits, or after the last digit
    /// when none are covered.
    func inserting<C: Collection<UInt8>>(_ inserted: C) -> [UInt8] {
        Self.significant(covered > 0 ? before + inserted + after : before + after + inserted)
    }

    /// The digit string without its last digit; `nil` when no digit but zeros is left.
    func removingLast() -> [UInt8]? {
        let digits = Self.significant((before + after).dropLast())
        return digits.isEmpty ? nil : digits
    }

    private static func significant<C: Collection<UInt8>>(_ digits: C) -> [UInt8] {
        Array(digits.drop { $0 == 0 })
    }
}
