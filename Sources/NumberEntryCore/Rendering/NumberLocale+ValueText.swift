extension NumberLocale {
    /// The text a finalized field in this locale shows for `value` (Behaviour §7), affixes
    /// included: at least `minFractionDigits` fraction digits, zeros padding the value's own
    /// (a count below 0 pads nothing; padding stops at 999 digits, ICU's own limit,
    /// `NumberPolicy.maximumMinFractionDigits`), grouped as the locale groups. It agrees with
    /// ICU's `unumf` for the same locale and format.
    ///
    /// The one way to format a value: `NumberEntryFormatStyle` formats with it, and
    /// `NumberField(locale:policy:value:)` shows a value the same way, padded to the policy's
    /// `minFractionDigits` (without affixes when the policy hides them).
    ///
    /// ```swift
    /// let locale = try NumberLocale.named("de_DE")
    /// locale.text(of: ExactDecimal("-1234.5")!, minFractionDigits: 2)   // "-1.234,50"
    /// ```
    public func text(of value: ExactDecimal, minFractionDigits: Int = 0) -> String {
        Layout(locale: self, content: content(of: value, minFractionDigits: minFractionDigits)).render().string
    }

    /// The content that shows `value` with at least `minFractionDigits` fraction digits, as
    /// `text(of:minFractionDigits:)` pads them.
    func content(of value: ExactDecimal, minFractionDigits: Int) -> Content {
        let padded = min(minFractionDigits, NumberPolicy.maximumMinFractionDigits)
        return content(of: value, fractionDigits: max(padded, value.fractionDigits.utf8.count))
    }

    /// The content that shows `value` with exactly `fractionDigits` fraction digits (padded
    /// with zeros; extra digits are kept, not rounded, so pass at least the value's own count).
    /// Padding stops at 999 digits or the value's own count, whichever is more.
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
