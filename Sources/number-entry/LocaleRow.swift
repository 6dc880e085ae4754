import NumberEntry

/// One locale's number data, as `locales` shows it.
struct LocaleRow: Encodable {
    var id: String
    var numberingSystem: String
    /// The ten digits.
    var digits: String
    /// `-1234567.89` as a finalized field shows it.
    var sample: String
    var decimal: String
    /// `nil` for a locale that never groups.
    var grouping: String?
    var negativePrefix: String
    /// The negative prefix as `U+XXXX` code points, space-separated.
    var minusCodePoints: String
    var primaryGrouping: Int
    var secondaryGrouping: Int
    var minimumGrouping: Int

    /// The sample value every row formats.
    static let sampleValue = ExactDecimal("-1234567.89")!

    /// The row of `locale`, loaded for the listed `identifier`.
    init(_ identifier: String, _ locale: NumberLocale) {
        id = identifier
        numberingSystem = locale.numberingSystem
        digits = String(String.UnicodeScalarView(locale.digits))
        sample = locale.text(of: Self.sampleValue)
        decimal = String(locale.decimalSeparator)
        grouping = locale.groupingSeparator.map(String.init)
        negativePrefix = locale.negativePrefix
        minusCodePoints = locale.negativePrefix.unicodeScalars.map { Self.codePoint($0) }.joined(separator: " ")
        primaryGrouping = locale.grouping.primary
        secondaryGrouping = locale.grouping.secondary
        minimumGrouping = locale.grouping.minimumDigits
    }

    /// The table's cells, invisible characters escaped.
    var cells: [String] {
        [
            id, numberingSystem, Printable.escaped(sample), Printable.escaped(decimal),
            grouping.map { Printable.escaped($0) } ?? "none", minusCodePoints,
            "\(primaryGrouping)/\(secondaryGrouping)", "\(minimumGrouping)",
        ]
    }

    private static func codePoint(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
