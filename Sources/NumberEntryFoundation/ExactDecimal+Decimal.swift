public import Foundation
public import NumberEntry

extension ExactDecimal {
    /// The value as Foundation's `Decimal`, or `nil` when it has more significant digits than
    /// `Decimal` holds exactly (38): never rounded.
    public var decimal: Decimal? {
        let digits = (integerDigits == "0" ? "" : integerDigits) + fractionDigits
        let significant = digits.drop { $0 == "0" }.count
        guard significant <= 38 else { return nil }
        return Decimal(string: description, locale: Locale(identifier: "en_US_POSIX"))
    }

    /// The exact value of a finite `Decimal`.
    public init?(_ decimal: Decimal) {
        guard decimal.isFinite else { return nil }
        var value = decimal
        var rounded = Decimal()
        NSDecimalRound(&rounded, &value, 0, .plain)
        self.init(NSDecimalString(&value, Locale(identifier: "en_US_POSIX")))
    }
}
