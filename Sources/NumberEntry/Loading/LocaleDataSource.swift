/// Where `NumberLocale.named` reads locale data. Two sources answer the same questions, and
/// `LocaleLoader` runs the same probes through either; exactly one is compiled in:
/// - `ICULocaleSource`, the system ICU (Linux with the default `SystemICU` package trait);
/// - `FoundationLocaleSource`, Foundation's number formatting (ICU underneath): Apple
///   platforms, and Linux built with `--disable-default-traits`.
protocol LocaleDataSource {
    associatedtype Formatter: ProbeFormatter

    /// Which source this is.
    static var kind: LocaleDataSourceKind { get }

    /// Every locale identifier the source has data for.
    static var availableIdentifiers: [String] { get }

    /// The source's canonical form of a user's identifier (ICU form or BCP 47), with the
    /// `latn` numbering system forced when `digits` is `.latin`.
    /// - Throws: `NumberEntryError.unsupportedLocale` when the source has no data for it.
    static func canonical(_ identifier: String, digits: NumberPolicy.Digits) throws(NumberEntryError) -> String

    /// The name of the locale's numbering system (`latn`, `arab`); `nil` when unknown.
    static func numberingSystem(_ canonical: String) -> String?

    /// The locale's likely script (ISO 15924: `Cyrl` for `ru`).
    static func likelyScript(_ canonical: String) -> String?

    /// A formatter with the locale's default number format; with `signAlways`, positive values
    /// show a plus sign.
    static func formatter(_ canonical: String, signAlways: Bool) -> Formatter?

    /// The data of a format besides plain (Behaviour §10.2) in the locale `base`, loaded for the
    /// identifier in the source's canonical form.
    /// - Throws: `NumberEntryError.unsupportedFormat` when the source cannot supply it.
    static func formatData(_ format: NumberFormat, canonical: String, base: NumberLocale) throws(NumberEntryError)
        -> NumberLocale.FormatData

    /// A reusable formatter for a format with exactly `fractionDigits` fraction digits: the
    /// tests' oracle for affixed fields. `nil` when the source has none.
    static func referenceFormatter(_ format: NumberFormat, fractionDigits: Int, locale canonical: String)
        -> ((String) -> String?)?

    /// The currency's fraction digits for standard use (JPY 0, KWD 3), its code in upper case;
    /// `nil` when the source does not know the currency.
    static func currencyFractionDigits(_ code: String) -> Int?

    /// The currency's cash rounding increment (CHF 0.05); `nil` when it has none or the source
    /// does not know the currency.
    static func currencyCashIncrement(_ code: String) -> ExactDecimal?

    /// The locale's own currency code; `nil` when the source knows none.
    static func currencyCode(locale canonical: String) -> String?

    /// The source's own text of the machine decimal `value` (`-1234.50`) with exactly
    /// `fractionDigits` fraction digits: the tests' oracle. `nil` when it cannot format it.
    static func reference(_ value: String, fractionDigits: Int, locale canonical: String) -> String?
}

/// Formats machine decimals (`-1234.5`) as a locale shows them.
protocol ProbeFormatter {
    /// The formatted text; `nil` on failure.
    func format(_ decimal: String) -> String?
}

/// The locale data source compiled into this build.
package enum LocaleDataSourceKind: Sendable {
    /// The system ICU, through `CICUBridge`.
    case systemICU
    /// Foundation's `Decimal.FormatStyle`.
    case foundation

    /// The source this build reads locale data from.
    package static var current: Self { ActiveLocaleSource.kind }
}

#if SYSTEM_ICU
    typealias ActiveLocaleSource = ICULocaleSource
#else
    typealias ActiveLocaleSource = FoundationLocaleSource
#endif
