#if !SYSTEM_ICU
    internal import Foundation

    /// Loads a format's data from Foundation's number formatting (Behaviour §10.2): the format's
    /// `FormatStyle` formats probe values with attributed output, whose number-format attributes
    /// (integer and fraction parts, decimal and grouping separators) mark the body.
    enum FoundationFormatLoader {
        static func load(_ format: NumberFormat, canonical: String, base: NumberLocale) throws(NumberEntryError)
            -> NumberLocale.FormatData
        {
            if format == .perMille {
                throw .unsupportedFormat("permille: Foundation's number formatting has no per-mille style")
            }
            if let unit = format.unitName {
                throw .unsupportedFormat("measure-unit/\(unit): Foundation's number formatting has no unit skeletons")
            }
            if let code = format.currencyCode, !isKnown(code) {
                throw .unsupportedFormat("\(format.skeleton): Foundation lists no currency \(code)")
            }
            let formatter = AffixFormatter(format: format, locale: Locale(identifier: canonical))
            var data = try FormatProbe.data(format, canonical: canonical, base: base, formatter: formatter)
            switch format.kind {
            case .plain, .perMille, .measureUnit: break
            case .percent: data.markers = FormatProbe.scaleMarkers(format, data: data)
            case .currency(let code, _, _):
                var symbols: [String] = []
                for locale in [canonical, ""] {
                    for width in [NumberFormat.CurrencyWidth.symbol, .narrow] {
                        let symbolFormatter = AffixFormatter(
                            format: .currency(code: code, width: width), locale: Locale(identifier: locale))
                        if let symbol = symbolFormatter.currencySymbol() { symbols.append(symbol) }
                    }
                }
                data.markers = FormatProbe.currencyMarkers(code, data: data, symbols: symbols)
                data.fractionDigits = fractionDigits(code)
            }
            return data
        }

        /// Whether Foundation lists the ISO currency code.
        private static func isKnown(_ code: String) -> Bool {
            knownCurrencies.contains(code)
        }

        private static let knownCurrencies = Set(Locale.Currency.isoCurrencies.map(\.identifier))

        /// The currency's fraction digits: those of its style's default precision (JPY 0, KWD 3).
        static func fractionDigits(_ code: String) -> Int? {
            guard isKnown(code) else { return nil }
            let formatter = AffixFormatter(
                format: .currency(code: code), locale: Locale(identifier: "en"), precision: nil)
            return formatter.fractionLength("1")
        }
    }

    /// A currency or percent `FormatStyle` of one locale: plain or attributed text, the latter
    /// split into affixes and body by its number-format attributes. Negative zero, which
    /// `Decimal` cannot hold, goes through the same style for `Double`.
    struct AffixFormatter: AffixProbeFormatter {
        private enum Style {
            case currency(Decimal.FormatStyle.Currency, FloatingPointFormatStyle<Double>.Currency)
            case percent(Decimal.FormatStyle.Percent, FloatingPointFormatStyle<Double>.Percent)
        }

        private let style: Style?

        private static let machine = Locale(identifier: "en_US_POSIX")

        /// The style of a currency or percent format (`nil` for the others); `precision` `nil`
        /// keeps the style's default (a currency's own digits).
        init(
            format: NumberFormat, locale: Locale,
            precision: NumberFormatStyleConfiguration.Precision? = .fractionLength(0...38)
        ) {
            switch format.kind {
            case .plain, .perMille, .measureUnit:
                style = nil
            case .currency(let code, let width, let accounting):
                let presentation: CurrencyFormatStyleConfiguration.Presentation =
                    switch width.kind {
                    case .symbol: .standard
                    case .narrow: .narrow
                    case .isoCode: .isoCode
                    }
                let sign: CurrencyFormatStyleConfiguration.SignDisplayStrategy = accounting ? .accounting : .automatic
                var decimal = Decimal.FormatStyle.Currency(code: code, locale: locale).presentation(presentation)
                    .sign(strategy: sign)
                var double = FloatingPointFormatStyle<Double>.Currency(code: code, locale: locale)
                    .presentation(presentation).sign(strategy: sign)
                if let precision {
                    decimal = decimal.precision(precision)
                    double = double.precision(precision)
                }
                style = .currency(decimal, double)
            case .percent:
                var decimal = Decimal.FormatStyle.Percent(locale: locale).scale(1)
                var double = FloatingPointFormatStyle<Double>.Percent(locale: locale).scale(1)
                if let precision {
                    decimal = decimal.precision(precision)
                    double = double.precision(precision)
                }
                style = .percent(decimal, double)
            }
        }

        /// The value of a machine decimal, or `nil` for negative zero; `nil` beyond the 38 digits
        /// a `Decimal` holds.
        private func value(_ decimal: String) -> Decimal?? {
            let digits = decimal.utf8.filter { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
            guard digits.count <= 38, let value = Decimal(string: decimal, locale: Self.machine) else { return nil }
            return decimal.hasPrefix("-") && value.isZero ? .some(nil) : value
        }

        /// The text of a machine decimal; `nil` when it cannot be formatted.
        func format(_ decimal: String) -> String? {
            guard let style, let value = value(decimal) else { return nil }
            switch style {
            case .currency(let exact, let double): return value.map(exact.format) ?? double.format(-0.0)
            case .percent(let exact, let double): return value.map(exact.format) ?? double.format(-0.0)
            }
        }

        /// The attributed text of a machine decimal; `nil` when it cannot be formatted.
        private func attributed(_ decimal: String) -> AttributedString? {
            guard let style, let value = value(decimal) else { return nil }
            switch style {
            case .currency(let exact, let double):
                return value.map(exact.attributed.format) ?? double.attributed.format(-0.0)
            case .percent(let exact, let double):
                return value.map(exact.attributed.format) ?? double.attributed.format(-0.0)
            }
        }

        func formatParts(_ decimal: String) -> (prefix: String, body: String, suffix: String)? {
            guard let pieces = pieces(decimal), let first = pieces.firstIndex(where: \.isBody),
                let last = pieces.lastIndex(where: \.isBody), pieces[first...last].allSatisfy(\.isBody)
            else { return nil }
            return (
                pieces[..<first].map(\.text).joined(), pieces[first...last].map(\.text).joined(),
                pieces[(last + 1)...].map(\.text).joined()
            )
        }

        /// The currency symbol the style shows for 1: the run with the currency attribute.
        func currencySymbol() -> String? {
            pieces("1")?.first { $0.symbol == .currency }?.text
        }

        /// The characters of the fraction in the text of a machine decimal.
        func fractionLength(_ decimal: String) -> Int? {
            pieces(decimal)?.reduce(0) { $0 + ($1.part == .fraction ? $1.text.unicodeScalars.count : 0) }
        }

        private typealias Part = AttributeScopes.FoundationAttributes.NumberFormatAttributes.NumberPartAttribute
            .NumberPart
        private typealias Symbol = AttributeScopes.FoundationAttributes.NumberFormatAttributes.SymbolAttribute.Symbol

        /// The runs of the attributed text: each one's text and number-format attributes.
        private func pieces(_ decimal: String) -> [(text: String, part: Part?, symbol: Symbol?, isBody: Bool)]? {
            guard let attributed = attributed(decimal) else { return nil }
            return attributed.runs.map { run in
                // The number: digits of the integer or fraction (grouping separators included)
                // and the decimal separator.
                let isBody =
                    run.numberPart != nil || run.numberSymbol == .decimalSeparator
                    || run.numberSymbol == .groupingSeparator
                return (String(attributed[run.range].characters), run.numberPart, run.numberSymbol, isBody)
            }
        }
    }
#endif
