/// The process-wide cache of loaded locales: the one piece of shared mutable state. Each
/// identifier is loaded from the data source once; loading holds the lock, so concurrent first
/// uses of one locale wait for a single load.
final class LocaleCache: Sendable {
    static let shared = LocaleCache()

    private struct State {
        var locales: [Key: NumberLocale] = [:]
        var loads: [Key: Int] = [:]
    }

    private struct Key: Hashable {
        var identifier: String
        var digits: NumberPolicy.Digits
        var format: NumberFormat = .plain
    }

    private let state = Locked(State())

    func locale(_ identifier: String, digits: NumberPolicy.Digits) throws(NumberEntryError) -> NumberLocale {
        let key = Key(identifier: identifier, digits: digits)
        return try state.withLock { (state: inout State) throws(NumberEntryError) -> NumberLocale in
            if let cached = state.locales[key] { return cached }
            // The error names the identifier as given (`ar-EG-u-nu-foo`), not the source's form of it.
            guard let locale = try? NumberLocale.loadUncached(identifier, digits: digits) else {
                throw .unsupportedLocale(identifier)
            }
            state.loads[key, default: 0] += 1
            state.locales[key] = locale
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
        if let cached = state.withLock({ $0.locales[key] }) { return cached }
        let base = try locale(identifier, digits: digits)
        // The same format in the `latn` system, for a policy asking for Latin digits: loaded on
        // first use, through this cache.
        let latin: @Sendable () -> NumberLocale?
        if base.numberingSystem == "latn" {
            latin = { nil }
        } else {
            latin = { Self.latinVariant(identifier, format: format) }
        }
        return try state.withLock { (state: inout State) throws(NumberEntryError) -> NumberLocale in
            if let cached = state.locales[key] { return cached }
            let locale = try NumberLocale.loadFormat(
                format, identifier: identifier, digits: digits, base: base, latin: latin)
            state.loads[key, default: 0] += 1
            state.locales[key] = locale
            return locale
        }
    }

    /// A format's data in the locale's `latn` numbering system; `nil` when it cannot be loaded.
    private static func latinVariant(_ identifier: String, format: NumberFormat) -> NumberLocale? {
        try? shared.locale(identifier, digits: .latin, format: format)
    }

    /// How many times an identifier was loaded from the data source (at most once).
    func loadCount(_ identifier: String, digits: NumberPolicy.Digits) -> Int {
        state.withLock { $0.loads[Key(identifier: identifier, digits: digits)] ?? 0 }
    }
}
