/// An exact decimal number: a sign, integer digits and fraction digits, never a binary float.
///
/// Its `description` is the canonical machine text of Behaviour §8: ASCII, no grouping, no leading
/// zeros, no trailing fraction zeros, no negative zero (`-1234.5`, `0.05`, `0`).
public struct ExactDecimal: Sendable, Hashable, Comparable, CustomStringConvertible,
    LosslessStringConvertible
{
    /// Whether the number is below zero (never true for zero).
    public let isNegative: Bool
    /// ASCII integer digits without leading zeros; `"0"` for a zero integer part.
    package let integerDigits: String
    /// ASCII fraction digits without trailing zeros; empty for an integer.
    package let fractionDigits: String

    /// Reads machine text: optional `-` or `+`, ASCII digits, at most one `.`, at least one digit
    /// (`-1234.5`, `0.050`, `.5`, `12.`). Leading and trailing zeros are normalised away.
    public init?(_ text: String) {
        var utf8 = Substring(text).utf8[...]
        var negative = false
        if let first = utf8.first, first == UInt8(ascii: "-") || first == UInt8(ascii: "+") {
            negative = first == UInt8(ascii: "-")
            utf8 = utf8.dropFirst()
        }
        var integer: [UInt8] = []
        var fraction: [UInt8] = []
        var seenPoint = false
        for byte in utf8 {
            if byte == UInt8(ascii: ".") {
                guard !seenPoint else { return nil }
                seenPoint = true
            } else if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
                if seenPoint { fraction.append(byte - 48) } else { integer.append(byte - 48) }
            } else {
                return nil
            }
        }
        guard !integer.isEmpty || !fraction.isEmpty else { return nil }
        DigitWork.record(integer.count + fraction.count)
        self.init(isNegative: negative, integerDigits: integer, fractionDigits: fraction)
    }

    /// Creates a value from digit values, which must be 0...9, normalising leading and trailing
    /// zeros and the sign of zero. Public callers build values from text (`init(_:)`), integers
    /// and `Double`s, which cannot hold an invalid digit.
    package init<I: Collection<UInt8>, F: BidirectionalCollection<UInt8>>(
        isNegative: Bool, integerDigits: I, fractionDigits: F
    ) {
        let integer = integerDigits.drop { $0 == 0 }
        let fraction = fractionDigits.reversed().drop { $0 == 0 }.reversed()
        DigitWork.record(integerDigits.count + fractionDigits.count)
        self.integerDigits = integer.isEmpty ? "0" : String(decoding: integer.map { $0 + 48 }, as: UTF8.self)
        self.fractionDigits = String(decoding: fraction.map { $0 + 48 }, as: UTF8.self)
        self.isNegative = isNegative && !(integer.isEmpty && fraction.isEmpty)
    }

    /// Zero.
    public static let zero = ExactDecimal(isNegative: false, integerDigits: [], fractionDigits: [])

    /// Whether the value is zero.
    public var isZero: Bool { integerDigits == "0" && fractionDigits.isEmpty }

    public var description: String {
        DigitWork.record(integerDigits.utf8.count + fractionDigits.utf8.count)
        return (isNegative ? "-" : "") + integerDigits + (fractionDigits.isEmpty ? "" : "." + fractionDigits)
    }

    /// The value with the opposite sign (zero stays zero).
    public var negated: ExactDecimal {
        ExactDecimal(
            uncheckedNegative: !isNegative && !isZero, integer: integerDigits, fraction: fractionDigits)
    }

    /// The integer digits as ASCII, empty for a zero integer part.
    var significantIntegerUTF8: Substring.UTF8View {
        Substring(integerDigits == "0" ? "" : integerDigits).utf8
    }

    /// A value from parts already in canonical form (no leading or trailing zeros, no negative
    /// zero), as the parser builds them.
    init(uncheckedNegative: Bool, integer: String, fraction: String) {
        isNegative = uncheckedNegative
        integerDigits = integer
        fractionDigits = fraction
    }

    public static func < (lhs: ExactDecimal, rhs: ExactDecimal) -> Bool {
        if lhs.isNegative != rhs.isNegative { return lhs.isNegative }
        let magnitudeOrder = compareMagnitudes(lhs, rhs)
        return lhs.isNegative ? magnitudeOrder > 0 : magnitudeOrder < 0
    }

    /// -1, 0 or 1 as |lhs| is below, equal to or above |rhs|.
    static func compareMagnitudes(_ lhs: ExactDecimal, _ rhs: ExactDecimal) -> Int {
        DigitComparison.compare(
            integer: lhs.significantIntegerUTF8.lazy.map { $0 - 48 },
            fraction: lhs.fractionDigits.utf8.lazy.map { $0 - 48 }, with: rhs)
    }
}

/// Exact comparison of a magnitude given as digit values with an `ExactDecimal`'s magnitude.
enum DigitComparison {
    /// -1, 0 or 1 as the magnitude `integer.fraction` is below, equal to or above |bound|.
    /// `integer` must have no leading zeros (empty for zero); `fraction` may have trailing zeros.
    static func compare<I: Collection<UInt8>, F: Collection<UInt8>>(
        integer: I, fraction: F, with bound: ExactDecimal
    ) -> Int {
        let boundInteger = bound.significantIntegerUTF8
        let integerCount = integer.count
        DigitWork.record(integerCount + bound.fractionDigits.utf8.count + fraction.count)
        if integerCount != boundInteger.count { return integerCount < boundInteger.count ? -1 : 1 }
        for (digit, boundByte) in zip(integer, boundInteger) where digit != boundByte - 48 {
            return digit < boundByte - 48 ? -1 : 1
        }
        var boundFraction = bound.fractionDigits.utf8.makeIterator()
        var ownFraction = fraction.makeIterator()
        while true {
            let own = ownFraction.next()
            let other = boundFraction.next().map { $0 - 48 }
            switch (own, other) {
            case (nil, nil): return 0
            case (let digit?, nil): if digit != 0 { return 1 }
            case (nil, let digit?): if digit != 0 { return -1 }
            case (let a?, let b?): if a != b { return a < b ? -1 : 1 }
            }
        }
    }
}
