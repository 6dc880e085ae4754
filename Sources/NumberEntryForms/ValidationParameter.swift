public import NumberEntry

/// A number a failure reports, such as the bound that was broken.
public enum ValidationParameter: Sendable, Hashable {
    /// A value on the field's scale (a bound or a step), shown like the field shows numbers.
    case number(ExactDecimal)
    /// A count (of digits), shown as a whole number.
    case count(Int)

    /// The parameter as text in `locale`, with numbers padded to `minimumFractionDigits`.
    func rendered(in locale: NumberLocale, minimumFractionDigits: Int = 0) -> String {
        switch self {
        case .number(let value): locale.text(of: value, minFractionDigits: max(0, minimumFractionDigits))
        case .count(let count): locale.text(of: ExactDecimal(count))
        }
    }
}
