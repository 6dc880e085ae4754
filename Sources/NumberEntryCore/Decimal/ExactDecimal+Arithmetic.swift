/// Exact arithmetic on decimal digits: no rounding, no binary floating point, any length.
extension ExactDecimal: ExpressibleByIntegerLiteral {
    public init(integerLiteral value: Int) {
        self.init(value)
    }

    /// The number of fraction digits (`12.50` has 1: trailing zeros are not kept).
    public var scale: Int { fractionDigits.utf8.count }

    /// The number of integer digits without leading zeros: 0 for a zero integer part (`0.5`).
    public var integerDigitCount: Int { integerDigits == "0" ? 0 : integerDigits.utf8.count }

    /// The significant digits, from the first to the last non-zero one: 2 for `1200` and for
    /// `0.0012`, 0 for zero.
    public var significantDigitCount: Int {
        let digits = Array(significantIntegerUTF8) + Array(fractionDigits.utf8)
        DigitWork.record(digits.count)
        guard let first = digits.firstIndex(where: { $0 != UInt8(ascii: "0") }),
            let last = digits.lastIndex(where: { $0 != UInt8(ascii: "0") })
        else { return 0 }
        return last - first + 1
    }

    /// The magnitude (the value without its sign).
    public var magnitude: ExactDecimal {
        isNegative ? negated : self
    }

    /// The largest exponent, either way, that `shifted(byPowerOfTen:)` takes for a value other
    /// than zero: a shift writes as many zeros as its exponent, so 1,000,000 (the length of the
    /// longest text Behaviour §9 names) keeps it linear in its input and bounded in memory.
    public static let maximumShift = 1_000_000

    /// The error of a shift by more than ``maximumShift`` places.
    public struct ShiftError: Error, Sendable, Hashable, CustomStringConvertible {
        /// The exponent asked for.
        public let exponent: Int

        /// An error for a shift by `exponent` places.
        public init(exponent: Int) {
            self.exponent = exponent
        }

        public var description: String {
            "a shift by \(exponent) places is beyond ±\(ExactDecimal.maximumShift)"
        }
    }

    /// The value times 10^`exponent`: a shift of the decimal point, exact. Zero stays zero for
    /// any exponent.
    /// - Throws: ``ShiftError`` when the value is not zero and `exponent` is beyond
    ///   ±``maximumShift``.
    public func shifted(byPowerOfTen exponent: Int) throws(ShiftError) -> ExactDecimal {
        guard !isZero else { return self }
        guard (-Self.maximumShift...Self.maximumShift).contains(exponent) else { throw ShiftError(exponent: exponent) }
        return movingPoint(by: exponent)
    }

    /// The value times 10^`exponent`, for an exponent the caller knows to be within
    /// ±``maximumShift`` (a percent's 2, a `Double`'s binary exponent): no check, no throw.
    package func movingPoint(by exponent: Int) -> ExactDecimal {
        let digits = significantIntegerUTF8.map { $0 - 48 } + fractionDigits.utf8.map { $0 - 48 }
        let point = integerDigitCount + exponent
        DigitWork.record(digits.count + Int(clamping: exponent.magnitude))
        if point <= 0 {
            return ExactDecimal(
                isNegative: isNegative, integerDigits: [],
                fractionDigits: repeatElement(0, count: -point) + digits)
        }
        if point >= digits.count {
            return ExactDecimal(
                isNegative: isNegative, integerDigits: digits + repeatElement(0, count: point - digits.count),
                fractionDigits: [])
        }
        return ExactDecimal(isNegative: isNegative, integerDigits: digits[..<point], fractionDigits: digits[point...])
    }

    /// The value with its sign flipped (`negated`).
    public static prefix func - (value: ExactDecimal) -> ExactDecimal { value.negated }

    /// The exact sum: never rounded, whatever the scales.
    public static func + (lhs: ExactDecimal, rhs: ExactDecimal) -> ExactDecimal {
        let scale = max(lhs.scale, rhs.scale)
        let left = lhs.scaledDigits(scale)
        let right = rhs.scaledDigits(scale)
        if lhs.isNegative == rhs.isNegative {
            return ExactDecimal(scaled: DigitArithmetic.sum(left, right), scale: scale, isNegative: lhs.isNegative)
        }
        switch DigitArithmetic.compare(left, right) {
        case 0: return .zero
        case 1:
            return ExactDecimal(
                scaled: DigitArithmetic.difference(left, right), scale: scale, isNegative: lhs.isNegative)
        default:
            return ExactDecimal(
                scaled: DigitArithmetic.difference(right, left), scale: scale, isNegative: rhs.isNegative)
        }
    }

