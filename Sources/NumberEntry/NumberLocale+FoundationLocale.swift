public import Foundation

extension NumberLocale {
    /// The number data of a Foundation `Locale`, cached for the process like `named(_:digits:format:)`,
    /// keeping the choices the `Locale` carries: its numbering system (`@numbers=latn`,
    /// `-u-nu-latn`) and, on Apple platforms, the decimal and grouping separators the person set
    /// in Language & Region (where `Locale.decimalSeparator` and `groupingSeparator` differ from
    /// the locale's own). Other keywords (calendar, currency) do not bear on the data and are
    /// dropped; a policy's `.latin` digits take the locale's `latn` data without its separators.
    /// - Throws: `unsupportedLocale` when there is no data for the locale, `unsupportedFormat`
    ///   when the source has none for the format in it.
    public static func named(_ locale: Locale, digits: NumberPolicy.Digits = .locale, format: NumberFormat = .plain)
        throws(NumberEntryError) -> NumberLocale
    {
        let data = try named(identifier(of: locale), digits: digits, format: format)
        #if canImport(Darwin)
            return try data.choosing(
                decimalSeparator: locale.decimalSeparator, groupingSeparator: locale.groupingSeparator,
                numberingSystem: locale.numberingSystem.identifier)
        #else
            // Foundation's CLDR on Linux is not the system ICU's: its separators are no person's choice.
            return data
        #endif
    }

    /// The identifier the data is loaded for: the locale's language, script, region and variant,
    /// and its numbering system when it names one. The POSIX locale (`C`, `POSIX`, `C.UTF-8`,
    /// whose ICU form Foundation gives as `c` or `posix`) is `en_US_POSIX`, as for
    /// `named(_:digits:)` and ICU's own default locale.
    package static func identifier(of locale: Locale) -> String {
        let icu = Locale.identifier(.icu, from: locale.identifier)
        var base = icu.split(separator: "@", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        if ["c", "posix"].contains(base.lowercased().prefix { $0 != "." }) { base = "en_US_POSIX" }
        guard let numbers = Locale.Components(locale: locale).numberingSystem else { return String(base) }
        return "\(base)@numbers=\(numbers.identifier)"
    }

    /// This data with the separators a person chose for a locale in `numberingSystem`: each one
    /// that is a single character and differs from the locale's own plain data replaces it.
    /// Data in another numbering system (a policy's Latin digits) keeps its own.
    package func choosing(decimalSeparator: String?, groupingSeparator: String?, numberingSystem: String)
        throws(NumberEntryError) -> NumberLocale
    {
        guard numberingSystem == self.numberingSystem else { return self }
        let own = try NumberLocale.named(identifier)
        let decimal = Self.scalar(decimalSeparator).flatMap { $0 == own.decimalSeparator ? nil : $0 }
        let grouping = Self.scalar(groupingSeparator).flatMap { $0 == own.groupingSeparator ? nil : $0 }
        guard decimal != nil || grouping != nil else { return self }
        return try replacingSeparators(decimal: decimal, grouping: grouping)
    }

    /// The one scalar of `text`; `nil` for none or several.
    private static func scalar(_ text: String?) -> Unicode.Scalar? {
        guard let scalars = text?.unicodeScalars, scalars.count == 1 else { return nil }
        return scalars.first
    }
}

extension NumberField {
    /// An empty field for a Foundation `Locale` (`.current`, a SwiftUI environment's locale), in
    /// the digits and format the policy asks for, with the person's choices the `Locale` carries
    /// (`NumberLocale.named(_:digits:format:)`).
    public init(locale: Locale, policy: NumberPolicy = NumberPolicy()) throws(NumberEntryError) {
        try self.init(
            locale: NumberLocale.named(locale, digits: policy.digits, format: policy.format), policy: policy)
    }
}

extension NumberParser {
    /// A parser for a Foundation `Locale`, in the digits and format the policy asks for, with the
    /// person's choices the `Locale` carries (`NumberLocale.named(_:digits:format:)`).
    public init(locale: Locale, policy: NumberPolicy = NumberPolicy()) throws(NumberEntryError) {
        try self.init(
            locale: NumberLocale.named(locale, digits: policy.digits, format: policy.format), policy: policy)
    }
}
