#if SYSTEM_ICU
    internal import NumberEntryICU

    /// Loads a format's data from the system ICU (Behaviour §10.2): a formatter opened with the
    /// format's skeleton, its texts split around the body by ICU's field positions.
    enum ICUFormatLoader {
        static func load(_ format: NumberFormat, canonical: String, base: NumberLocale) throws(NumberEntryError)
            -> NumberLocale.FormatData
        {
            if let code = format.currencyCode, !ICUCurrency.isKnown(code) {
                throw .unsupportedFormat("\(format.skeleton): ICU lists no currency \(code)")
            }
            // A unit name built in code, not read from a skeleton, must not carry further tokens.
            if let unit = format.unitName, !NumberFormat.isUnitName(Substring(unit)) {
                throw .unsupportedFormat("\(format.skeleton): not an ICU unit name")
            }
            guard
                let formatter = ICUNumberFormatter(
                    locale: canonical, skeleton: format.skeleton + " precision-unlimited")
            else { throw .unsupportedFormat("\(format.skeleton) in \(canonical)") }
            var data = try FormatProbe.data(format, canonical: canonical, base: base, formatter: formatter)
            switch format.kind {
            case .plain: break
            case .percent, .perMille: data.markers = FormatProbe.scaleMarkers(format, data: data)
            case .measureUnit: data.markers = FormatProbe.unitMarkers(data: data)
            case .currency(let code, _, _):
                var symbols: [String] = []
                for locale in [canonical, "root"] {
                    for narrow in [false, true] {
                        if let symbol = ICUCurrency.symbol(code, locale: locale, narrow: narrow) {
                            symbols.append(symbol)
                        }
                    }
                }
                data.markers = FormatProbe.currencyMarkers(code, data: data, symbols: symbols)
                data.fractionDigits = ICUCurrency.fractionDigits(code, cash: false)
                data.cashFractionDigits = ICUCurrency.fractionDigits(code, cash: true)
                data.cashIncrement = ICULocaleSource.currencyCashIncrement(code)
            }
            return data
        }
    }

    extension ICUNumberFormatter: AffixProbeFormatter {}

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
