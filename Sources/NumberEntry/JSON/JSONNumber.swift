/// Exact reading of JSON numbers, in hints files (number literals and numeric strings) and the
/// wire formats (``WireDecoder``).
package enum JSONNumber {
    /// The largest exponent, either way, accepted in `1e5` notation: a larger one would write
    /// more than a thousand zeros.
    package static let maximumExponent = 1000

    /// Why a text is not a JSON number this reader takes.
    package enum Failure: Error, Equatable {
        /// Not machine format with an optional exponent.
        case notANumber
        /// An exponent beyond ±`maximumExponent` (of a value other than zero).
        case exponentBeyondLimit
    }

    /// The exact value of `text`: machine format (`-12.5`, `.5`) with an optional exponent
    /// (`1.5e3`, `1E-2`, `1e+2`), read in time linear in the text whatever the exponent's value;
    /// zero with any exponent is zero.
    package static func decimal(_ text: String) -> Result<ExactDecimal, Failure> {
        let utf8 = text.utf8
        let mark = utf8.firstIndex { $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") }
        guard let mantissa = ExactDecimal(String(text[..<(mark ?? text.endIndex)])) else {
            return .failure(.notANumber)
        }
        guard let mark else { return .success(mantissa) }
        switch exponent(utf8[utf8.index(after: mark)...]) {
        case .failure(.exponentBeyondLimit) where mantissa.isZero: return .success(mantissa)
        case .failure(let failure): return .failure(failure)
        case .success(let exponent):
            // Within ±1000, far inside `ExactDecimal.maximumShift`: the shift cannot fail.
            return (try? mantissa.shifted(byPowerOfTen: exponent)).map { .success($0) }
                ?? .failure(.exponentBeyondLimit)
        }
    }

    /// The exponent after `e`: an optional sign and at least one ASCII digit. Leading zeros are
    /// skipped; reading stops past `maximumExponent`, so no digit count overflows.
    private static func exponent(_ utf8: Substring.UTF8View) -> Result<Int, Failure> {
        var digits = utf8[...]
        var negative = false
        if let sign = digits.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
            negative = sign == UInt8(ascii: "-")
            digits = digits.dropFirst()
        }
        guard !digits.isEmpty, digits.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else {
            return .failure(.notANumber)
        }
        var value = 0
        for digit in digits.drop(while: { $0 == UInt8(ascii: "0") }) {
            value = value * 10 + Int(digit - UInt8(ascii: "0"))
            if value > maximumExponent { return .failure(.exponentBeyondLimit) }
        }
        return .success(negative ? -value : value)
    }
}
