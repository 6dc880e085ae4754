/// A number read from a multi-character insertion (Behaviour §4): paste, autofill, IME commit.
struct PastedNumber: Equatable {
    enum Sign: Equatable { case minus, plus }

    /// The explicit sign, if the text had one.
    var sign: Sign?
    /// Digit values and `Content.separator`, as in `Content.characters`.
    var characters: [UInt8]
}

extension NumberLocale {
    /// Reads `text` as one number (Behaviour §4): ignorables dropped, Arabic and full-width
    /// separators mapped, trimmed, the sign read, then the first reading that works of the
    /// locale's format, plain machine format, and the other common format.
    func pastedNumber(_ text: String) -> PastedNumber? {
        var scalars: [Unicode.Scalar] = []
        scalars.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars where !Ignorables.contains(scalar) { scalars.append(pasteSymbol(scalar)) }
        var trimmed = scalars[...]
        while let first = trimmed.first, first.properties.isWhitespace { trimmed.removeFirst() }
        while let last = trimmed.last, last.properties.isWhitespace { trimmed.removeLast() }
        guard let (sign, body) = splitSign(trimmed), !body.isEmpty else { return nil }
        let characters =
            readLocaleFormat(body) ?? readMachineFormat(body) ?? readOtherCommonFormat(body)
        return characters.map { PastedNumber(sign: sign, characters: $0) }
    }

    /// U+066B and U+066C are Arabic's decimal and grouping separators in every locale; U+FF0E,
    /// U+3002 and U+FF61 (a CJK IME's full stops) are `.` and U+FF0C is `,`, unless the locale
    /// uses them itself.
    private func pasteSymbol(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        switch scalar {
        case "\u{066B}": decimalSeparator
        case "\u{066C}": groupingSeparator ?? scalar
        case "\u{FF0E}", "\u{3002}", "\u{FF61}", "\u{FF0C}":
            scalar == decimalSeparator || scalar == groupingSeparator ? scalar : scalar == "\u{FF0C}" ? "," : "."
        default: scalar
        }
    }

    /// The sign and the rest: a leading minus or plus (a key of Behaviour §3 or the locale's own
    /// sign), a trailing minus key, or parentheses around the whole number. `nil` when two of
    /// these stand at once.
    private func splitSign(_ scalars: ArraySlice<Unicode.Scalar>) -> (PastedNumber.Sign?, ArraySlice<Unicode.Scalar>)? {
        var body = scalars
        var signs: [PastedNumber.Sign] = []
        if body.count >= 2, body.first == "(", body.last == ")" {
            body = body.dropFirst().dropLast()
            signs.append(.minus)
        }
        if let (sign, rest) = leadingSign(body) {
            signs.append(sign)
            body = rest
        }
        if let last = body.last, isMinusKey(last) {
            signs.append(.minus)
            body = body.dropLast()
        }
        guard signs.count <= 1 else { return nil }
        return (signs.first, body)
    }

    private func leadingSign(_ scalars: ArraySlice<Unicode.Scalar>) -> (PastedNumber.Sign, ArraySlice<Unicode.Scalar>)?
    {
        guard let first = scalars.first else { return nil }
        for sign in [PastedNumber.Sign.minus, .plus] {
            let text = sign == .minus ? minusSign : plusSign
            if !text.isEmpty && scalars.starts(with: text.unicodeScalars) {
                return (sign, scalars.dropFirst(text.unicodeScalars.count))
            }
        }
        if isMinusKey(first) { return (.minus, scalars.dropFirst()) }
        if isPlusKey(first) { return (.plus, scalars.dropFirst()) }
        return nil
    }

    /// Reading 1: digits, at most one of the locale's decimal separators, and grouping
    /// separators (the locale's or a grouping key) between integer digits, in groups of three
    /// or in the locale's own pattern.
    private func readLocaleFormat(_ body: ArraySlice<Unicode.Scalar>) -> [UInt8]? {
        read(body, decimal: { $0 == decimalSeparator }, grouping: { isGroupingKey($0) }, localePattern: true)
    }

    /// Reading 2: digits and at most one `.`.
    private func readMachineFormat(_ body: ArraySlice<Unicode.Scalar>) -> [UInt8]? {
        read(body, decimal: { $0 == "." }, grouping: { _ in false }, localePattern: false)
    }

    /// Reading 3: both `.` and `,`; the last one is the decimal separator, the other groups by three.
    private func readOtherCommonFormat(_ body: ArraySlice<Unicode.Scalar>) -> [UInt8]? {
        guard body.contains("."), body.contains(","), let last = body.last(where: { $0 == "." || $0 == "," })
        else { return nil }
        let grouping: Unicode.Scalar = last == "." ? "," : "."
        return read(body, decimal: { $0 == last }, grouping: { $0 == grouping }, localePattern: false)
    }

    /// Digits of any script, one optional decimal separator, and grouping separators that
    /// split the integer digits into valid groups (all with the same separator).
    private func read(
        _ body: ArraySlice<Unicode.Scalar>, decimal: (Unicode.Scalar) -> Bool,
        grouping: (Unicode.Scalar) -> Bool, localePattern: Bool
    ) -> [UInt8]? {
        var characters: [UInt8] = []
        characters.reserveCapacity(body.count)
        var groupLengths: [Int] = []
        var currentGroup = 0
        var groupSeparator: Unicode.Scalar?
        var seenDecimal = false
        var previousWasGrouping = false
        for scalar in body {
            if let digit = digitValue(of: scalar) {
                characters.append(digit)
                currentGroup += 1
                previousWasGrouping = false
            } else if decimal(scalar) {
                guard !seenDecimal, !previousWasGrouping else { return nil }
                seenDecimal = true
                characters.append(Content.separator)
            } else if grouping(scalar) {
                guard !seenDecimal, currentGroup > 0, !previousWasGrouping,
                    groupSeparator == nil || groupSeparator == scalar
                else { return nil }
                groupSeparator = scalar
                groupLengths.append(currentGroup)
                currentGroup = 0
                previousWasGrouping = true
            } else {
                return nil
            }
        }
        guard !previousWasGrouping, characters.contains(where: { $0 != Content.separator }) else { return nil }
        if !groupLengths.isEmpty {
            let integerTail =
                seenDecimal ? characters.firstIndex(of: Content.separator)! - groupLengths.reduce(0, +) : currentGroup
            groupLengths.append(integerTail)
            guard Self.groupsByThree(groupLengths) || (localePattern && groupsByLocalePattern(groupLengths))
            else { return nil }
        }
        return characters
    }

    /// `1,234,567`: a first group of one to three digits, then groups of three.
    private static func groupsByThree(_ lengths: [Int]) -> Bool {
        (1...3).contains(lengths[0]) && lengths.dropFirst().allSatisfy { $0 == 3 }
    }

    /// The locale's own pattern, e.g. `12,34,567` in `hi`.
    private func groupsByLocalePattern(_ lengths: [Int]) -> Bool {
        let primary = grouping.primary
        let secondary = grouping.secondary
        guard primary > 0, lengths.last == primary else { return false }
        let middle = lengths.dropFirst().dropLast()
        return (1...secondary).contains(lengths[0]) && middle.allSatisfy { $0 == secondary }
    }
}
