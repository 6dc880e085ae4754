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

/// A value behind a lock: `os_unfair_lock` on Apple platforms, an error-checking pthread mutex
/// elsewhere. Unlike `Synchronization.Mutex` it needs no recent OS (macOS 15, iOS 18) and no
/// Foundation.
///
/// A lock that fails is a programming error no caller can recover from, so it stops the process
/// with a message naming the call and its error (`check(_:_:)`) rather than returning an error
/// every caller would have to pass on: locking again on the thread that holds the lock (which
/// would wait forever; `EDEADLK` from the error-checking mutex, and `os_unfair_lock` traps too),
/// unlocking a lock the thread does not hold (`EPERM`), or a mutex that cannot be made.
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
            var attributes = pthread_mutexattr_t()
            Self.check(pthread_mutexattr_init(&attributes), "pthread_mutexattr_init")
            let errorCheck = Int32(PTHREAD_MUTEX_ERRORCHECK)
            Self.check(pthread_mutexattr_settype(&attributes, errorCheck), "pthread_mutexattr_settype")
            Self.check(pthread_mutex_init(lock, &attributes), "pthread_mutex_init")
            Self.check(pthread_mutexattr_destroy(&attributes), "pthread_mutexattr_destroy")
        #endif
    }

    deinit {
        #if !canImport(os)
            Self.check(pthread_mutex_destroy(lock), "pthread_mutex_destroy")
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
            Self.check(pthread_mutex_lock(lock), "pthread_mutex_lock")
            defer { Self.check(pthread_mutex_unlock(lock), "pthread_mutex_unlock") }
        #endif
        return try body(&state)
    }

    #if !canImport(os)
        /// Stops the process when a pthread call returned an error: `code` is its return value.
        package static func check(_ code: Int32, _ call: StaticString) {
            guard code != 0 else { return }
            fatalError(
                "Locked: \(call) failed with error \(code)\(code == EDEADLK ? " (EDEADLK: the lock is already held by this thread)" : "")"
            )
        }
    #endif
}
