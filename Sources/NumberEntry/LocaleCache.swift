import Synchronization

/// The process-wide cache of loaded locales: the one piece of shared mutable state. Each
/// identifier is loaded from ICU once; loading holds the lock, so concurrent first uses of
/// one locale wait for a single load.
final class LocaleCache: Sendable {
    static let shared = LocaleCache()

    private struct State {
        var locales: [Key: NumberLocale] = [:]
        var loads: [Key: Int] = [:]
    }

    private struct Key: Hashable {
        var identifier: String
        var digits: NumberPolicy.Digits
    }

    private let state = Mutex(State())

    func locale(_ identifier: String, digits: NumberPolicy.Digits) throws(NumberEntryError) -> NumberLocale {
        let key = Key(identifier: identifier, digits: digits)
        return try state.withLock { (state: inout State) throws(NumberEntryError) -> NumberLocale in
            if let cached = state.locales[key] { return cached }
            let canonical = try LocaleIdentifier.canonical(identifier, digits: digits)
            // The error names the identifier as given (`ar-EG-u-nu-foo`), not ICU's form of it.
            guard let locale = try? ICULocaleLoader.load(canonical: canonical) else {
                throw .unsupportedLocale(identifier)
            }
            state.loads[key, default: 0] += 1
            state.locales[key] = locale
            return locale
        }
    }

    /// How many times an identifier was loaded from ICU (at most once).
    func loadCount(_ identifier: String, digits: NumberPolicy.Digits) -> Int {
        state.withLock { $0.loads[Key(identifier: identifier, digits: digits)] ?? 0 }
    }
}
