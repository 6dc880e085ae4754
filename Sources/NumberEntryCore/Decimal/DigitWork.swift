/// The digit steps `ExactDecimal`'s arithmetic takes (a digit read, written or compared, a chunk
/// of digits divided), counted in debug builds so that tests prove every entry point linear by
/// counting, never by a clock (Docs/Behaviour.md §16). Release builds count nothing.
package enum DigitWork {
    #if DEBUG
        /// A running count, for one task's synchronous calls.
        package final class Tally: @unchecked Sendable {
            // Unchecked: a tally is bound to one task, whose arithmetic runs synchronously.
            package private(set) var steps = 0

            fileprivate func add(_ count: Int) { steps += count }
        }

        /// The tally the current task counts into, if any.
        @TaskLocal private static var tally: Tally?

        /// The digit steps `work` takes.
        package static func counting(_ work: () throws -> Void) rethrows -> Int {
            let tally = Tally()
            try $tally.withValue(tally) { try work() }
            return tally.steps
        }

        /// Counts `steps` digit steps.
        static func record(_ steps: Int) { tally?.add(steps) }
    #else
        /// Counts nothing: only debug builds count.
        @inline(__always) static func record(_ steps: Int) {}
    #endif
}
