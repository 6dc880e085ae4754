public import Foundation
public import NumberEntry

extension ExactDecimal {
    /// The value as Foundation's `Decimal`, or `nil` when `Decimal` cannot hold it exactly
    /// (more than 38 significant digits, or beyond its powers of ten): never rounded.
    public var decimal: Decimal? {
        // Trailing zeros are not significant: `Decimal` holds them in its exponent (1e50).
        guard significantDigitCount <= 38,
            let value = Decimal(string: description, locale: Locale(identifier: "en_US_POSIX")),
            ExactDecimal(value) == self
        else { return nil }
        return value
    }

    /// The exact value of a finite `Decimal`.
    public init?(_ decimal: Decimal) {
        guard decimal.isFinite else { return nil }
        var value = decimal
        self.init(NSDecimalString(&value, Locale(identifier: "en_US_POSIX")))
    }
}
