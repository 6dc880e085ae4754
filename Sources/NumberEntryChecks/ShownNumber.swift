import NumberEntry

/// A field's text read back the way a person reads it, written here independently of the
/// engine's own reader and layout: the sign, the digits and separator shown, and where a caret
/// may rest (Behaviour §1, §6).
struct ShownNumber {
    var isNegative = false
    /// Digit values shown left of the separator, a placeholder zero included.
    var integer: [UInt8] = []
    var hasSeparator = false
    /// Digit values shown right of the separator.
    var fraction: [UInt8] = []
    /// The UTF-16 offsets after the start, the sign, each digit or separator, and the end.
    var caretOffsets: [Int] = [0]
    /// The affixes around the body of an affixed field's text (Behaviour §10.3).
    var affixes: (prefix: String, suffix: String) = ("", "")

    /// Reads `text`; `nil` when it holds a character that is not the locale's sign, digit or
    /// separator, a second decimal separator, or a grouping separator in the fraction.
    init?(_ text: String, in locale: NumberLocale, showsAffixes: Bool = true) {
        if let data = locale.formatData {
            self.init(affixed: text, in: locale, data: data, hidden: !showsAffixes)
        } else {
            self.init(plain: text, in: locale)
        }
    }

    /// Reads a plain field's text.
    private init?(plain text: String, in locale: NumberLocale) {
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
        guard let offsets = readBody(body, from: offset, in: locale) else { return nil }
        caretOffsets += offsets
        if isNegative && !hasPlaceholder && !prefix.isEmpty {
            caretOffsets.insert(locale.negativePrefix.utf16.count, at: 1)
        }
        if caretOffsets.last != text.utf16.count { caretOffsets.append(text.utf16.count) }
    }

    /// Reads the digits and separator of a number's body, which starts at UTF-16 `offset`, and
    /// returns the offsets after each of them; `nil` when the body holds anything else, a
    /// second separator, or a grouping separator in the fraction.
    private mutating func readBody<S: Sequence<Unicode.Scalar>>(_ body: S, from offset: Int, in locale: NumberLocale)
        -> [Int]?
    {
        var offset = offset
        var offsets: [Int] = []
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
            offsets.append(offset)
        }
        return offsets
    }

    /// Reads an affixed field's text: the negative affixes, else the positive ones (an empty
    /// text has none), around a body read as a plain number; the caret rests in the body only.
    /// With `hidden` (`showsAffixes: false`) the text is the body alone, without a sign.
    private init?(affixed text: String, in locale: NumberLocale, data: NumberLocale.FormatData, hidden: Bool) {
        let scalars = Substring(text).unicodeScalars
        func strip(_ prefix: String, _ suffix: String) -> Substring.UnicodeScalarView? {
            let (p, s) = (prefix.unicodeScalars, suffix.unicodeScalars)
            guard scalars.count >= p.count + s.count, scalars.starts(with: p),
                scalars.reversed().starts(with: s.reversed())
            else { return nil }
            return scalars.dropFirst(p.count).dropLast(s.count)
        }
        var body = scalars
        if hidden {
            // The host draws the affixes and the sign.
        } else if let negative = strip(locale.negativePrefix, locale.negativeSuffix) {
            (isNegative, body, affixes) = (true, negative, (locale.negativePrefix, locale.negativeSuffix))
        } else if let positive = strip(data.positivePrefix, data.positiveSuffix), !text.isEmpty {
            (body, affixes) = (positive, (data.positivePrefix, data.positiveSuffix))
        } else if !text.isEmpty {
            return nil
        }
        let bodyStart = affixes.prefix.utf16.count
        guard let offsets = readBody(body, from: bodyStart, in: locale) else { return nil }
        caretOffsets = [bodyStart] + offsets
        let bodyEnd = text.utf16.count - affixes.suffix.utf16.count
        if caretOffsets.last != bodyEnd { caretOffsets.append(bodyEnd) }
    }

    /// The caret offsets when the zero in front of the separator is a kept zero rather than the
    /// placeholder: the text is the same (only edits tell them apart, Behaviour §1), but a caret may
    /// then stand between the sign and the zero.
    func caretOffsetsWithKeptZero(in locale: NumberLocale) -> [Int] {
        let prefixLength = locale.negativePrefix.utf16.count
        guard locale.formatData == nil else { return caretOffsets }
        guard hasPlaceholder, isNegative, prefixLength > 0 else { return caretOffsets }
        var offsets = caretOffsets
        offsets.insert(prefixLength, at: 1)
        return offsets
    }

    /// Whether the text is what a fixed-scale field with `places` fraction digits shows
    /// (Behaviour §14): no number, or a separator and exactly `places` fraction digits.
    func isFilled(to places: Int) -> Bool {
        value == nil || (hasSeparator && fraction.count == places)
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

    /// Whether the digits are in a form the engine shows (Behaviour §1): a separator has an integer
    /// part in front of it (the placeholder zero at least). Leading zeros may be kept zeros.
    var hasCanonicalDigits: Bool { !(integer.isEmpty && hasSeparator) }

    /// The zeros in front of another integer digit: kept zeros, which only deletions make
    /// (Behaviour §4) and which a start state may not have (Behaviour §9).
    var keptZeros: Int {
        guard integer.count > 1 else { return 0 }
        return integer.prefix { $0 == 0 }.count
    }

    /// The text the locale shows for these digits: the sign, the integer digits grouped by
    /// the locale's rule, the separator and the fraction.
    func rendered(in locale: NumberLocale) -> String {
        var scalars = String.UnicodeScalarView()
        if locale.formatData != nil {
            scalars.append(contentsOf: affixes.prefix.unicodeScalars)
        } else if isNegative {
            scalars.append(contentsOf: locale.negativePrefix.unicodeScalars)
        }
        for (index, digit) in integer.enumerated() {
            if let grouping = locale.groupingSeparator, locale.grouping.separates(before: index, of: integer.count) {
                scalars.append(grouping)
            }
            scalars.append(locale.digits[Int(digit)])
        }
        if hasSeparator { scalars.append(locale.decimalSeparator) }
        scalars.append(contentsOf: fraction.map { locale.digits[Int($0)] })
        if locale.formatData != nil {
            scalars.append(contentsOf: affixes.suffix.unicodeScalars)
        } else if isNegative {
            scalars.append(contentsOf: locale.negativeSuffix.unicodeScalars)
        }
        return String(scalars)
    }
}
