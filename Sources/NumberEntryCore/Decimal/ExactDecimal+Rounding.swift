extension ExactDecimal {
    /// The value rounded to at most `digits` fraction digits (`digits` below 0 counts as 0),
    /// exactly, in decimal, in time linear in the value's length.
    public func rounded(toFractionDigits digits: Int, _ mode: RoundingMode) -> ExactDecimal {
        guard scale > max(0, digits) else { return self }
        return rounded(toUnits: 1, exponent: max(0, digits), mode)
    }

    /// The nearest multiple of `increment` in the direction `mode` says (a cash increment: CHF
    /// 0.05), exactly, in one pass over the digits; the value itself when `increment` is zero.
    /// The sign of `increment` does not matter.
    /// - Throws: ``IncrementError`` when `increment` has more than ``maximumIncrementDigits``
    ///   significant digits.
    public func rounded(
        toMultipleOf increment: ExactDecimal, _ mode: RoundingMode
    ) throws(IncrementError) -> ExactDecimal {
        try rounded(to: Increment(increment), mode)
    }

    /// The nearest multiple of an increment already checked (`rounded(toMultipleOf:_:)`).
    package func rounded(to increment: Increment, _ mode: RoundingMode) -> ExactDecimal {
        guard increment.units != 0 else { return self }
        return rounded(toUnits: increment.units, exponent: increment.exponent, mode)
    }

    /// The nearest multiple of `units` × 10^-`exponent` (`units` not 0) in the direction `mode`
    /// says: one pass over the digits, no division of long numbers.
    private func rounded(toUnits units: UInt64, exponent: Int, _ mode: RoundingMode) -> ExactDecimal {
        // |value| × 10^exponent = kept + tail, kept an integer (digit values), 0 <= tail < 1.
        let integer = significantIntegerUTF8
        let fraction = fractionDigits.utf8
        var kept: [UInt8] = []
        var tail = TailDigits()
        if exponent >= 0 {
            kept.reserveCapacity(integer.count + exponent)
            for byte in integer { kept.append(byte - 48) }
            var index = fraction.startIndex
            for _ in 0..<min(exponent, fraction.count) {
                kept.append(fraction[index] - 48)
                index = fraction.index(after: index)
            }
            if exponent > fraction.count { kept += repeatElement(0, count: exponent - fraction.count) }
            tail.read(fraction[index...])
        } else {
            let split = max(0, integer.count + exponent)
            let cut = integer.index(integer.startIndex, offsetBy: split)
            for byte in integer[..<cut] { kept.append(byte - 48) }
            tail.read(integer[cut...], padding: max(0, -exponent - integer.count))
            tail.read(fraction)
        }
        var pass = RemainderPass(divisor: units)
        for digit in kept { pass.append(digit) }
        let (remainder, odd) = pass.finish()
        guard remainder != 0 || tail.isNonZero else { return self }
        // Compare 2 × (remainder + tail) with units, as remainder + tail with rest.
        let rest = units - remainder
        let awayFromZero = mode.roundsAwayFromZero(isNegative: isNegative, odd: odd) {
            if remainder > rest || (remainder == rest && tail.isNonZero) { return 1 }
            if remainder == rest { return 0 }
            return remainder + 1 == rest ? tail.comparedWithHalf : -1
        }
        DigitArithmetic.subtract(remainder, from: &kept)
        if awayFromZero { DigitArithmetic.add(units, to: &kept) }
        if exponent < 0 { kept += repeatElement(0, count: -exponent) }
        return ExactDecimal(
            isNegative: isNegative, integerDigits: kept[..<(kept.count - max(0, exponent))],
            fractionDigits: kept[(kept.count - max(0, exponent))...])
    }
}

/// The digits a rounding drops, read once: whether any is non-zero, and how they compare with
/// one half.
private struct TailDigits {
    /// The first dropped digit, `nil` before any.
    private var first: UInt8?
    /// Whether a digit after the first is non-zero.
    private var restNonZero = false

    /// Reads ASCII digits, after `padding` zeros.
    mutating func read<C: Collection<UInt8>>(_ bytes: C, padding: Int = 0) {
        if padding > 0 && first == nil { first = 0 }
        DigitWork.record(bytes.count)
        for byte in bytes {
            if first == nil { first = byte - 48 } else if byte != UInt8(ascii: "0") { restNonZero = true }
        }
    }

    var isNonZero: Bool { (first ?? 0) != 0 || restNonZero }

    /// -1, 0 or 1 as the dropped digits, read as a fraction, are below, equal to or above 1/2.
    var comparedWithHalf: Int {
        let first = first ?? 0
        if first != 5 { return first < 5 ? -1 : 1 }
        return restNonZero ? 1 : 0
    }
}

extension DigitArithmetic {
    /// `digits -= amount` for `amount <= digits` (digit values, most significant first; leading
    /// zeros allowed and kept).
    static func subtract(_ amount: UInt64, from digits: inout [UInt8]) {
        var borrow = amount
        var index = digits.count - 1
        defer { DigitWork.record(digits.count - 1 - index) }
        while borrow > 0 && index >= 0 {
            let digit = UInt64(digits[index])
            let taken = borrow % 10
            borrow /= 10
            if digit >= taken {
                digits[index] = UInt8(digit - taken)
            } else {
                digits[index] = UInt8(digit + 10 - taken)
                borrow += 1
            }
            index -= 1
        }
    }

    /// `digits += amount` (digit values, most significant first), growing at the front.
    static func add(_ amount: UInt64, to digits: inout [UInt8]) {
        var carry = amount
        var index = digits.count - 1
        defer { DigitWork.record(digits.count - 1 - index) }
        while carry > 0 && index >= 0 {
            let total = UInt64(digits[index]) + carry % 10
            carry = carry / 10 + total / 10
            digits[index] = UInt8(total % 10)
            index -= 1
        }
        var front: [UInt8] = []
        while carry > 0 {
            front.append(UInt8(carry % 10))
            carry /= 10
        }
        if !front.isEmpty { digits.insert(contentsOf: front.reversed(), at: 0) }
    }
}
