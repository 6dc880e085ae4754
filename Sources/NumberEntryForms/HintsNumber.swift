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
        return mantissa.shifted(byPowerOfTen: exponent)
    }
}
