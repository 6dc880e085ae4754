import FuzzSupport
import _NumberEntryTestSupport

/// The extreme arguments the target passes: the ends of `Int`, the engine's documented limits
/// and their neighbours, raw 64-bit patterns, long digit strings and huge exponents.
enum Extremes {
    /// Integers at and around every limit an argument may meet: `Int`'s ends, the shift limit
    /// (1,000,000), the hints exponent limit (1000), ICU's 999 fraction digits and the grouping
    /// limit (100).
    static let integers: [Int] = [
        .min, .min + 1, -1_000_001, -1_000_000, -1001, -1000, -999, -101, -100, -2, -1, 0, 1, 2, 3, 4, 99, 100,
        101, 998, 999, 1000, 1001, 1_000_000, 1_000_001, .max - 1, .max,
    ]

    /// An integer from the table, or (for the top sixteen byte values) eight raw bytes.
    static func integer(_ bytes: inout FuzzBytes) -> Int {
        let pick = bytes.next()
        guard pick >= 0xF0 else { return integers[Int(pick) % integers.count] }
        var raw: UInt64 = 0
        for _ in 0..<8 { raw = raw << 8 | UInt64(bytes.next()) }
        return Int(truncatingIfNeeded: raw)
    }

    /// A small integer (0...255) or an extreme one, as the flag's low bit says.
    static func count(_ bytes: inout FuzzBytes) -> Int {
        bytes.next() & 1 == 0 ? Int(bytes.next()) : integer(&bytes)
    }

    /// Digits longer than this are not passed on to arithmetic that divides (rounding to a
    /// multiple, divisibility), whose long division is quadratic in the length: the target's
    /// per-input time limit is about the arguments, not that cost.
    static let digitBudget = 2048

    /// A decimal from a sign, up to 64 digits of a repeated pattern (or a long run of up to
    /// 1,024 of one digit) and a point position, shifted by an exponent: small, or from the
    /// table when that keeps the value within `digitBudget` (a larger one must throw).
    static func decimal(_ bytes: inout FuzzBytes) -> ExactDecimal {
        let shape = bytes.next()
        let negative = shape & 1 != 0
        let length = shape & 2 != 0 ? Int(bytes.next()) << 2 : Int(bytes.next() % 64)
        let pattern = (0..<4).map { _ in bytes.next() % 10 }
        var digits = (0..<max(1, length)).map { pattern[$0 % pattern.count] + 48 }
        let point = Int(bytes.next()) % (digits.count + 1)
        digits.insert(UInt8(ascii: "."), at: point)
        let mantissa = ExactDecimal((negative ? "-" : "") + String(decoding: digits, as: UTF8.self)) ?? .zero
        let exponent = shape & 4 != 0 ? integer(&bytes) : Int(Int8(bitPattern: bytes.next()))
        guard exponent.magnitude <= UInt(digitBudget), let shifted = try? mantissa.shifted(byPowerOfTen: exponent)
        else {
            return mantissa
        }
        return shifted
    }

    /// The text of a JSON number with an extreme exponent or many digits, as a hints file may
    /// hold it: `1e-9223372036854775808`, `-0.5E+1001`, `1e` and 300 nines, 4,000 digits.
    static func numberText(_ bytes: inout FuzzBytes) -> String {
        let shape = bytes.next()
        let sign = shape & 1 != 0 ? "-" : ""
        let mantissa = shape & 2 != 0 ? String(repeating: "9", count: Int(bytes.next()) << 4) : "1"
        let fraction = shape & 4 != 0 ? ".5" : ""
        let exponentMark = shape & 8 != 0 ? "E" : "e"
        switch shape >> 4 & 3 {
        case 0: return sign + mantissa + fraction
        case 1: return sign + mantissa + fraction + exponentMark + String(integer(&bytes))
        case 2:
            return sign + mantissa + fraction + exponentMark + "+"
                + String(repeating: "9", count: Int(bytes.next()) + 1)
        default: return sign + "0" + fraction + exponentMark + String(integer(&bytes))
        }
    }
}
