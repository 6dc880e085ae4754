import Foundation
import Testing

@testable import NumberEntry

/// The locale cache's mechanism: each key made once, outside the lock other keys need.
@Suite("Once-per-key cache")
struct OnceCacheTests {
    /// Runs `body` on another thread: its result if it finished within `seconds`.
    static func result(within seconds: Double, _ body: @escaping @Sendable () -> Int) -> Int? {
        let done = DispatchSemaphore(value: 0)
        let result = Locked<Int?>(nil)
        DispatchQueue.global().async {
            let value = body()
            result.withLock { $0 = value }
            done.signal()
        }
        return done.wait(timeout: .now() + seconds) == .success ? result.withLock { $0 } : nil
    }

    @Test("A slow load keeps neither other keys' loads nor cached values waiting")
    func slowLoadBlocksNoOtherKey() {
        let cache = OnceCache<String, Int>()
        _ = cache.value("cached") { 1 }
        let release = DispatchSemaphore(value: 0)
        let started = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            _ = cache.value("slow") {
                started.signal()
                release.wait()
                return 2
            }
        }
        started.wait()
        #expect(Self.result(within: 5) { cache.value("cached") { 0 } } == 1)
        #expect(Self.result(within: 5) { cache.value("other") { 3 } } == 3)
        release.signal()
        #expect(Self.result(within: 5) { cache.value("slow") { 0 } } == 2)
    }

    @Test("Concurrent first uses of one key make it once, and all get that value")
    func concurrentFirstUsesMakeOnce() async {
        let cache = OnceCache<String, [Int]>()
        let makes = Locked(0)
        let values = await withTaskGroup(of: [Int].self) { group in
            for task in 0..<32 {
                group.addTask {
                    cache.value("key") {
                        makes.withLock { $0 += 1 }
                        usleep(20_000)  // long enough for the others to ask meanwhile
                        return [task]
                    }
                }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(makes.withLock { $0 } == 1)
        #expect(Set(values).count == 1)
    }

    @Test("A failed make is not kept: the next use makes the value again")
    func failureIsNotKept() {
        struct Failure: Error {}
        let cache = OnceCache<String, Int>()
        #expect(throws: Failure.self) { try cache.value("key") { () throws(Failure) -> Int in throw Failure() } }
        #expect(cache.value("key") { 7 } == 7)
        #expect(cache.value("key") { 8 } == 7)
    }
}

/// A lock that fails stops the process with a message naming the call, never silently.
@Suite("Lock failures")
struct LockFailureTests {
    @Test("Locking again on the thread that holds the lock stops the process instead of waiting forever")
    func reentrantLockStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let locked = Locked(0)
            locked.withLock { _ in locked.withLock { $0 += 1 } }
        }
        #if !canImport(os)
            let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
            #expect(message.contains("Locked: pthread_mutex_lock failed with error \(EDEADLK) (EDEADLK"))
        #endif
    }

    #if !canImport(os)
        @Test("A pthread call's error stops the process with the call and the error named")
        func failedCallStops() async {
            Locked<Int>.check(0, "pthread_mutex_lock")
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                Locked<Int>.check(EINVAL, "pthread_mutex_unlock")
            }
            let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
            #expect(message.contains("Locked: pthread_mutex_unlock failed with error \(EINVAL)"))
        }
    #endif
}