    /// The exact difference: never rounded, whatever the scales.
    public static func - (lhs: ExactDecimal, rhs: ExactDecimal) -> ExactDecimal { lhs + rhs.negated }

    /// Adds `rhs` to `lhs` exactly.
    public static func += (lhs: inout ExactDecimal, rhs: ExactDecimal) { lhs = lhs + rhs }

    /// Subtracts `rhs` from `lhs` exactly.
    public static func -= (lhs: inout ExactDecimal, rhs: ExactDecimal) { lhs = lhs - rhs }

    /// The magnitude times 10^`scale` (at least the value's own scale) as digit values, most
    /// significant first, without leading zeros.
    func scaledDigits(_ scale: Int) -> [UInt8] {
        let fraction = fractionDigits.utf8.map { $0 - 48 }
        let digits = significantIntegerUTF8.map { $0 - 48 } + fraction + repeatElement(0, count: scale - fraction.count)
        DigitWork.record(digits.count)
        return Array(digits.drop { $0 == 0 })
    }

    /// The value whose magnitude times 10^`scale` is `digits`.
    init(scaled digits: [UInt8], scale: Int, isNegative: Bool) {
        let padded = repeatElement(UInt8(0), count: max(0, scale - digits.count)) + digits
        let point = padded.count - scale
        self.init(isNegative: isNegative, integerDigits: padded[..<point], fractionDigits: padded[point...])
    }
}

/// Schoolbook arithmetic on magnitudes given as decimal digit values, most significant first,
/// without leading zeros (empty for zero).
enum DigitArithmetic {
    /// -1, 0 or 1 as `lhs` is below, equal to or above `rhs`.
    static func compare(_ lhs: [UInt8], _ rhs: [UInt8]) -> Int {
        if lhs.count != rhs.count { return lhs.count < rhs.count ? -1 : 1 }
        DigitWork.record(lhs.count)
        for (left, right) in zip(lhs, rhs) where left != right { return left < right ? -1 : 1 }
        return 0
    }

    static func sum(_ lhs: [UInt8], _ rhs: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(max(lhs.count, rhs.count) + 1)
        var carry: UInt8 = 0
        var left = lhs.reversed().makeIterator()
        var right = rhs.reversed().makeIterator()
        while true {
            let a = left.next()
            let b = right.next()
            if a == nil && b == nil { break }
            let total = (a ?? 0) + (b ?? 0) + carry
            result.append(total % 10)
            carry = total / 10
        }
        if carry > 0 { result.append(carry) }
        DigitWork.record(result.count)
        return result.reversed()
    }

    /// `digits *= factor` for a factor of at most 10.
    static func multiply(_ digits: inout [UInt8], by factor: UInt8) {
        DigitWork.record(digits.count)
        var carry: UInt8 = 0
        for index in digits.indices.reversed() {
            let product = digits[index] * factor + carry
            digits[index] = product % 10
            carry = product / 10
        }
        if carry > 0 { digits.insert(carry, at: 0) }
    }

    /// `lhs - rhs` for `lhs >= rhs`, without leading zeros.
    static func difference(_ lhs: [UInt8], _ rhs: [UInt8]) -> [UInt8] {
        var result = lhs
        subtract(rhs, from: &result)
        return result
    }

    /// `minuend -= subtrahend`, where `subtrahend <= minuend`, keeping no leading zeros.
    private static func subtract(_ subtrahend: [UInt8], from minuend: inout [UInt8]) {
        DigitWork.record(minuend.count)
        var borrow: UInt8 = 0
        var index = minuend.count - 1
        for digit in subtrahend.reversed() {
            (minuend[index], borrow) = digitDifference(minuend[index], digit + borrow)
            index -= 1
        }
        while borrow > 0 {
            (minuend[index], borrow) = digitDifference(minuend[index], borrow)
            index -= 1
        }
        minuend.removeFirst(minuend.prefix { $0 == 0 }.count)
    }

    /// `top - bottom` as a digit and a borrow.
    private static func digitDifference(_ top: UInt8, _ bottom: UInt8) -> (UInt8, UInt8) {
        top >= bottom ? (top - bottom, 0) : (top + 10 - bottom, 1)
    }
}
