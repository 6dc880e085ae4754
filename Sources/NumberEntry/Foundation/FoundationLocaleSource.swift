#if !SYSTEM_ICU
    internal import Foundation

    /// Locale data from Foundation's number formatting (`Decimal.FormatStyle`, ICU underneath):
    /// the source on Apple platforms, whose SDKs ship no ICU headers. Foundation carries its own
    /// CLDR, so a few locales differ from the system ICU's (see the DocC article "Locale data").
    enum FoundationLocaleSource: LocaleDataSource {
        static var kind: LocaleDataSourceKind { .foundation }

        static var availableIdentifiers: [String] { Locale.availableIdentifiers.sorted() }

        /// Currency and percent data from the format's `FormatStyle` with attributed output;
        /// per-mille, which Foundation's number formatting has no style for, is `unsupportedFormat`.
        static func formatData(_ format: NumberFormat, canonical: String, base: NumberLocale) throws(NumberEntryError)
            -> NumberLocale.FormatData
        {
            try FoundationFormatLoader.load(format, canonical: canonical, base: base)
        }

        static func referenceFormatter(_ format: NumberFormat, fractionDigits: Int, locale canonical: String)
            -> ((String) -> String?)?
        {
            guard format != .plain, format != .perMille else { return nil }
            let formatter = AffixFormatter(
                format: format, locale: Locale(identifier: canonical), precision: .fractionLength(fractionDigits))
            return { formatter.format($0) }
        }

        static func currencyFractionDigits(_ code: String) -> Int? {
            FoundationFormatLoader.fractionDigits(code)
        }

        /// Foundation's number formatting has no cash usage, so no cash increment.
        static func currencyCashIncrement(_ code: String) -> ExactDecimal? {
            nil
        }

        static func currencyCode(locale canonical: String) -> String? {
            Locale(identifier: canonical).currency?.identifier
        }

        private static let available = Set(Locale.availableIdentifiers)

        /// ICU's limit for a full locale name.
        private static let maximumLength = 157

        static func canonical(_ identifier: String, digits: NumberPolicy.Digits) throws(NumberEntryError) -> String {
            let unsupported = NumberEntryError.unsupportedLocale(identifier)
            guard !identifier.isEmpty, identifier.utf8.count <= maximumLength,
                identifier.unicodeScalars.allSatisfy(isIdentifierScalar)
            else { throw unsupported }
            let identifier = posixBase(identifier)
            if identifier.contains("-") && !identifier.contains("@") {
                // Foundation reads what it can of a malformed tag (`de-DE-x` becomes `de_DE_X`).
                let subtags = identifier.split(separator: "-", omittingEmptySubsequences: false)
                guard subtags.allSatisfy({ (1...8).contains($0.count) }), subtags.count == 1 || subtags.last!.count > 1
                else { throw unsupported }
            }
            var canonical = Locale.identifier(.icu, from: identifier)
            if digits == .latin, numberingSystem(canonical) != "latn" {
                var components = Locale.Components(identifier: canonical)
                components.numberingSystem = "latn"
                canonical = Locale(components: components).identifier(.icu)
            }
            guard hasOwnData(canonical) else { throw unsupported }
            return canonical
        }

        /// Whether Foundation lists the locale or one of its parents (`de` for `de_ZZ`): not the
        /// root locale, which is where an unknown language (`zz_ZZ`) falls back to.
        private static func hasOwnData(_ canonical: String) -> Bool {
            var name = canonical.prefix { $0 != "@" }
            while !name.isEmpty {
                if available.contains(String(name)) { return true }
                guard let cut = name.lastIndex(of: "_") else { return false }
                name = name[..<cut]
            }
            return false
        }

        /// A POSIX locale name from the environment as Foundation reads it: the codeset and a
        /// modifier without `=` dropped (`de_DE.UTF-8@euro` is `de_DE`), `C` and `POSIX` are
        /// `en_US_POSIX`, as ICU reads them.
        private static func posixBase(_ identifier: String) -> String {
            guard let base = identifier.split(separator: ".", maxSplits: 1).first,
                base.count < identifier.count
                    || identifier == "C" || identifier == "POSIX"
            else { return identifier }
            let rest = identifier.dropFirst(base.count)
            let keywords = rest.firstIndex(of: "@").map { rest[$0...] }.flatMap { $0.contains("=") ? String($0) : nil }
            return base == "C" || base == "POSIX" ? "en_US_POSIX" : String(base) + (keywords ?? "")
        }

        private static func isIdentifierScalar(_ scalar: Unicode.Scalar) -> Bool {
            scalar.isASCII
                && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
                    || "_-@=;.".unicodeScalars.contains(scalar))
        }

        static func numberingSystem(_ canonical: String) -> String? {
            Locale(identifier: canonical).numberingSystem.identifier
        }

        static func likelyScript(_ canonical: String) -> String? {
            Locale(identifier: canonical).language.script?.identifier
        }

        static func formatter(_ canonical: String, signAlways: Bool) -> Formatter? {
            let style = Decimal.FormatStyle(locale: Locale(identifier: canonical))
            return Formatter(style: signAlways ? style.sign(strategy: .always()) : style)
        }

        static func reference(_ value: String, fractionDigits: Int, locale canonical: String) -> String? {
            let style = Decimal.FormatStyle(locale: Locale(identifier: canonical))
            return Formatter(style: style.precision(.fractionLength(fractionDigits))).format(value)
        }

        /// One `Decimal.FormatStyle`.
        struct Formatter: ProbeFormatter {
            let style: Decimal.FormatStyle

            /// `nil` beyond the 38 digits a `Decimal` holds.
            func format(_ decimal: String) -> String? {
                guard decimal.utf8.count(where: { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) <= 38,
                    let value = Decimal(string: decimal, locale: Locale(identifier: "en_US_POSIX"))
                else { return nil }
                return style.format(value)
            }
        }
    }
#endif
