extension NumberField {
    /// Commit, blur or submit (spec §7): an empty or sign-only field becomes empty; otherwise
    /// the trailing separator goes, negative zero loses its sign, the fraction is padded to
    /// `minFractionDigits` and trailing zeros beyond it are removed. The caret goes to the end.
    public mutating func finalize() {
        guard let value = content.value else {
            text = ""
            content = Content()
            textLength = 0
            selection = 0..<0
            return
        }
        content = locale.content(of: value, fractionDigits: value.fractionCount(padding: policy.minFractionDigits))
        let layout = Layout(locale: locale, content: content)
        text = layout.render()
        textLength = layout.length
        moveToEnd()
    }
}

extension NumberLocale {
    /// The text of a complete value with at least `minimumFractionDigits` fraction digits
    /// (trailing zeros beyond them dropped), as ICU's `unumf` formats it.
    public func format(_ value: ExactDecimal, minimumFractionDigits: Int = 0) -> String {
        format(value, fractionDigits: value.fractionCount(padding: minimumFractionDigits))
    }

    /// The text of a value with exactly `fractionDigits` fraction digits (padded with zeros;
    /// extra digits are not rounded but kept, so pass at least the value's own count).
    public func format(_ value: ExactDecimal, fractionDigits: Int) -> String {
        Layout(locale: self, content: content(of: value, fractionDigits: fractionDigits)).render()
    }

    /// The content that shows `value` with exactly `fractionDigits` fraction digits.
    func content(of value: ExactDecimal, fractionDigits: Int) -> Content {
        let integer = value.significantIntegerUTF8.map { $0 - 48 }
        var fraction = value.fractionDigits.utf8.map { $0 - 48 }
        if fraction.count < fractionDigits {
            fraction += repeatElement(0, count: fractionDigits - fraction.count)
        }
        var characters = integer.isEmpty && fraction.isEmpty ? [0] : integer
        if !fraction.isEmpty { characters += [Content.separator] + fraction }
        return Content(isNegative: value.isNegative, characters: characters)
    }
}

extension ExactDecimal {
    /// The number of fraction digits shown when padding to `minimum`.
    func fractionCount(padding minimum: Int) -> Int { max(minimum, fractionDigits.utf8.count) }
}
