import Foundation
import NumberEntry
import NumberEntryStore
import Observation
import Testing

/// The observable store, tested through `withObservationTracking`. Both are new in macOS 14 and
/// iOS 17, so every test is marked so (Swift Testing skips them below; a suite type cannot be).
@Suite("NumberStore")
struct NumberStoreTests {
    /// A flag a change handler sets, behind a lock.
    final class Flag: @unchecked Sendable {
        private let lock = NSLock()
        private var raised = false

        func raise() { lock.withLock { raised = true } }
        var isRaised: Bool { lock.withLock { raised } }
    }

    /// Whether observers of what `read` reads hear of `action`. (Tracking is one-shot: the
    /// change handler runs inside the mutation, so it must not read the store again.)
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    static func notifies(reading read: @escaping @Sendable () -> Void, when action: () -> Void) -> Bool {
        let fired = Flag()
        withObservationTracking(read) { fired.raise() }
        action()
        return fired.isRaised
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test("Setting text is a whole-text change and notifies text observers")
    func textIsAChange() throws {
        let store = try NumberStore(localeIdentifier: "de_DE")
        nonisolated(unsafe) let observed = store
        #expect(Self.notifies(reading: { _ = observed.text }) { store.text = "1234" })
        #expect(Self.notifies(reading: { _ = observed.text }) { store.text = "1.2345" })
        #expect(store.text == "12.345" && store.value == ExactDecimal(12345))
        #expect(store.selection == 6..<6)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test("A store made from a Locale and a currency policy takes the currency's digits")
    func localeAndCurrency() throws {
        let store = try NumberStore(
            locale: Locale(identifier: "ja_JP"), policy: NumberPolicy(format: .currency(code: "JPY")))
        store.text = "12.5"
        #expect(store.lastRejection == .decimalNotAllowed && store.value == nil)
        #expect(store.field.policy.maxFractionDigits == 0)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test("A rejected change keeps the text, records the rejection and still notifies")
    func rejectedChangeNotifies() throws {
        let store = try NumberStore(localeIdentifier: "en_US", policy: NumberPolicy(maxIntegerDigits: 3))
        store.text = "123"
        nonisolated(unsafe) let observed = store
        #expect(Self.notifies(reading: { _ = observed.text }) { store.text = "1234" })
        #expect(store.text == "123")
        #expect(store.lastRejection == .tooManyIntegerDigits)
        #expect(Self.notifies(reading: { _ = observed.lastRejection }) { store.text = "12" })
        #expect(store.lastRejection == nil)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test("Finalize, undo, redo and step through the store")
    func editing() throws {
        let store = try NumberStore(localeIdentifier: "en_US")
        #expect(!store.canUndo)
        store.text = "1"
        store.text = "12."
        store.finalize()
        #expect(store.text == "12")
        store.stepUp()
        #expect(store.text == "13" && store.canUndo)
        store.undo()
        #expect(store.text == "12" && store.canRedo)
        store.redo()
        #expect(store.text == "13")
        store.stepDown()
        #expect(store.text == "12")
        #expect(store.change(to: "12", selection: 0..<1))
        #expect(store.selection == 0..<1)
        store.selection = 9..<9
        #expect(store.lastRejection == .invalidRange && store.selection == 0..<1)
    }

    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test("Value, canUndo and the selection are observable too")
    func otherProperties() throws {
        let store = try NumberStore(localeIdentifier: "en_US")
        nonisolated(unsafe) let observed = store
        #expect(Self.notifies(reading: { _ = observed.value }) { store.text = "5" })
        #expect(Self.notifies(reading: { _ = observed.selection }) { store.selection = 0..<1 })
        #expect(Self.notifies(reading: { _ = observed.canUndo }) { store.undo() })
    }
}
