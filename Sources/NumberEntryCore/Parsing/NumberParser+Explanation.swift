extension NumberParser {
    /// `error` in English for the person who typed `text`: for `notANumber`, the character found
    /// at the offset and what the locale's format expects there, e.g. `not a number at offset 8:
    /// found ' ' (U+0020); expected a digit or ' €'` in a `de_DE` EUR parser; else the error's
    /// `description`. For a server's answer or a log line; the error itself stays the value to
    /// switch over.
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
        let found = scalars.first.map { "found \(Self.quoted($0))" } ?? "the text ends"
        return "\(error.description): \(found); expected \(expectation(after: before[...]))"
    }

    /// What the locale's format takes after `before`, as a list ending in "or ...".
    private func expectation(after before: ArraySlice<Unicode.Scalar>) -> String {
        var rest = before.drop {
            $0.properties.isWhitespace || Ignorables.contains($0) || locale.storage.affixScalars.contains($0)
        }
        var digits = 0
        var seenDecimal = false
        var afterGrouping = false
        while let scalar = rest.first {
            rest = rest.dropFirst()
            if locale.digitValue(of: scalar) != nil {
                digits += 1
                afterGrouping = false
            } else if scalar == locale.decimalSeparator {
                seenDecimal = true
            } else if isGrouping(scalar) {
                afterGrouping = true
            }
        }
        var options = ["a digit"]
        if digits == 0 {
            if policy.allowsNegative && before.isEmpty {
                options.append("the minus sign \(Self.quoted(locale.minusSign))")
            }
            return Self.list(options)
        }
        if afterGrouping { return Self.list(options) }
        if !seenDecimal {
            if let separator = locale.groupingSeparator {
                options.append("the grouping separator \(Self.quoted(separator))")
            }
            if policy.fractionLimit > 0 {
                options.append("the decimal separator \(Self.quoted(locale.decimalSeparator))")
            }
        }
        let suffix = locale.storage.positiveSuffixText.utf8
        options.append(suffix.isEmpty ? "the end" : Self.quoted(String(decoding: suffix, as: UTF8.self)))
        return Self.list(options)
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
