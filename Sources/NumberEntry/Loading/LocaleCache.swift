/// The process-wide cache of loaded locales: the one piece of shared mutable state. Each
/// identifier is loaded from the data source once, outside the lock that cached locales and
/// other identifiers need (`OnceCache`): concurrent first uses of one locale wait for a single
/// load, and nothing else waits for it.
final class LocaleCache: Sendable {
    static let shared = LocaleCache()

    private struct Key: Hashable {
        var identifier: String
        var digits: NumberPolicy.Digits
        var format: NumberFormat = .plain
    }

    private let locales = OnceCache<Key, NumberLocale>()

    func locale(_ identifier: String, digits: NumberPolicy.Digits) throws(NumberEntryError) -> NumberLocale {
        try locales.value(Key(identifier: identifier, digits: digits)) { () throws(NumberEntryError) -> NumberLocale in
            // The error names the identifier as given (`ar-EG-u-nu-foo`), not the source's form of it.
            guard let locale = try? NumberLocale.loadUncached(identifier, digits: digits) else {
                throw .unsupportedLocale(identifier)
            }
            return locale
        }
    }

    /// The locale data with a format's affixes and body symbols, loaded once per (identifier,
    /// digits, format).
    func locale(_ identifier: String, digits: NumberPolicy.Digits, format: NumberFormat) throws(NumberEntryError)
        -> NumberLocale
    {
        guard format != .plain else { return try locale(identifier, digits: digits) }
        let key = Key(identifier: identifier, digits: digits, format: format)
        return try locales.value(key) { () throws(NumberEntryError) -> NumberLocale in
            let base = try locale(identifier, digits: digits)
            // The same format in the `latn` system, for a policy asking for Latin digits: loaded on
            // first use, through this cache.
            let latin: @Sendable () -> NumberLocale?
            if base.numberingSystem == "latn" {
                latin = { nil }
            } else {
                latin = { Self.latinVariant(identifier, format: format) }
            }
            return try NumberLocale.loadFormat(format, identifier: identifier, digits: digits, base: base, latin: latin)
        }
    }

    /// A format's data in the locale's `latn` numbering system; `nil` when it cannot be loaded.
    private static func latinVariant(_ identifier: String, format: NumberFormat) -> NumberLocale? {
        try? shared.locale(identifier, digits: .latin, format: format)
    }

    /// How many times an identifier was loaded from the data source (at most once).
    func loadCount(_ identifier: String, digits: NumberPolicy.Digits) -> Int {
        locales.makeCount(Key(identifier: identifier, digits: digits))
    }
}
