/// Currency facts from the data source, for a currency named by its ISO 4217 code (read in any
/// case: `usd`) or for a locale: the one home of what NumberEntry knows about currencies.
/// A field's own currency is its policy's: `NumberFormat.currencyCode`.
public enum Currency {
    /// The fraction digits of a currency's standard use (JPY 0, USD 2, KWD 3), the defaults of a
    /// currency field's limits (Behaviour §10.8); `nil` for a currency the source does not list.
    /// The Foundation source reads them from the precision of the currency's `FormatStyle`.
    public static func fractionDigits(of code: String) -> Int? {
        NumberFormat.currencyCode(Substring(code)).flatMap(ActiveLocaleSource.currencyFractionDigits)
    }

    /// The cash rounding increment of a currency (CHF and CAD 0.05, DKK 0.5); `nil` when cash
    /// amounts need no increment (USD) or the source does not list the currency, and always with
    /// the Foundation source, whose number formatting has no cash usage.
    public static func cashIncrement(of code: String) -> ExactDecimal? {
        NumberFormat.currencyCode(Substring(code)).flatMap(ActiveLocaleSource.currencyCashIncrement)
    }

    /// The currency of a locale's region (`EUR` for `de_DE`, `EGP` for `ar-EG`, `JPY` for
    /// `ja_JP`): the code for a price field in the person's own currency. `nil` when the source
    /// has no data for the identifier or knows no currency for it.
    public static func code(ofLocale identifier: String) -> String? {
        guard let canonical = try? ActiveLocaleSource.canonical(identifier, digits: .locale) else { return nil }
        return ActiveLocaleSource.currencyCode(locale: canonical)
    }
}
