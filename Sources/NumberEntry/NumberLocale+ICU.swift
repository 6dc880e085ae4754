extension NumberLocale {
    /// The number data of a locale, from ICU, cached per identifier for the process.
    ///
    /// - Parameters:
    ///   - identifier: ICU form (`de_DE`, `ar_EG@numbers=latn`) or BCP 47 (`de-DE`, `ar-EG-u-nu-latn`).
    ///   - digits: `.latin` forces the locale's `latn` numbering system and its symbols.
    /// - Throws: `NumberEntryError.unsupportedLocale` when ICU has no data for the identifier.
    public static func named(_ identifier: String, digits: NumberPolicy.Digits = .locale) throws(NumberEntryError)
        -> NumberLocale
    {
        try LocaleCache.shared.locale(identifier, digits: digits)
    }

    /// The identifiers of every locale ICU has data for.
    public static var availableIdentifiers: [String] { LocaleIdentifier.available }

    /// Loads the data from ICU on every call, bypassing the process cache: for measuring a
    /// locale's load (the benchmarks). Apps use `named(_:digits:)`.
    package static func loadUncached(_ identifier: String, digits: NumberPolicy.Digits = .locale)
        throws(NumberEntryError) -> NumberLocale
    {
        try ICULocaleLoader.load(canonical: LocaleIdentifier.canonical(identifier, digits: digits))
    }

    /// How many times this process loaded an identifier from ICU (at most once).
    package static func icuLoadCount(_ identifier: String, digits: NumberPolicy.Digits = .locale) -> Int {
        LocaleCache.shared.loadCount(identifier, digits: digits)
    }
}

extension NumberField {
    /// An empty field for a locale identifier, in the digits the policy asks for.
    public init(localeIdentifier: String, policy: NumberPolicy = NumberPolicy()) throws(NumberEntryError) {
        try self.init(locale: NumberLocale.named(localeIdentifier, digits: policy.digits), policy: policy)
    }
}
