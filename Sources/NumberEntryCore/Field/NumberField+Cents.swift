extension NumberField {
    /// An edit in cents mode (Behaviour §10.11): digits enter from the right and the body always
    /// shows exactly `maxFractionDigits` fraction digits. The amount is its digit string; an edit
    /// acts at its edit point in it (typing at the body end is the classic cents entry), the amount
    /// re-flows from the right, and the caret stays before the digits that were right of the edit.
    /// A digit string left empty by a removal is the empty field (or the sign-only state). `range`
    /// is the edit's UTF-16 range.
    mutating func replaceInCents(_ edit: RangeEdit, range: Range<Int>, with string: String) throws(EditRejection)
        -> Key?
    {
        let digits = CentsDigits(content, lower: edit.lower, upper: edit.upper)
        let isNegative = content.isNegative && !edit.touchesSign
        guard !string.isEmpty else {
            if edit.touchesSign || digits.coversDigit {
                try commitCents(isNegative: isNegative, digits.replacing(with: EmptyCollection()))
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
                try commitCents(isNegative: isNegative, digits.replacing(with: CollectionOfOne(digit)))
            case .decimal: throw .decimalNotAllowed
            case .minus:
                guard policy.permitsNegative else { throw .negativeNotAllowed }
                try commitCents(isNegative: !isNegative, digits.replacing(with: EmptyCollection()))
            case .plus:
                try commitCents(isNegative: false, digits.replacing(with: EmptyCollection()))
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
                try commitCents(isNegative: negative, digits.replacing(with: number.characters))
            } else {
                // At a caret, or over every digit, a paste is a value: it replaces the content.
                let amount = try centsAmount(of: number.characters)
                try commitCents(isNegative: negative, CentsDigits.Result(digits: amount))
            }
            return nil
        }
    }

    /// Backspace in cents mode at the UTF-16 offset `caret`: removes the digit of the digit string
    /// left of it; with none there, removes a sign in the prefix (Behaviour §10.6.3), else changes
    /// nothing. A caret after a sign character removes that sign, as in natural entry.
    mutating func centsBackspace(at caret: Int) throws(EditRejection) {
        guard let index = position(of: caret)?.index else { throw .invalidRange }
        let bounds = affixBounds
        let digits = CentsDigits(content, lower: index, upper: index)
        if !bounds.suffixSign.isEmpty && caret > bounds.suffixSign.lowerBound {
            try commitCents(isNegative: false, digits.replacing(with: EmptyCollection()))
        } else if let result = digits.removingBefore() {
            try commitCents(isNegative: content.isNegative, result)
        } else if !bounds.prefixSign.isEmpty && caret > 0 {
            try commitCents(isNegative: false, digits.replacing(with: EmptyCollection()))
        }
    }

    /// Delete in cents mode at the UTF-16 offset `caret`: removes the digit of the digit string
    /// right of it; with none there, removes a sign in the suffix (Behaviour §10.6.4), else changes
    /// nothing. A caret before a sign character removes that sign, as in natural entry.
    mutating func centsDeleteForward(at caret: Int) throws(EditRejection) {
        guard let index = position(of: caret)?.index else { throw .invalidRange }
        let bounds = affixBounds
        let digits = CentsDigits(content, lower: index, upper: index)
        if !bounds.prefixSign.isEmpty && caret < bounds.prefixSign.upperBound {
            try commitCents(isNegative: false, digits.replacing(with: EmptyCollection()))
        } else if let result = digits.removingAfter() {
            try commitCents(isNegative: content.isNegative, result)
        } else if !bounds.suffixSign.isEmpty {
            try commitCents(isNegative: false, digits.replacing(with: EmptyCollection()))
        }
    }

    /// A deletion range holding no digit of the digit string and no sign character: Backspace
    /// when it ends at the caret or lies in the suffix away from it, Delete when it starts at the
    /// caret, Backspace at the body start (leaving a caret there) when it lies in the prefix; any
    /// other range leaves a caret at its start (Behaviour §9).
    private mutating func deleteInCents(_ range: Range<Int>) throws(EditRejection) {
        guard !range.isEmpty else { return }
        let bounds = affixBounds
        let caret = selection.isEmpty ? selection.lowerBound : nil
        if range.upperBound == caret {
            try centsBackspace(at: range.upperBound)
        } else if range.lowerBound == caret {
            try centsDeleteForward(at: range.lowerBound)
        } else if locale.isAffixed && range.lowerBound >= bounds.suffixStart {
            try centsBackspace(at: bounds.suffixStart)
        } else if locale.isAffixed && range.upperBound <= bounds.prefixEnd {
            let before = content
            try centsBackspace(at: bounds.prefixEnd)
            if content == before { moveCaret(to: bounds.prefixEnd) }
        } else if let start = position(of: range.lowerBound) {
            moveCaret(to: layout.caretOffset(after: start.index))
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

    /// Shows the edit's digit string (without leading zeros; `nil` for no content) with the sign,
    /// split so that exactly `maxFractionDigits` of them are fraction digits, with the caret
    /// right before the `k`-th digit from the right (before a grouping separator in front of it,
    /// Behaviour §6), or at the body end when `k` is 0.
    private mutating func commitCents(isNegative: Bool, _ edit: CentsDigits.Result) throws(EditRejection) {
        var result = Content(isNegative: isNegative)
        var caret = Caret.bodyEnd
        if let digits = edit.digits {
            let places = policy.fractionLimit
            let padded = Array(repeating: UInt8(0), count: max(0, places + 1 - digits.count)) + digits
            let split = padded.count - places
            // A zero integer part is the placeholder, as a start state reads it.
            var characters = places > 0 && split == 1 && padded[0] == 0 ? [] : Array(padded[..<split])
            if places > 0 { characters += [Content.separator] + padded[split...] }
            let k = min(edit.k, digits.count)
            if k > 0 {
                var index = characters.count
                var seen = 0
                while seen < k {
                    index -= 1
                    if characters[index] != Content.separator { seen += 1 }
                }
                caret = .after(index)
            }
            result.characters = ContentCharacters(characters)
        }
        try check(result)
        show(result, caret: caret)
    }
}

/// The digit string of a cents field (Behaviour §10.11) and an edit's place in it: the digits
/// shown without the zeros that only fill the display (`$0.05` holds `5`, `$0.00` holds `0`).
private struct CentsDigits {
    /// The digit string.
    var digits: [UInt8] = []
    /// The edit's ends in `digits`: `lower..<upper` are the digits it covers.
    var lower = 0
    var upper = 0

    /// What an edit leaves: the new digit string (`nil` for no content) and how many of its
    /// digits stand right of the caret.
    struct Result {
        var digits: [UInt8]?
        var k = 0
    }

    /// The digit string of `content` and the place in it of the edit of its significant
    /// characters `lower..<upper`.
    init(_ content: Content, lower: Int, upper: Int) {
        var shownBefore = 0
        var shownThrough = 0
        for (index, character) in content.characters.enumerated() where character != Content.separator {
            digits.append(character)
            if index < lower { shownBefore += 1 }
            if index < upper { shownThrough += 1 }
        }
        // The fill zeros; an amount of zero keeps one of them as its digit string.
        let zeros = digits.prefix { $0 == 0 }.count
        let fill = zeros == digits.count ? max(0, zeros - 1) : zeros
        digits.removeFirst(fill)
        self.lower = max(0, shownBefore - fill)
        self.upper = max(0, shownThrough - fill)
    }

    /// Whether the edit covers a digit of the digit string.
    var coversDigit: Bool { upper > lower }

    /// Whether the edit covers some of the digits, not all: its digits then go in their place.
    var coversSome: Bool { coversDigit && (lower > 0 || upper < digits.count) }

    /// The digit string with `inserted` in place of the covered digits; `nil` digits when a
    /// removal left none but zeros, or the content had none.
    func replacing<C: Collection<UInt8>>(with inserted: C) -> Result {
        var result = Array(digits[..<lower])
        result += inserted
        result += digits[upper...]
        let significant = Self.significant(result)
        let emptied = significant.isEmpty && inserted.isEmpty && (coversDigit || digits.isEmpty)
        return Result(digits: emptied ? nil : significant, k: digits.count - upper)
    }

    /// The digit string without the digit left of the edit point; `nil` when there is none.
    func removingBefore() -> Result? {
        guard lower > 0 else { return nil }
        var result = digits
        result.remove(at: lower - 1)
        let significant = Self.significant(result)
        return Result(digits: significant.isEmpty ? nil : significant, k: digits.count - lower)
    }

    /// The digit string without the digit right of the edit point; `nil` when there is none.
    func removingAfter() -> Result? {
        guard lower < digits.count else { return nil }
        var result = digits
        result.remove(at: lower)
        let significant = Self.significant(result)
        return Result(digits: significant.isEmpty ? nil : significant, k: digits.count - lower - 1)
    }

    private static func significant(_ digits: [UInt8]) -> [UInt8] {
        Array(digits.drop { $0 == 0 })
    }
}
