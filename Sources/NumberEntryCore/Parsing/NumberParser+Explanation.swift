extension NumberParser {
    /// `error` in English for the person who typed `text`: for `notANumber`, the character found
    /// at the offset and what the locale's format expects there, e.g. `not a number at offset 8:
    /// found ' ' (U+0020); expected a digit or 'U+00A0€'` in a `de_DE` EUR parser (invisible
    /// characters as `U+XXXX`); else the error's `description`. For a server's answer or a log
    /// line; the error itself stays the value to switch over.
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
        guard let found = scalars.first else {
            return "\(error.description): the text ends; expected \(Self.list(expected(after: state)))"
        }
        if state.takesGrouping, isGrouping(found), let separator = locale.groupingSeparator {
            let options = expected(after: state).filter { !$0.hasPrefix("the grouping separator") }
            return "\(error.description): found the grouping separator \(Self.quoted(separator)) where the "
                + "locale does not put one; expected \(Self.list(options))"
        }
        if state.takesGrouping, locale.digitValue(of: found) != nil, let separator = locale.groupingSeparator {
            return "\(error.description): found \(Self.quoted(found)); expected the grouping separator "
                + "\(Self.quoted(separator)) before it, where the locale puts one"
        }
        return "\(error.description): found \(Self.quoted(found)); expected \(Self.list(expected(after: state)))"
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
            if policy.allowsNegative && state.isEmpty {
                options.append("the minus sign \(Self.quoted(locale.minusSign))")
            }
            return options
        }
        if !state.seenDecimal {
            if let separator = locale.groupingSeparator {
                options.append("the grouping separator \(Self.quoted(separator))")
            }
            if policy.fractionLimit > 0 {
                options.append("the decimal separator \(Self.quoted(locale.decimalSeparator))")
            }
        }
        let suffix = locale.storage.positiveSuffixText.utf8
        options.append(suffix.isEmpty ? "the end" : Self.quoted(String(decoding: suffix, as: UTF8.self)))
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
}
