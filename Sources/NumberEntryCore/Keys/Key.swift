/// What one typed character means (Behaviour §3).
enum Key: Equatable {
    case digit(UInt8)
    case decimal
    case minus
    case plus
    case grouping
    case other
}

extension NumberLocale {
    /// The key that `scalar` is in this locale. Checked in the spec's order, so a `.` is a
    /// decimal key even where `.` groups (a German numpad's `.`).
    func key(for scalar: Unicode.Scalar) -> Key {
        if let digit = digitValue(of: scalar) { return .digit(digit) }
        if isDecimalKey(scalar) { return .decimal }
        if isMinusKey(scalar) { return .minus }
        if isPlusKey(scalar) { return .plus }
        if isGroupingKey(scalar) { return .grouping }
        return .other
    }

    /// Whether `scalar`, read as `key`, is a character of the field's own affixes that is no key
    /// (`$` in a USD field, `%`, `(`): typed in any entry mode, it changes nothing (Behaviour §10.6).
    @inline(__always)
    func isInertAffixCharacter(_ scalar: Unicode.Scalar, key: Key) -> Bool {
        key == .other && storage.affixScalars.contains(scalar)
    }

    /// Whether `scalar` is `(` and the negative prefix's sign characters hold it (a bracket
    /// accounting format, `($12.50)`): typed while no sign is shown, it is the minus key
    /// (Behaviour §10.6.8).
    func isOpeningSignBracket(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "("
            && storage.symbols.negativePrefix.utf16.dropFirst(storage.prefixSign.lowerBound)
                .prefix(storage.prefixSign.count).contains(0x28)
    }

    /// The value of `string` when it is one Unicode scalar that `digitValue(of:)` reads (a digit
    /// key); `nil` otherwise. A one-byte string (an ASCII digit, `-`, `.`) is read from its byte,
    /// without a scalar iterator (and the reference count it takes on the string).
    @inline(__always)
    func digitValue(ofKey string: String) -> UInt8? {
        let utf8 = string.utf8
        if utf8.count == 1 {
            let byte = utf8[utf8.startIndex]
            // `digitValue(of:)` of an ASCII scalar, which is no Unicode digit but 0-9.
            return byte &- 0x30 < 10 ? byte &- 0x30 : localDigitValue(Unicode.Scalar(byte))
        }
        var scalars = string.unicodeScalars.makeIterator()
        guard let scalar = scalars.next(), scalars.next() == nil else { return nil }
        return digitValue(of: scalar)
    }

    /// The value of any Unicode decimal digit (General_Category Nd) or of this locale's digits.
    func digitValue(of scalar: Unicode.Scalar) -> UInt8? {
        if scalar.value &- 0x30 < 10 { return UInt8(scalar.value &- 0x30) }
        if let digit = localDigitValue(scalar) { return digit }
        return scalar.value >= 0x660 ? Self.unicodeDigitValue(scalar) : nil
    }

    /// The value of a Unicode decimal digit; apart, so that the common paths above do not pay
    /// for looking up Unicode properties.
    @inline(never)
    private static func unicodeDigitValue(_ scalar: Unicode.Scalar) -> UInt8? {
        guard scalar.properties.numericType == .decimal, let value = scalar.properties.numericValue else { return nil }
        return UInt8(value)
    }

    /// Whether `,` groups in this locale (then a typed `,` is not a decimal key).
    var commaGroups: Bool { groupingSeparator == "," }

    /// The locale's separator, `.`, U+066B, U+FF0E, the ideographic full stops U+3002 `。` and
    /// U+FF61 `｡` (what Japanese and Chinese input methods commit for the `.` key), `,` and U+FF0C
    /// unless `,` groups, and in Cyrillic-script locales `б` `Б` `ю` `Ю` (the keys where a Latin
    /// layout has `,` and `.`).
    func isDecimalKey(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case decimalSeparator, ".", "\u{066B}", "\u{FF0E}", "\u{3002}", "\u{FF61}": true
        case ",", "\u{FF0C}": !commaGroups
        case "б", "Б", "ю", "Ю": storage.hasCyrillicDecimalKeys
        default: false
        }
    }

    /// Hyphens and dashes people type for minus (`isTypedMinus(_:)`), and the locale's own minus.
    func isMinusKey(_ scalar: Unicode.Scalar) -> Bool {
        Self.isTypedMinus(scalar) || isLocaleSign(scalar, minusSign)
    }

    /// The hyphens and dashes people type for minus in every locale (Behaviour §3; U+30FC is a
    /// Japanese IME's `-` in kana mode).
    @inline(__always)
    static func isTypedMinus(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "-", "\u{2010}", "\u{2011}", "\u{2012}", "\u{2013}", "\u{2014}", "\u{2212}", "\u{FE58}", "\u{FE63}",
            "\u{FF0D}", "\u{30FC}":
            true
        default: false
        }
    }

    func isPlusKey(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "+", "\u{FE62}", "\u{FF0B}": true
        default: isLocaleSign(scalar, plusSign)
        }
    }

    func isGroupingKey(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case " ", "\u{00A0}", "\u{2007}", "\u{202F}", "\u{2009}", "'", "\u{2019}", "\u{066C}": true
        default: scalar == groupingSeparator
        }
    }

    private func isLocaleSign(_ scalar: Unicode.Scalar, _ sign: String) -> Bool {
        var scalars = sign.unicodeScalars.makeIterator()
        return scalars.next() == scalar && scalars.next() == nil
    }
}
