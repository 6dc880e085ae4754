public import NumberEntry

/// A number a failure reports, such as the bound that was broken.
///
/// Frozen: a new case is a major version.
public enum ValidationParameter: Sendable, Hashable {
    /// A value in the unit a field's `value` reports (a bound or a step), shown as the field
    /// shows that number.
    case number(ExactDecimal)
    /// A count (of digits), shown as a plain whole number.
    case count(Int)

    /// The parameter as text in `locale`: a number with the locale's format (its affixes too),
    /// padded to `minimumFractionDigits` and first turned into the number a field with `policy`
    /// shows for it; a count as a plain whole number in the locale's digits.
    func rendered(
        in locale: NumberLocale, minimumFractionDigits: Int = 0, policy: NumberPolicy.Resolved? = nil
    ) -> String {
        switch self {
        case .number(let value):
            locale.text(
                of: policy?.shownNumber(ofValue: value) ?? value, minFractionDigits: max(0, minimumFractionDigits))
        case .count(let count): Self.plain(count, in: locale)
        }
    }

    /// `count` in the locale's digits, with no grouping and none of the format's affixes: a
    /// number of digits is no amount.
    private static func plain(_ count: Int, in locale: NumberLocale) -> String {
        var text = count < 0 ? locale.minusSign : ""
        for digit in String(count.magnitude).utf8 {
            text.unicodeScalars.append(locale.digits[Int(digit - 48)])
        }
        return text
    }
}
