/// Reads a locale's number data out of a data source by formatting probe values, so the data
/// matches the source's own output (minimum grouping digits included).
enum LocaleLoader<Source: LocaleDataSource> {
    /// Loads the data for an identifier in the source's canonical form.
    static func load(canonical identifier: String) throws(NumberEntryError) -> NumberLocale {
        let unsupported = NumberEntryError.unsupportedLocale(identifier)
        guard let system = Source.numberingSystem(identifier),
            let script = Source.likelyScript(identifier),
            let plain = Source.formatter(identifier, signAlways: false),
            let signed = Source.formatter(identifier, signAlways: true)
        else { throw unsupported }
        let probe = Probe(formatter: plain)
        guard let digits = probe.digits(),
            // Foundation formats an unknown or algorithmic (`roman`) system with Latin digits.
            system == "latn" || digits[0] != "0",
            let decimal = probe.between(probe.scalars("1.5"), first: digits[1], last: digits[5]),
            decimal.count == 1,
            let negative = probe.sign(of: "-1", one: digits[1]),
            let plus = Probe(formatter: signed).sign(of: "1", one: digits[1]),
            let (groupingSeparator, grouping) = probe.grouping(digits: digits)
        else { throw unsupported }
        let locale = try NumberLocale(
            identifier: identifier, numberingSystem: system, digits: digits, decimalSeparator: decimal[0],
            groupingSeparator: groupingSeparator, negativePrefix: negative.prefix, negativeSuffix: negative.suffix,
            plusPrefix: plus.prefix, grouping: grouping, script: script)
        guard system != "latn" else { return locale }
        // A locale with other digits carries its `latn` variant, loaded on first use through the
        // cache, so that a field whose policy asks for Latin digits shows the source's Latin
        // symbols for it however the locale was loaded. An identifier too long for ICU once
        // `numbers=latn` is added has none (a Latin policy is then a typed error).
        return NumberLocale(locale) { try? LocaleCache.shared.locale(identifier, digits: .latin) }
    }

    /// Probe values formatted by one formatter.
    private struct Probe {
        let formatter: Source.Formatter

        func scalars(_ value: String) -> [Unicode.Scalar]? {
            formatter.format(value).map { Array($0.unicodeScalars) }
        }

        /// The ten digits, each formatted alone.
        func digits() -> [Unicode.Scalar]? {
            var digits: [Unicode.Scalar] = []
            for digit in 0...9 {
                guard let scalars = scalars(String(digit)), scalars.count == 1 else { return nil }
                digits.append(scalars[0])
            }
            return Set(digits).count == 10 ? digits : nil
        }

        /// The scalars between the first `first` and the last `last` in `scalars`.
        func between(_ scalars: [Unicode.Scalar]?, first: Unicode.Scalar, last: Unicode.Scalar) -> [Unicode.Scalar]? {
            guard let scalars, let start = scalars.firstIndex(of: first), let end = scalars.lastIndex(of: last),
                start < end
            else { return nil }
            return Array(scalars[(start + 1)..<end])
        }

        /// The text around the digit one in the formatted `value`.
        func sign(of value: String, one: Unicode.Scalar) -> (prefix: String, suffix: String)? {
            guard let scalars = scalars(value), let index = scalars.firstIndex(of: one) else { return nil }
            return (string(scalars[..<index]), string(scalars[(index + 1)...]))
        }

        /// The grouping separator and sizes, and the effective minimum grouping digits.
        func grouping(digits: [Unicode.Scalar]) -> (Unicode.Scalar?, NumberLocale.Grouping)? {
            // Foundation's `Decimal` holds 38 digits.
            let longest = 38
            guard let scalars = scalars(String(repeating: "1", count: longest)),
                let sizes = GroupingSizes(scalars, one: digits[1], count: longest)
            else { return nil }
            guard let separator = sizes.separator else {
                return (nil, NumberLocale.Grouping(primary: 0, secondary: 0, minimumDigits: 1))
            }
            let (primary, secondary) = (sizes.primary, sizes.secondary)
            for length in (primary + 1)...longest {
                guard let shown = self.scalars(String(repeating: "1", count: length)) else { return nil }
                if shown.contains(separator) {
                    let grouping = NumberLocale.Grouping(
                        primary: primary, secondary: secondary, minimumDigits: length - primary)
                    return (separator, grouping)
                }
            }
            return nil
        }

        private func string<S: Sequence<Unicode.Scalar>>(_ scalars: S) -> String {
            var view = String.UnicodeScalarView()
            view.append(contentsOf: scalars)
            return String(view)
        }
    }
}
