import NumberEntry

extension ExactDecimal {
    /// Whether the value is a whole multiple of `step`, decided exactly on the decimal digits.
    ///
    /// The sign of either number does not matter; only zero is a multiple of a zero step.
    func isMultiple(of step: ExactDecimal) -> Bool {
        if step.isZero { return isZero }
        let scale = max(fractionDigits.utf8.count, step.fractionDigits.utf8.count)
        return DecimalDivisibility.remainderIsZero(dividend: scaledDigits(scale), divisor: step.scaledDigits(scale))
    }

    /// The magnitude times 10^`scale` as digit values, most significant first, without leading zeros.
    private func scaledDigits(_ scale: Int) -> [UInt8] {
        let integer = integerDigits == "0" ? [] : integerDigits.utf8.map { $0 - 48 }
        let fraction = fractionDigits.utf8.map { $0 - 48 }
        let digits = integer + fraction + repeatElement(0, count: scale - fraction.count)
        return Array(digits.drop { $0 == 0 })
    }
}

/// Long division on decimal digit arrays, for exact divisibility of any length.
private enum DecimalDivisibility {
    /// Whether `divisor` (not zero) divides `dividend`; both are digit values without leading zeros.
    static func remainderIsZero(dividend: [UInt8], divisor: [UInt8]) -> Bool {
        var remainder: [UInt8] = []
        for digit in dividend {
            if !remainder.isEmpty || digit != 0 { remainder.append(digit) }
            while compare(remainder, divisor) >= 0 { subtract(divisor, from: &remainder) }
        }
        return remainder.isEmpty
    }

    /// -1, 0 or 1 as `lhs` is below, equal to or above `rhs` (no leading zeros in either).
    private static func compare(_ lhs: [UInt8], _ rhs: [UInt8]) -> Int {
        if lhs.count != rhs.count { return lhs.count < rhs.count ? -1 : 1 }
        for (left, right) in zip(lhs, rhs) where left != right { return left < right ? -1 : 1 }
        return 0
    }

    /// `minuend -= subtrahend`, where `subtrahend <= minuend`, keeping no leading zeros.
    private static func subtract(_ subtrahend: [UInt8], from minuend: inout [UInt8]) {
        var borrow: UInt8 = 0
        var index = minuend.count - 1
        for digit in subtrahend.reversed() {
            (minuend[index], borrow) = difference(minuend[index], digit + borrow)
            index -= 1
        }
        while borrow > 0 {
            (minuend[index], borrow) = difference(minuend[index], borrow)
            index -= 1
        }
        let leadingZeros = minuend.prefix { $0 == 0 }.count
        minuend.removeFirst(leadingZeros)
    }

    /// `top - bottom` as a digit and a borrow.
    private static func difference(_ top: UInt8, _ bottom: UInt8) -> (UInt8, UInt8) {
        top >= bottom ? (top - bottom, 0) : (top + 10 - bottom, 1)
    }
}
