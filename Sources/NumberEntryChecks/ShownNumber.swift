import NumberEntry

/// A field's text read back the way a person reads it, written here independently of the
/// engine's own reader and layout: the sign, the digits and separator shown, and where a caret
/// may rest (spec §1, §6).
struct ShownNumber {
    var isNegative = false
    /// Digit values shown left of the separator, a placeholder zero included.
    var integer: [UInt8] = []
    var hasSeparator = false
    /// Digit values shown right of the separator.
    var fraction: [UInt8] = []
    /// The UTF-16 offsets after the start, the sign, each digit or separator, and the end.
    var caretOffsets: [Int] = [0]

    /// Reads `text`; `nil` when it holds a character that is not the locale's sign, digit or
    /// separator, a second decimal separator, or a grouping separator in the fraction.
    init?(_ text: String, in locale: NumberLocale) {
        var body = Substring(text).unicodeScalars
        let prefix = locale.negativePrefix.unicodeScalars
        let suffix = locale.negativeSuffix.unicodeScalars
        var offset = 0
        if !(prefix.isEmpty && suffix.isEmpty), body.count >= prefix.count + suffix.count,
            body.starts(with: prefix), body.reversed().starts(with: suffix.reversed())
        {
            isNegative = true
            body = body.dropFirst(prefix.count).dropLast(suffix.count)
            offset = locale.negativePrefix.utf16.count
        }
        for scalar in body {
            offset += UTF16.width(scalar)
            if let digit = locale.digits.firstIndex(of: scalar) {
                if hasSeparator { fraction.append(UInt8(digit)) } else { integer.append(UInt8(digit)) }
            } else if scalar == locale.decimalSeparator, !hasSeparator {
                hasSeparator = true
            } else if scalar == locale.groupingSeparator, !hasSeparator {
                continue
            } else {
                return nil
            }
            caretOffsets.append(offset)
        }
        if isNegative && !hasPlaceholder && !prefix.isEmpty {
            caretOffsets.insert(locale.negativePrefix.utf16.count, at: 1)
        }
        if caretOffsets.last != text.utf16.count { caretOffsets.append(text.utf16.count) }
    }

    /// Whether the integer part is the placeholder zero shown for an empty integer part.
    var hasPlaceholder: Bool { hasSeparator && integer == [0] }

    /// Integer digits as content, the placeholder not counted.
    var integerCount: Int { hasPlaceholder ? 0 : integer.count }

    /// The value a person reads; `nil` for an empty or sign-only text.
    var value: ExactDecimal? {
        guard !integer.isEmpty || hasSeparator else { return nil }
        return ExactDecimal(isNegative: isNegative, integerDigits: integer, fractionDigits: fraction)
    }

    /// Whether the digits are in canonical form (spec §1): no leading zero but a lone zero, a
    /// placeholder in front of a bare separator.
    var hasCanonicalDigits: Bool {
        if integer.isEmpty { return !hasSeparator }
        return integer.first != 0 || integer.count == 1
    }

    /// The text the locale shows for these digits: the sign, the integer digits grouped by
    /// the locale's rule, the separator and the fraction.
    func rendered(in locale: NumberLocale) -> String {
        var scalars = String.UnicodeScalarView()
        if isNegative { scalars.append(contentsOf: locale.negativePrefix.unicodeScalars) }
        for (index, digit) in integer.enumerated() {
            if let grouping = locale.groupingSeparator, locale.grouping.separates(before: index, of: integer.count) {
                scalars.append(grouping)
            }
            scalars.append(locale.digits[Int(digit)])
        }
        if hasSeparator { scalars.append(locale.decimalSeparator) }
        scalars.append(contentsOf: fraction.map { locale.digits[Int($0)] })
        if isNegative { scalars.append(contentsOf: locale.negativeSuffix.unicodeScalars) }
        return String(scalars)
    }
}
