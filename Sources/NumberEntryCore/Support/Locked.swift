#if canImport(os)
    internal import os
#elseif canImport(Glibc)
    internal import Glibc
#elseif canImport(Musl)
    internal import Musl
#elseif canImport(Android)
    internal import Android
#else
    #error("no lock for this platform")
#endif

/// A value behind a lock: `os_unfair_lock` on Apple platforms, a pthread mutex elsewhere.
/// Unlike `Synchronization.Mutex` it needs no recent OS (macOS 15, iOS 18) and no Foundation.
package final class Locked<State: Sendable>: @unchecked Sendable {
    #if canImport(os)
        private let lock: UnsafeMutablePointer<os_unfair_lock>
    #else
        private let lock: UnsafeMutablePointer<pthread_mutex_t>
    #endif
    private var state: State

    package init(_ state: State) {
        self.state = state
        lock = .allocate(capacity: 1)
        #if canImport(os)
            lock.initialize(to: os_unfair_lock())
        #else
            lock.initialize(to: pthread_mutex_t())
            pthread_mutex_init(lock, nil)
        #endif
    }

    deinit {
        #if !canImport(os)
            pthread_mutex_destroy(lock)
        #endif
        lock.deinitialize(count: 1)
        lock.deallocate()
    }

    /// Runs `body` on the state while holding the lock.
    package func withLock<Result, Failure: Error>(_ body: (inout State) throws(Failure) -> Result) throws(Failure)
        -> Result
    {
        #if canImport(os)
            os_unfair_lock_lock(lock)
            defer { os_unfair_lock_unlock(lock) }
        #else
            pthread_mutex_lock(lock)
            defer { pthread_mutex_unlock(lock) }
        #endif
        return try body(&state)
    }
}
