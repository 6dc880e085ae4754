extension NumberField {
    /// Commit, blur or submit (spec §7): an empty or sign-only field becomes empty; otherwise
    /// the trailing separator goes, negative zero loses its sign, the fraction is padded to
    /// `minFractionDigits` and trailing zeros beyond it are removed. The caret goes to the end.
    public mutating func finalize() {
        guard let value = content.value else {
            text = ""
            selection = 0..<0
            return
        }
        text = locale.format(value, minimumFractionDigits: policy.minFractionDigits)
        moveToEnd()
    }
}

extension NumberLocale {
    /// The text of a complete value with at least `minimumFractionDigits` fraction digits
    /// (trailing zeros beyond them dropped), as ICU's `unumf` formats it.
    public func format(_ value: ExactDecimal, minimumFractionDigits: Int = 0) -> String {
        format(value, fractionDigits: max(minimumFractionDigits, value.fractionDigits.utf8.count))
    }

    /// The text of a value with exactly `fractionDigits` fraction digits (padded with zeros;
    /// extra digits are not rounded but kept, so pass at least the value's own count).
    public func format(_ value: ExactDecimal, fractionDigits: Int) -> String {
        let integer = value.significantIntegerUTF8.map { $0 - 48 }
        var fraction = value.fractionDigits.utf8.map { $0 - 48 }
        if fraction.count < fractionDigits {
            fraction += repeatElement(0, count: fractionDigits - fraction.count)
        }
        var characters = integer.isEmpty && fraction.isEmpty ? [0] : integer
        if !fraction.isEmpty { characters += [Content.separator] + fraction }
        return Layout(locale: self, content: Content(isNegative: value.isNegative, characters: characters)).render()
    }
}
