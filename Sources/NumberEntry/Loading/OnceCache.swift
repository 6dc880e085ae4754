/// Values made once per key and kept for the process, each made outside the lock that the
/// cache's other keys need: a slow make (an ICU load) keeps neither cached values nor other
/// keys' makes waiting. Concurrent first uses of one key wait on that key's own lock for a
/// single make. A failed make is not kept. A make must not ask for its own key (it would wait on
/// itself: `Locked` stops the process with a message instead).
final class OnceCache<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private enum Entry {
        case made(Value)
        /// Being made: the lock its make holds, under which the value is kept too.
        case making(Locked<Value?>)
    }

    private struct State {
        var entries: [Key: Entry] = [:]
        var makes: [Key: Int] = [:]
    }

    private let state = Locked(State())

    /// The value for `key`, made by `make` on first use.
    func value<Failure: Error>(_ key: Key, make: () throws(Failure) -> Value) throws(Failure) -> Value {
        let slot: Locked<Value?>
        switch entry(key) {
        case .made(let value): return value
        case .making(let making): slot = making
        }
        do {
            // Only this key's lock is held while making; the cache's lock is taken after it, and
            // never the other way round.
            return try slot.withLock { (made: inout Value?) throws(Failure) -> Value in
                if let made { return made }
                let value = try make()
                made = value
                state.withLock {
                    $0.entries[key] = .made(value)
                    $0.makes[key, default: 0] += 1
                }
                return value
            }
        } catch {
            state.withLock {
                if case .making(let current) = $0.entries[key], current === slot { $0.entries[key] = nil }
            }
            throw error
        }
    }

    /// How many times the value for `key` was made (at most once).
    func makeCount(_ key: Key) -> Int {
        state.withLock { $0.makes[key] ?? 0 }
    }

    /// The entry for `key`, a new one being made when there is none.
    private func entry(_ key: Key) -> Entry {
        state.withLock { state in
            if let entry = state.entries[key] { return entry }
            let entry = Entry.making(Locked(nil))
            state.entries[key] = entry
            return entry
        }
    }
}
