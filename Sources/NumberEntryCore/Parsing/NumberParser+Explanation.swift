extension NumberParser {
    /// `error` in English for the person who typed `text`: for `notANumber`, the character found
    /// at the offset and what the locale's format expects there, e.g. `not a number at offset 7:
    /// found '€'; expected the end` for `12,50 €€` in a `de_DE` EUR parser (invisible characters
    /// as `U+XXXX`, an affix as typed: `' €'`); else the error's `description`. The expected
    /// list never names the character found. For a server's answer or a log line; the error
    /// itself stays the value to switch over.
    public func explanation(of error: ParseError, in text: String) -> String {
        guard case .notANumber(let offset) = error else { return error.description }
        var scalars = text.unicodeScalars[...]
        var position = 0
        var before: [Unicode.Scalar] = []
        while let scalar = scalars.first, position < offset {
            before.append(scalar)
            position += scalar.utf16Width
            scalars = scalars.dropFirst()
        }
        let state = ReadSoFar(before[...], parser: self)
        var options = expected(after: state)
        if let rest = suffixRest(after: before) {
            options = rest.isEmpty ? ["the end"] : (state.afterGrouping ? ["a digit"] : []) + [Self.quoted(affix: rest)]
        }
        guard let found = scalars.first else {
            return "\(error.description): the text ends; expected \(Self.list(options))"
        }
        options.removeAll { $0 == Self.quoted(found) || $0.hasSuffix(" " + Self.quoted(found)) }
        if state.takesGrouping, isGrouping(found), let separator = locale.groupingSeparator {
            options.removeAll { $0.hasPrefix("the grouping separator") }
            return "\(error.description): found the grouping separator \(Self.quoted(separator)) where the "
                + "locale does not put one; expected \(Self.list(options))"
        }
        if state.takesGrouping, locale.digitValue(of: found) != nil, let separator = locale.groupingSeparator {
            return "\(error.description): found \(Self.quoted(found)); expected the grouping separator "
                + "\(Self.quoted(separator)) before it, where the locale puts one"
        }
        return "\(error.description): found \(Self.quoted(found)); expected \(Self.list(options))"
    }

    /// What is left of the sign's suffix after `before`, when `before` ends with a number and
    /// the start of the suffix as typed (empty when it ends with the whole suffix); `nil` when
    /// it does not.
    private func suffixRest(after before: [Unicode.Scalar]) -> [UInt8]? {
        var text = String.UnicodeScalarView()
        text.append(contentsOf: before)
        let bytes = Array(String(text).utf8)
        for suffix in [affixes.positiveSuffix, affixes.negativeSuffix] where !suffix.isEmpty {
            let scalars = Array(String(decoding: suffix, as: UTF8.self).unicodeScalars)
            for count in stride(from: scalars.count, to: 0, by: -1) {
                var start = String.UnicodeScalarView()
                start.append(contentsOf: scalars[..<count])
                let pattern = Array(String(start).utf8)
                let matchStart = bytes.withUnsafeBufferPointer {
                    TypedText.suffix(pattern, in: $0, from: 0, to: $0.count, affixes.forms)
                }
                guard let matchStart, matchStart > 0 else { continue }
                let last = bytes.withUnsafeBufferPointer { TypedText.scalar(in: $0, before: matchStart).0 }
                if locale.digitValue(of: last) != nil || last == locale.decimalSeparator || isGrouping(last) {
                    return Array(suffix[pattern.count...])
                }
            }
        }
        return nil
    }

    /// What a strict reading has seen of a text's start, its sign and affixes left out.
    private struct ReadSoFar {
        var isEmpty: Bool
        var digits = 0
        var seenDecimal = false
        var afterGrouping = false

        init(_ before: ArraySlice<Unicode.Scalar>, parser: NumberParser) {
            isEmpty = before.isEmpty
            let locale = parser.locale
            for scalar in before {
                if locale.digitValue(of: scalar) != nil {
                    digits += 1
                    afterGrouping = false
                } else if scalar == locale.decimalSeparator && digits > 0 {
                    seenDecimal = true
                } else if parser.isGrouping(scalar) && digits > 0 {
                    afterGrouping = true
                }
            }
        }

        /// Whether a grouping separator may stand here somewhere in a number.
        var takesGrouping: Bool { digits > 0 && !seenDecimal && !afterGrouping }
    }

    /// What the locale's format takes after `state`.
    private func expected(after state: ReadSoFar) -> [String] {
        var options = ["a digit"]
        if state.digits == 0 || state.afterGrouping {
            guard state.isEmpty else { return options }
            if policy.stored.allowsNegative {
                options.append("the minus sign \(Self.quoted(locale.minusSign))")
            }
            if !affixes.positivePrefix.isEmpty {
                options.append("the prefix \(Self.quoted(affix: affixes.positivePrefix))")
            }
            if policy.stored.allowsNegative, !affixes.negativePrefix.starts(with: affixes.minusSign) {
                options.append("the prefix \(Self.quoted(affix: affixes.negativePrefix))")
            }
            return options
        }
        if !state.seenDecimal {
            if let separator = locale.groupingSeparator {
                options.append("the grouping separator \(Self.quoted(separator))")
            }
            if policy.maxFractionDigits > 0 {
                options.append("the decimal separator \(Self.quoted(locale.decimalSeparator))")
            }
        }
        let suffix = affixes.positiveSuffix
        options.append(suffix.isEmpty ? "the end" : "the suffix \(Self.quoted(affix: suffix))")
        return options
    }

    /// `a`, `a or b`, `a, b or c`.
    private static func list(_ items: [String]) -> String {
        guard let last = items.last, items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " or " + last
    }

    /// A character in quotes, or its code point when it is invisible (`' ' (U+0020)`, `U+202F`).
    private static func quoted(_ scalar: Unicode.Scalar) -> String {
        if scalar == " " { return "' ' (U+0020)" }
        let escaped = Printable.escaped(String(scalar))
        return escaped == String(scalar) ? "'\(escaped)'" : escaped
    }

    /// Text in quotes, its invisible characters shown by code point.
    private static func quoted(_ text: String) -> String {
        "'" + Printable.escaped(text) + "'"
    }

    /// An affix as typed (UTF-8 without ignorables) in quotes, as a person reads it: its
    /// no-break spaces as spaces (`' €'`), other invisible characters by code point.
    private static func quoted(affix: [UInt8]) -> String {
        var text = String.UnicodeScalarView()
        for scalar in String(decoding: affix, as: UTF8.self).unicodeScalars {
            text.append(TypedText.isSpace(scalar) ? " " : scalar)
        }
        return quoted(String(text))
    }
}
