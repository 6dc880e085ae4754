extension NumberField {
    /// An edit in cents mode (Behaviour §10.11): digits enter from the right, the body always shows
    /// exactly `maxFractionDigits` fraction digits, and the caret stays at the body end.
    mutating func replaceInCents(_ edit: RangeEdit, with string: String, wholeText: Bool) throws(EditRejection)
        -> Key?
    {
        var base = content
        if edit.lower < edit.upper { base.characters = ContentCharacters() }  // a selection clears the content
        if edit.touchesSign { base.isNegative = false }
        guard !string.isEmpty else {
            if edit.removesSomething {
                try commitCents(base, digits: Self.centsDigits(of: base))
            } else if selection.isEmpty {
                try centsBackspace()
            }
            return nil
        }
        switch Insertion(string) {
        case .nothing: return nil
        case .key(let scalar):
            let key = locale.key(for: scalar)
            if key == .other && locale.storage.affixScalars.contains(scalar) { return key }
            switch key {
            case .digit(let digit):
                var digits = Self.centsDigits(of: base)
                if !digits.isEmpty || digit != 0 { digits.append(digit) }
                try commitCents(base, digits: digits)
            case .decimal: throw .decimalNotAllowed
            case .minus:
                guard policy.permitsNegative else { throw .negativeNotAllowed }
                base.isNegative.toggle()
                try commitCents(base, digits: Self.centsDigits(of: base))
            case .plus:
                base.isNegative = false
                try commitCents(base, digits: Self.centsDigits(of: base))
            case .grouping: throw .groupingIsAutomatic
            case .other: throw .invalidCharacter
            }
            return key
        case .paste:
            guard let number = locale.pastedNumber(locale.isAffixed ? locale.unmarkedPaste(string) : string) else {
                throw .invalidPaste
            }
            var integer: [UInt8] = []
            var fraction: [UInt8] = []
            var seenSeparator = false
            for character in number.characters {
                if character == Content.separator {
                    seenSeparator = true
                } else if seenSeparator {
                    fraction.append(character)
                } else {
                    integer.append(character)
                }
            }
            while fraction.count > policy.fractionLimit && fraction.last == 0 { fraction.removeLast() }
            guard fraction.count <= policy.fractionLimit else { throw .tooManyFractionDigits }
            fraction += repeatElement(0, count: policy.fractionLimit - fraction.count)
            var result = Content(isNegative: number.sign == .minus)
            if number.sign == nil && !wholeText { result.isNegative = base.isNegative }
            try commitCents(result, digits: Array((integer + fraction).drop { $0 == 0 }))
            return nil
        }
    }

    /// Backspace in cents mode: removes the last digit; the last one leaves the empty field (or
    /// the sign-only state), and Backspace there removes the sign.
    mutating func centsBackspace() throws(EditRejection) {
        var base = content
        if base.characters.isEmpty {
            guard base.isNegative else { return }
            base.isNegative = false
            try commitCents(base, digits: nil)
            return
        }
        var digits = Self.centsDigits(of: base)
        if digits.isEmpty {
            try commitCents(base, digits: nil)
        } else {
            digits.removeLast()
            try commitCents(base, digits: digits.isEmpty ? nil : digits)
        }
    }

    /// The digits a cents field shows, without leading zeros (empty for a zero).
    private static func centsDigits(of content: Content) -> [UInt8] {
        Array(content.characters.lazy.filter { $0 != Content.separator }.drop { $0 == 0 })
    }

    /// Shows `digits` (`nil` for no content) with `base`'s sign, split so that exactly
    /// `maxFractionDigits` of them are fraction digits, with the caret at the body end.
    private mutating func commitCents(_ base: Content, digits: [UInt8]?) throws(EditRejection) {
        var result = Content(isNegative: base.isNegative)
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
