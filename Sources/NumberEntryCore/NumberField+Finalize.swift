extension NumberField {
    /// Commit, blur or submit (Behaviour §7): an empty or sign-only field becomes empty; otherwise
    /// the trailing separator goes, negative zero loses its sign, the fraction is padded to
    /// `minFractionDigits` and trailing zeros beyond it are removed. The caret goes to the end.
    mutating func performFinalize() {
        if content.value == nil {
            content = Content()
        } else if policy.entry == .cents {
            // Cents mode always shows its fraction digits: finalize only drops negative zero.
            if content.characters.allSatisfy({ $0 == 0 || $0 == Content.separator }) { content.isNegative = false }
        } else if let value = content.value {
            content = locale.content(of: value, fractionDigits: value.fractionCount(padding: policy.minFractionDigits))
        }
        let layout = layout(of: content)
        text = layout.render()
        textLength = layout.length
        moveCaret(to: locale.isAffixed ? layout.body.upperBound : textLength)
    }
}

extension NumberLocale {
    /// The text of a complete value with at least `minimumFractionDigits` fraction digits
    /// (trailing zeros beyond them dropped), as ICU's `unumf` formats it.
    public func format(_ value: ExactDecimal, minimumFractionDigits: Int = 0) -> String {
        format(value, fractionDigits: value.fractionCount(padding: minimumFractionDigits))
    }

    /// The text of a value with exactly `fractionDigits` fraction digits (padded with zeros;
    /// extra digits are not rounded but kept, so pass at least the value's own count). Padding
    /// stops at 999 digits, ICU's own limit (`NumberPolicy.maximumMinFractionDigits`).
    public func format(_ value: ExactDecimal, fractionDigits: Int) -> String {
        Layout(locale: self, content: content(of: value, fractionDigits: fractionDigits)).render()
    }

    /// The content that shows `value` with exactly `fractionDigits` fraction digits.
    func content(of value: ExactDecimal, fractionDigits requested: Int) -> Content {
        let fractionDigits = min(requested, max(NumberPolicy.maximumMinFractionDigits, value.scale))
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
    func fractionCount(padding minimum: Int) -> Int {
        max(min(minimum, NumberPolicy.maximumMinFractionDigits), fractionDigits.utf8.count)
    }
}
