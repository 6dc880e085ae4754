#if SYSTEM_ICU
    internal import NumberEntryICU

    /// Locale data from the system ICU (`CICUBridge`), through `unumf`: the API that applies
    /// CLDR's minimum grouping digits, so the data matches ICU's own output.
    enum ICULocaleSource: LocaleDataSource {
        static var kind: LocaleDataSourceKind { .systemICU }

        static var availableIdentifiers: [String] { ICULocaleQueries.availableIdentifiers }

        static func canonical(_ identifier: String, digits: NumberPolicy.Digits) throws(NumberEntryError) -> String {
            try ICULocaleQueries.canonical(identifier, digits: digits)
        }

        static func numberingSystem(_ canonical: String) -> String? {
            ICULocaleQueries.numberingSystem(canonical)
        }

        static func likelyScript(_ canonical: String) -> String? {
            ICULocaleQueries.likelyScript(canonical)
        }

        static func formatter(_ canonical: String, signAlways: Bool) -> ICUNumberFormatter? {
            ICUNumberFormatter(locale: canonical, skeleton: signAlways ? "sign-always" : "")
        }

        static func reference(_ value: String, fractionDigits: Int, locale canonical: String) -> String? {
            let skeleton =
                fractionDigits == 0 ? "precision-integer" : "." + String(repeating: "0", count: fractionDigits)
            return ICUNumberFormatter(locale: canonical, skeleton: skeleton)?.format(value)
        }
    }

    extension ICUNumberFormatter: ProbeFormatter {}
#endif
