import NumberEntry

/// Exact reading of the numbers in hints files: JSON number literals and numeric strings.
enum HintsNumber {
    /// The largest exponent accepted in `1e5` notation; beyond it the text would be enormous.
    static let maximumExponent = 1000

    /// The exact value of `text`: machine format (`-12.5`, `.5`) with an optional exponent
    /// (`1.5e3`); `nil` for anything else.
    static func decimal(_ text: String) -> ExactDecimal? {
        let parts = text.split(separator: "e", maxSplits: 1, omittingEmptySubsequences: false).flatMap {
            $0.split(separator: "E", maxSplits: 1, omittingEmptySubsequences: false)
        }
        guard let mantissa = parts.first.flatMap({ ExactDecimal(String($0)) }) else { return nil }
        guard parts.count == 2 else { return parts.count == 1 ? mantissa : nil }
        guard let exponent = Int(parts[1]), abs(exponent) <= maximumExponent else { return nil }
        return shifted(mantissa, by: exponent)
    }

    /// `value` times 10^`exponent`.
    private static func shifted(_ value: ExactDecimal, by exponent: Int) -> ExactDecimal? {
        let integer = value.integerDigits == "0" ? "" : value.integerDigits
        let digits = integer + value.fractionDigits
        let point = integer.utf8.count + exponent
        let sign = value.isNegative ? "-" : ""
        if point <= 0 { return ExactDecimal(sign + "0." + String(repeating: "0", count: -point) + digits) }
        if point >= digits.utf8.count {
            return ExactDecimal(sign + digits + String(repeating: "0", count: point - digits.utf8.count))
        }
        let split = digits.index(digits.startIndex, offsetBy: point)
        return ExactDecimal(sign + String(digits[..<split]) + "." + String(digits[split...]))
    }
}
