/// Formats machine decimals (`-1234.5`) in a format with affixes and splits each text around its
/// body (integer, fraction and separators) by the data source's field positions: ICU's, or the
/// number-format attributes of Foundation's attributed output. Never by scanning for digits.
protocol AffixProbeFormatter {
    /// The text before the body, the body and the text after it; `nil` on failure.
    func formatParts(_ decimal: String) -> (prefix: String, body: String, suffix: String)?
}

/// Reads a format's data (Behaviour §10.2) out of a formatter of that format, the same way for
/// either data source: the four affixes, checked to depend only on the sign (the model's
/// justification, run at every load), and the body's own separators and grouping.
enum FormatProbe {
    /// Values whose affixes must agree with those of their sign: the model's check.
    private static let positiveProbes = ["1", "0", "12.5", "1234567.891", "0.05", "1000"]
    private static let negativeProbes = ["-1", "-0", "-12.5", "-1234567.891", "-0.05", "-1000"]
    /// A measure unit's affixes may change with the plural form (Behaviour §17): values of every
    /// CLDR plural category (one, two, few, many, other; integers and fractions alike).
    private static let pluralProbes = [
        "2", "3", "4", "5", "6", "7", "11", "12", "19", "21", "22", "25", "100", "101", "102", "111", "1000000",
        "0.1", "0.5", "1.1", "1.5", "2.5", "1.01", "3.25",
    ]

    /// The format's data without markers and currency digits, which each source adds.
    /// - Throws: `unsupportedFormat` when the formatter fails or its affixes change with the value.
    static func data(
        _ format: NumberFormat, canonical: String, base: NumberLocale, formatter: some AffixProbeFormatter
    ) throws(NumberEntryError) -> NumberLocale.FormatData {
        let unsupported = NumberEntryError.unsupportedFormat("\(format.skeleton) in \(canonical)")
        guard let positive = formatter.formatParts("1"), let negative = formatter.formatParts("-1") else {
            throw unsupported
        }
        let plural = format.unitName == nil ? [] : pluralProbes
        for (probes, expected) in [
            (positiveProbes + plural, positive), (negativeProbes + plural.map { "-" + $0 }, negative),
        ] {
            for probe in probes {
                guard let parts = formatter.formatParts(probe), parts.prefix == expected.prefix,
                    parts.suffix == expected.suffix
                else {
                    throw .unsupportedFormat("\(format.skeleton): its affixes change with the value in \(canonical)")
                }
            }
        }
        let digits = base.digits
        guard let fraction = formatter.formatParts("1.5").map({ Array($0.body.unicodeScalars) }),
            fraction.count == 3, fraction[0] == digits[1], fraction[2] == digits[5],
            let (groupingSeparator, grouping) = Self.grouping(formatter, digits: digits, base: base.grouping)
        else { throw unsupported }
        return NumberLocale.FormatData(
            format: format, decimalSeparator: fraction[1], groupingSeparator: groupingSeparator, grouping: grouping,
            positivePrefix: positive.prefix, positiveSuffix: positive.suffix, negativePrefix: negative.prefix,
            negativeSuffix: negative.suffix, markers: [])
    }

    /// A percent or per-mille field's markers (Behaviour §10.7): the format's own signs and the
    /// symbol its affixes show.
    static func scaleMarkers(_ format: NumberFormat, data: NumberLocale.FormatData) -> [String] {
        let shown = shownSymbol(data.positivePrefix + data.positiveSuffix)
        return unique(format == .perMille ? ["‰", "\u{0609}", shown] : ["%", "\u{066A}", shown])
    }

    /// A measure-unit field's markers: the unit its affixes show (`kg`, `km/h`).
    static func unitMarkers(data: NumberLocale.FormatData) -> [String] {
        unique([shownSymbol(data.positivePrefix + data.positiveSuffix)])
    }

    /// A currency field's markers: its code, the symbol its affixes show, then `symbols`.
    static func currencyMarkers(_ code: String, data: NumberLocale.FormatData, symbols: [String]) -> [String] {
        unique([code, shownSymbol(data.positivePrefix + data.positiveSuffix)] + symbols)
    }

    /// The non-empty markers, each once, in order.
    private static func unique(_ markers: [String]) -> [String] {
        markers.filter { !$0.isEmpty }.reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
    }

    /// The body's grouping separator and sizes, from a long run of ones; the minimum grouping
    /// digits are the locale's (they never differ by format in ICU).
    private static func grouping(
        _ formatter: some AffixProbeFormatter, digits: [Unicode.Scalar], base: NumberLocale.Grouping
    ) -> (Unicode.Scalar?, NumberLocale.Grouping)? {
        let count = 20
        guard let body = formatter.formatParts(String(repeating: "1", count: count))?.body,
            let sizes = GroupingSizes(body.unicodeScalars, one: digits[1], count: count)
        else { return nil }
        guard let separator = sizes.separator else {
            return (nil, NumberLocale.Grouping(primary: 0, secondary: 0, minimumDigits: 1))
        }
        let grouping = NumberLocale.Grouping(
            primary: sizes.primary, secondary: sizes.secondary, minimumDigits: base.minimumDigits)
        return (separator, grouping)
    }

    /// The symbol an affix shows: without bidi marks and the spacing around it.
    private static func shownSymbol(_ affixes: String) -> String {
        var scalars = Array(affixes.unicodeScalars.filter { !Ignorables.contains($0) })
        while let first = scalars.first, first.properties.isWhitespace { scalars.removeFirst() }
        while let last = scalars.last, last.properties.isWhitespace { scalars.removeLast() }
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars)
        return String(view)
    }
}
