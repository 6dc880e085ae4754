extension ExactDecimal {
    /// The value of an integer.
    public init(_ value: Int) {
        self.init(String(value))!
    }
}

extension Int {
    /// The decimal's value when it is a whole number that fits in `Int`; `nil` otherwise.
    public init?(exactly value: ExactDecimal) {
        DigitWork.record(value.integerDigits.utf8.count)
        guard value.fractionDigits.isEmpty, let magnitude = UInt(value.integerDigits) else { return nil }
        if value.isNegative {
            guard magnitude <= UInt(Int.max) + 1 else { return nil }
            self = magnitude == UInt(Int.max) + 1 ? Int.min : -Int(magnitude)
        } else {
            guard let result = Int(exactly: magnitude) else { return nil }
            self = result
        }
    }
}

extension Double {
    /// The nearest `Double` to the decimal (correctly rounded; large values become infinity).
    public init(_ value: ExactDecimal) {
        self = Double(value.description) ?? .nan
    }
}

extension ExactDecimal {
    /// The exact value of a finite `Double` (every one has a finite decimal expansion: `0.1` is
    /// 0.1000000000000000055511151231257827021181583404541015625); `nil` for NaN and infinities.
    public init?(exactly double: Double) {
        guard double.isFinite else { return nil }
        let significand =
            double.isSubnormal || double == 0 ? double.significandBitPattern : double.significandBitPattern | 1 << 52
        let exponent = double.isSubnormal || double == 0 ? -1074 : Int(double.exponent) - 52
        var digits = String(significand).utf8.map { $0 - 48 }
        for _ in 0..<abs(exponent) { DigitArithmetic.multiply(&digits, by: exponent > 0 ? 2 : 5) }
        let magnitude = ExactDecimal(isNegative: false, integerDigits: digits, fractionDigits: [])
        let value = magnitude.movingPoint(by: min(0, exponent))  // -1074 at the least
        self = double < 0 ? value.negated : value
    }
}

extension Double {
    /// The decimal as a `Double` when the `Double` holds it exactly (`0.5`, `1e20`); `nil` when
    /// it would round (`0.1`) or overflow.
    public init?(exactly value: ExactDecimal) {
        let double = Double(value)
        guard double.isFinite, ExactDecimal(exactly: double) == value else { return nil }
        self = double
    }
}
