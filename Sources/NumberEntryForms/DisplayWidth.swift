import NumberEntry

/// How wide a field should be drawn: a size class or a number of points.
///
/// Experimental: may change in any release (README, "Definition of public API").
public enum DisplayWidth: Sendable, Hashable {
    /// Up to 6 characters, e.g. `9.999` or `100,00`.
    case narrow
    /// Up to 12 characters, e.g. `9.999.999,99`.
    case medium
    /// More than 12 characters, or no limit.
    case wide
    /// An exact width in points.
    case points(Double)

    /// The size class fitting the longest value `policy` admits, rendered in `locale`
    /// (sign and grouping included, fraction digits as the policy resolves them there); `.wide`
    /// when the policy sets no digit limit or bound.
    static func derived(from resolved: NumberPolicy.Resolved, in locale: NumberLocale) -> DisplayWidth {
        let policy = resolved.stored
        let positive = extent(bound: policy.maximum, negative: false, policy: policy)
        let negative = policy.permitsNegative ? extent(bound: policy.minimum, negative: true, policy: policy) : 0
        guard let positive, let negative else { return .wide }
        let lengths = [(positive, false), (negative, true)].filter { $0.0 > 0 }.map {
            renderedLength(
                integerDigits: $0.0, negative: $0.1, fractionDigits: resolved.maxFractionDigits, locale: locale)
        }
        let longest = lengths.max() ?? 1
        return longest <= 6 ? .narrow : longest <= 12 ? .medium : .wide
    }

    /// The visible characters of a value with `integerDigits` and `fractionDigits`, the most
    /// fraction digits.
    private static func renderedLength(integerDigits: Int, negative: Bool, fractionDigits: Int, locale: NumberLocale)
        -> Int
    {
        let fractionDigits = min(fractionDigits, cap)
        let nines = String(repeating: "9", count: integerDigits) + "." + String(repeating: "9", count: fractionDigits)
        let value = ExactDecimal((negative ? "-" : "") + nines) ?? .zero
        let shown = locale.text(of: value, minFractionDigits: fractionDigits)
        return shown.unicodeScalars.filter { !ignorable.contains($0) }.count
    }

    /// Digit counts beyond this are wide anyway; rendering stops there.
    private static let cap = 20

    /// The bidi marks and invisible characters a locale may put around a sign.
    private static let ignorable: Set<Unicode.Scalar> = [
        "\u{200E}", "\u{200F}", "\u{061C}", "\u{200B}", "\u{2060}", "\u{FEFF}",
    ]

    /// The integer digits of the longest value on one side of zero: those of `bound` when it
    /// limits that side, else `maxIntegerDigits`; 0 when the side is empty, `nil` when unlimited.
    private static func extent(bound: ExactDecimal?, negative: Bool, policy: NumberPolicy) -> Int? {
        var digits = policy.maxIntegerDigits
        if let bound {
            guard bound.isNegative == negative || bound.isZero else { return 0 }
            let boundDigits = bound.integerDigits.utf8.count
            digits = min(digits ?? boundDigits, boundDigits)
        }
        return digits.map { min($0, cap) }
    }
}
