extension ExactDecimal {
    /// The most significant digits a step or rounding increment may have (`isMultiple(of:)`,
    /// `rounded(toMultipleOf:_:)`): 19, every `Int64` and more than a `Double` holds. Deciding a
    /// multiple then takes one pass over the value's digits; a longer increment would need a
    /// long division, quadratic in the digits, so it is refused with ``IncrementError``.
    public static let maximumIncrementDigits = 19

    /// The error of a step or increment with more than ``maximumIncrementDigits`` significant
    /// digits.
    public struct IncrementError: Error, Sendable, Hashable, CustomStringConvertible {
        /// The increment's significant digits.
        public let significantDigits: Int

        /// An error for an increment of `significantDigits` significant digits.
        public init(significantDigits: Int) {
            self.significantDigits = significantDigits
        }

        public var description: String {
            "an increment of \(significantDigits) significant digits is beyond "
                + "\(ExactDecimal.maximumIncrementDigits)"
        }
    }

    /// Whether the value is a whole multiple of `step` (a cash increment, a step), decided
    /// exactly in one pass over the digits. The signs do not matter; only zero is a multiple of a
    /// zero step.
    /// - Throws: ``IncrementError`` when `step` has more than ``maximumIncrementDigits``
    ///   significant digits.
    public func isMultiple(of step: ExactDecimal) throws(IncrementError) -> Bool {
        try Increment(step).divides(self)
    }
}

/// A step or increment as `units` × 10^-`exponent`, `units` without trailing zeros (0.05 is
/// 5 × 10^-2, 1200 is 12 × 10^2), checked once against ``ExactDecimal/maximumIncrementDigits``.
package struct Increment: Sendable, Hashable {
    /// The significant digits; 0 for zero.
    let units: UInt64
    let exponent: Int

    /// The magnitude of `value`.
    /// - Throws: ``ExactDecimal/IncrementError`` beyond ``ExactDecimal/maximumIncrementDigits``.
    package init(_ value: ExactDecimal) throws(ExactDecimal.IncrementError) {
        let fraction = value.fractionDigits.utf8
        // A canonical fraction ends in a non-zero digit; only an integer has trailing zeros.
        let zeros = fraction.isEmpty ? value.integerDigits.utf8.reversed().prefix { $0 == UInt8(ascii: "0") }.count : 0
        let digits = (Array(value.significantIntegerUTF8) + fraction).dropLast(zeros).drop { $0 == UInt8(ascii: "0") }
        DigitWork.record(value.integerDigits.utf8.count + fraction.count)
        guard digits.count <= ExactDecimal.maximumIncrementDigits else {
            throw ExactDecimal.IncrementError(significantDigits: digits.count)
        }
        units = digits.reduce(0) { $0 * 10 + UInt64($1 - 48) }
        exponent = fraction.count - zeros
    }

    /// The magnitude of an integer: every `Int` has at most 19 digits.
    package init(_ value: Int) {
        var units = UInt64(value.magnitude)
        var exponent = 0
        while units != 0 && units % 10 == 0 {
            units /= 10
            exponent -= 1
        }
        self.units = units
        self.exponent = exponent
    }

    /// Whether `value` is a whole multiple of the increment (only zero is one of zero): one pass.
    package func divides(_ value: ExactDecimal) -> Bool {
        guard units != 0, !value.isZero else { return value.isZero }
        // value / increment = value × 10^exponent / units: whole when value × 10^exponent is an
        // integer (its digits × 10^shift) that units divides.
        let shift = exponent - value.scale
        let digits = Array(value.significantIntegerUTF8) + value.fractionDigits.utf8
        let zeros = digits.reversed().prefix { $0 == UInt8(ascii: "0") }.count
        DigitWork.record(digits.count + zeros)
        guard zeros >= -shift else { return false }
        var pass = RemainderPass(divisor: units)
        for byte in digits.dropLast(max(0, -shift)) { pass.append(byte - 48) }
        for _ in 0..<max(0, shift) { pass.append(0) }
        return pass.finish().remainder == 0
    }
}

/// The remainder of a long integer, read digit by digit (most significant first), by a divisor
/// that fits in 64 bits, and whether the quotient is odd: one pass, one 128-by-64-bit division
/// per 18 digits.
struct RemainderPass {
    private let divisor: UInt64
    private var remainder: UInt64 = 0
    /// The digits read since the last division, and 10^(their count).
    private var chunk: UInt64 = 0
    private var scale: UInt64 = 1
    /// The last division's quotient: its parity is the whole quotient's, as every earlier one
    /// counts times a power of ten.
    private var lastQuotient: UInt64 = 0
    private var steps = 0

    /// A pass dividing by `divisor` (not zero).
    init(divisor: UInt64) {
        self.divisor = divisor
    }

    /// Reads the next digit (0...9).
    mutating func append(_ digit: UInt8) {
        chunk = chunk * 10 + UInt64(digit)
        scale *= 10
        if scale == 1_000_000_000_000_000_000 { divideChunk() }
    }

    /// The remainder and whether the quotient is odd, once every digit is read.
    mutating func finish() -> (remainder: UInt64, quotientIsOdd: Bool) {
        if scale > 1 { divideChunk() }
        DigitWork.record(steps)
        return (remainder, lastQuotient & 1 == 1)
    }

    /// remainder × scale + chunk, below divisor × scale (< divisor × 2^64), divided by divisor.
    private mutating func divideChunk() {
        let (high, low) = remainder.multipliedFullWidth(by: scale)
        let (sum, carry) = low.addingReportingOverflow(chunk)
        (lastQuotient, remainder) = divisor.dividingFullWidth((high + (carry ? 1 : 0), sum))
        steps += 18
        chunk = 0
        scale = 1
    }
}
