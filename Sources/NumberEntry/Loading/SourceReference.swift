/// The data source's own formatting of complete values (ICU's `unumf`, or Foundation's
/// `Decimal.FormatStyle` over its ICU): the oracle the tests compare the engine with. Not used
/// on the keystroke path.
package enum SourceReference {
    /// The source's text for the machine decimal `value` (`-1234.50`) with exactly
    /// `fractionDigits` fraction digits, in the canonical locale `identifier`.
    package static func format(_ value: String, fractionDigits: Int, locale identifier: String) -> String? {
        ActiveLocaleSource.reference(value, fractionDigits: fractionDigits, locale: identifier)
    }

    /// Whether the source can format `value` (machine text) at all: Foundation's `Decimal`
    /// holds 38 digits and has no negative zero; ICU formats any decimal.
    package static func canFormat(_ value: String) -> Bool {
        guard LocaleDataSourceKind.current == .foundation else { return true }
        let digits = value.utf8.filter { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
        return digits.count <= 38 && !(value.hasPrefix("-") && digits.allSatisfy { $0 == UInt8(ascii: "0") })
    }

    /// A reusable formatter for a format (Behaviour §10.12) in the canonical locale `identifier`
    /// with exactly `fractionDigits` fraction digits; `nil` when the source has none.
    package static func formatter(_ format: NumberFormat, fractionDigits: Int, locale identifier: String)
        -> ((String) -> String?)?
    {
        ActiveLocaleSource.referenceFormatter(format, fractionDigits: fractionDigits, locale: identifier)
    }

    /// The locale's own currency code (`EUR` for `de_DE`); `nil` when the source knows none.
    package static func currencyCode(locale identifier: String) -> String? {
        ActiveLocaleSource.currencyCode(locale: identifier)
    }
}
