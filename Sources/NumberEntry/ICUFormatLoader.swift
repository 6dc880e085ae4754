#if SYSTEM_ICU
    internal import NumberEntryICU

    /// Loads a format's data from the system ICU (Behaviour §10.2): a formatter opened with the
    /// format's skeleton, its texts split around the body by ICU's field positions.
    enum ICUFormatLoader {
        /// Values whose affixes must agree with those of their sign: the model's check.
        private static let positiveProbes = ["1", "0", "12.5", "1234567.891", "0.05", "1000"]
        private static let negativeProbes = ["-1", "-0", "-12.5", "-1234567.891", "-0.05", "-1000"]

        static func load(_ format: NumberFormat, canonical: String, base: NumberLocale) throws(NumberEntryError)
            -> NumberLocale.FormatData
        {
            let unsupported = NumberEntryError.unsupportedFormat("\(format.skeleton) in \(canonical)")
            if let code = format.currencyCode, !ICUCurrency.isKnown(code) {
                throw .unsupportedFormat("\(format.skeleton): ICU lists no currency \(code)")
            }
            guard
                let formatter = ICUNumberFormatter(
                    locale: canonical, skeleton: format.skeleton + " precision-unlimited"),
                let positive = formatter.formatParts("1"), let negative = formatter.formatParts("-1")
            else { throw unsupported }
            for (probes, expected) in [(positiveProbes, positive), (negativeProbes, negative)] {
                for probe in probes {
                    guard let parts = formatter.formatParts(probe), parts.prefix == expected.prefix,
                        parts.suffix == expected.suffix
                    else {
                        throw .unsupportedFormat(
                            "\(format.skeleton): its affixes change with the value in \(canonical)")
                    }
                }
            }
            let digits = base.digits
            guard let fraction = formatter.formatParts("1.5").map({ Array($0.body.unicodeScalars) }),
                fraction.count == 3, fraction[0] == digits[1], fraction[2] == digits[5],
                let (groupingSeparator, grouping) = Self.grouping(formatter, digits: digits, base: base.grouping)
            else { throw unsupported }
            var data = NumberLocale.FormatData(
                format: format, decimalSeparator: fraction[1], groupingSeparator: groupingSeparator, grouping: grouping,
                positivePrefix: positive.prefix, positiveSuffix: positive.suffix, negativePrefix: negative.prefix,
                negativeSuffix: negative.suffix, markers: [])
            let shown = Self.shownSymbol(positive.prefix + positive.suffix)
            switch format {
            case .plain: break
            case .percent: data.markers = ["%", "\u{066A}", shown]
            case .perMille: data.markers = ["‰", "\u{0609}", shown]
            case .currency(let code, _, _):
                var markers = [code, shown]
                for locale in [canonical, "root"] {
                    for narrow in [false, true] {
                        if let symbol = ICUCurrency.symbol(code, locale: locale, narrow: narrow) {
                            markers.append(symbol)
                        }
                    }
                }
                data.markers = markers
                data.fractionDigits = ICUCurrency.fractionDigits(code, cash: false)
                data.cashFractionDigits = ICUCurrency.fractionDigits(code, cash: true)
                data.cashIncrement = ICULocaleSource.currencyCashIncrement(code)
            }
            data.markers = data.markers.filter { !$0.isEmpty }.reduce(into: []) {
                if !$0.contains($1) { $0.append($1) }
            }
            return data
        }

        /// The body's grouping separator and sizes, from a long run of ones; the minimum
        /// grouping digits are the locale's (they never differ by format in ICU 72).
        private static func grouping(
            _ formatter: ICUNumberFormatter, digits: [Unicode.Scalar], base: NumberLocale.Grouping
        ) -> (Unicode.Scalar?, NumberLocale.Grouping)? {
            let count = 20
            guard let body = formatter.formatParts(String(repeating: "1", count: count))?.body else { return nil }
            var groups = [0]
            var separators = Set<Unicode.Scalar>()
            for scalar in body.unicodeScalars {
                if scalar == digits[1] {
                    groups[groups.count - 1] += 1
                } else {
                    separators.insert(scalar)
                    groups.append(0)
                }
            }
            guard groups.reduce(0, +) == count, separators.count <= 1 else { return nil }
            guard let separator = separators.first, groups.count >= 2 else {
                return (nil, NumberLocale.Grouping(primary: 0, secondary: 0, minimumDigits: 1))
            }
            let primary = groups[groups.count - 1]
            let secondary = groups.count >= 3 ? groups[groups.count - 2] : primary
            return (
                separator,
                NumberLocale.Grouping(primary: primary, secondary: secondary, minimumDigits: base.minimumDigits)
            )
        }

        /// The symbol an affix shows: without bidi marks and the spacing around it.
        private static func shownSymbol(_ affixes: String) -> String {
            var scalars = Array(
                affixes.unicodeScalars.filter {
                    !"\u{200E}\u{200F}\u{061C}\u{200B}\u{2060}\u{FEFF}".unicodeScalars.contains($0)
                })
            while let first = scalars.first, first.properties.isWhitespace { scalars.removeFirst() }
            while let last = scalars.last, last.properties.isWhitespace { scalars.removeLast() }
            var view = String.UnicodeScalarView()
            view.append(contentsOf: scalars)
            return String(view)
        }
    }

    extension ICULocaleSource {
        static func formatData(_ format: NumberFormat, canonical: String, base: NumberLocale) throws(NumberEntryError)
            -> NumberLocale.FormatData
        {
            try ICUFormatLoader.load(format, canonical: canonical, base: base)
        }

        static func referenceFormatter(_ format: NumberFormat, fractionDigits: Int, locale canonical: String)
            -> ((String) -> String?)?
        {
            let precision =
                fractionDigits == 0 ? "precision-integer" : "." + String(repeating: "0", count: fractionDigits)
            guard let formatter = ICUNumberFormatter(locale: canonical, skeleton: format.skeleton + " " + precision)
            else { return nil }
            return { formatter.format($0) }
        }

        static func currencyFractionDigits(_ code: String) -> Int? {
            ICUCurrency.isKnown(code) ? ICUCurrency.fractionDigits(code, cash: false) : nil
        }

        static func currencyCashIncrement(_ code: String) -> ExactDecimal? {
            guard ICUCurrency.isKnown(code), let digits = ICUCurrency.fractionDigits(code, cash: true),
                let text = ICUCurrency.increment(code, cash: true, digits: digits),
                let increment = ExactDecimal(text), !increment.isZero
            else { return nil }
            return increment
        }

        static func currencyCode(locale canonical: String) -> String? {
            ICUCurrency.code(forLocale: canonical)
        }
    }
#endif
