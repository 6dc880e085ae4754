extension NumberLocale {
    /// The number data of a locale, cached per identifier for the process. The data comes from
    /// the system ICU on Linux (the default `SystemICU` package trait) and from Foundation's
    /// number formatting on Apple platforms.
    ///
    /// - Parameters:
    ///   - identifier: ICU form (`de_DE`, `ar_EG@numbers=latn`) or BCP 47 (`de-DE`, `ar-EG-u-nu-latn`).
    ///   - digits: `.latin` forces the locale's `latn` numbering system and its symbols.
    /// - Throws: `NumberEntryError.unsupportedLocale` when there is no data for the identifier.
    public static func named(_ identifier: String, digits: NumberPolicy.Digits = .locale) throws(NumberEntryError)
        -> NumberLocale
    {
        try LocaleCache.shared.locale(identifier, digits: digits)
    }

    /// The number data of a locale with a format's affixes and body symbols (Behaviour §10), cached
    /// per identifier, digits and format for the process.
    /// A currency code is read in any case (`usd` loads USD, `NumberFormat.normalized`).
    /// - Throws: `unsupportedLocale` when there is no data for the identifier,
    ///   `unsupportedFormat` when the source has none for the format in that locale, or the
    ///   format's code or unit name is malformed.
    public static func named(_ identifier: String, digits: NumberPolicy.Digits = .locale, format: NumberFormat)
        throws(NumberEntryError) -> NumberLocale
    {
        guard let normalized = format.normalized else { throw .unsupportedFormat(format.description) }
        return try LocaleCache.shared.locale(identifier, digits: digits, format: normalized)
    }

    /// Loads a format's data on every call (the base locale `base` already loaded), bypassing
    /// the process cache: for measuring a format's load (the benchmarks).
    @_spi(Benchmarks)
    public static func loadFormat(
        _ format: NumberFormat, identifier: String, digits: NumberPolicy.Digits, base: NumberLocale,
        latin: @escaping @Sendable () -> NumberLocale? = { nil }
    ) throws(NumberEntryError) -> NumberLocale {
        let canonical = try ActiveLocaleSource.canonical(identifier, digits: digits)
        let data = try ActiveLocaleSource.formatData(format, canonical: canonical, base: base)
        return try base.formatted(data, latinVariant: latin)
    }

    /// The identifiers of every locale the data source has data for (805 with ICU 72).
    public static var availableIdentifiers: [String] { ActiveLocaleSource.availableIdentifiers }

    /// Loads the data on every call, bypassing the process cache: for measuring a locale's
    /// load (the benchmarks). Apps use `named(_:digits:)`.
    @_spi(Benchmarks)
    public static func loadUncached(_ identifier: String, digits: NumberPolicy.Digits = .locale)
        throws(NumberEntryError) -> NumberLocale
    {
        try LocaleLoader<ActiveLocaleSource>.load(canonical: ActiveLocaleSource.canonical(identifier, digits: digits))
    }

    /// How many times this process loaded an identifier from the data source (at most once).
    package static func loadCount(_ identifier: String, digits: NumberPolicy.Digits = .locale) -> Int {
        LocaleCache.shared.loadCount(identifier, digits: digits)
    }
}

extension NumberField {
    /// An empty field for a locale identifier, in the digits the policy asks for.
    public init(localeIdentifier: String, policy: NumberPolicy = NumberPolicy()) throws(NumberEntryError) {
        try self.init(
            locale: NumberLocale.named(localeIdentifier, digits: policy.digits, format: policy.format), policy: policy)
    }

    /// A field for a locale identifier showing `value`, a value from outside in the unit `value`
    /// reports, as `init(locale:policy:value:)` shows it.
    public init(localeIdentifier: String, policy: NumberPolicy = NumberPolicy(), value: ExactDecimal)
        throws(NumberEntryError)
    {
        try self.init(
            locale: NumberLocale.named(localeIdentifier, digits: policy.digits, format: policy.format), policy: policy,
            value: value)
    }
}

extension NumberParser {
    /// A parser for a locale identifier, in the digits the policy asks for.
    public init(localeIdentifier: String, policy: NumberPolicy = NumberPolicy()) throws(NumberEntryError) {
        try self.init(
            locale: NumberLocale.named(localeIdentifier, digits: policy.digits, format: policy.format), policy: policy)
    }
}
