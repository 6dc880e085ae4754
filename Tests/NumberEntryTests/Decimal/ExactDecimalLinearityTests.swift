import NumberEntry
import NumberEntryCore
import Testing

#if DEBUG
    /// Every arithmetic entry point of `ExactDecimal` is linear in its inputs' digits, proven by
    /// counting digit steps (`DigitWork`, counted in debug builds), never by a clock: the count at
    /// 10⁴ and 10⁵ digits is at most about 10 and 100 times the count at 10³ (a quadratic step
    /// would be 100 and 10,000 times).
    @Suite("Exact decimal arithmetic is linear, by count")
    struct ExactDecimalLinearityTests {
        typealias Mode = ExactDecimal.RoundingMode

        /// A value of `digits` digits, half before the point and half after (`7123…`, `…5`).
        static func long(_ digits: Int, negative: Bool = false) -> ExactDecimal {
            let half = String(repeating: "7123456789", count: digits / 20)
            return ExactDecimal((negative ? "-" : "") + half + "." + half.dropLast() + "5")!
        }

        /// A step of few significant digits written with many zeros: `7` + `digits` zeros, or
        /// `0.` + `digits` zeros + `7`.
        static func sparse(_ digits: Int, fraction: Bool) -> ExactDecimal {
            let zeros = String(repeating: "0", count: digits)
            return ExactDecimal(fraction ? "0." + zeros + "7" : "7" + zeros)!
        }

        /// `n` nines and a fraction: rounding it up carries through every digit.
        static func nines(_ digits: Int) -> ExactDecimal {
            ExactDecimal(String(repeating: "9", count: digits) + ".5")!
        }

        /// The 19-digit step, the longest `isMultiple(of:)` and `rounded(toMultipleOf:)` take.
        static let widest = ExactDecimal("0.0000000000000000000000000000009999999999999999997")!

        /// An entry point: its inputs for `n` digits, built outside the count, and its work.
        struct EntryPoint: Sendable {
            let name: String
            let inputs: @Sendable (Int) -> (ExactDecimal, ExactDecimal)
            let work: @Sendable (ExactDecimal, ExactDecimal, Int) throws -> Void
        }

        /// No second input.
        static let none: @Sendable (Int) -> ExactDecimal = { _ in .zero }
        /// `0.` + `n / 2` zeros + `7`.
        static let half: @Sendable (Int) -> ExactDecimal = { sparse($0 / 2, fraction: true) }

        /// An entry point of a long value and a second one made by `other`.
        static func entry(
            _ name: String, _ other: @escaping @Sendable (Int) -> ExactDecimal,
            _ work: @escaping @Sendable (ExactDecimal, ExactDecimal, Int) throws -> Void
        ) -> EntryPoint {
            EntryPoint(name: name, inputs: { (long($0), other($0)) }, work: work)
        }

        static let entryPoints: [EntryPoint] = [
            entry("init(_:) from text", none) { a, _, _ in _ = ExactDecimal(a.description) },
            entry("description", none) { a, _, _ in _ = a.description },
            entry("+", { long($0 / 2) }) { a, b, _ in _ = a + b },
            entry("- with a borrow across every digit", half) { a, b, _ in _ = a - b },
            entry("<", { long($0) + half($0) }) { a, b, _ in _ = a < b },
            entry("shifted(byPowerOfTen:)", none) { a, _, n in _ = try a.shifted(byPowerOfTen: n) },
            entry("significantDigitCount", none) { a, _, _ in _ = a.significantDigitCount },
            entry("Int(exactly:) of a long integer", { long(2 * $0).rounded(toFractionDigits: 0, .down) }) { _, b, _ in
                _ = Int(exactly: b)
            },
            entry("isMultiple(of: 0.5), the playground's stall", { _ in ExactDecimal("0.5")! }) { a, b, _ in
                _ = try a.isMultiple(of: b)
            },
            entry("isMultiple(of:) a sparse fraction step", { sparse($0, fraction: true) }) { a, b, _ in
                _ = try a.isMultiple(of: b)
            },
            entry("isMultiple(of:) a sparse integer step", { sparse($0, fraction: false) }) { a, b, _ in
                _ = try a.isMultiple(of: b)
            },
            entry("isMultiple(of:) a 19-digit step", { _ in widest }) { a, b, _ in _ = try a.isMultiple(of: b) },
            entry("rounded(toFractionDigits:)", none) { a, _, _ in _ = (-a).rounded(toFractionDigits: 2, .halfEven) },
            entry("rounded(toFractionDigits:) carrying through every digit", { nines($0) }) { _, b, _ in
                _ = b.rounded(toFractionDigits: 0, .up)
            },
            entry("rounded(toMultipleOf: 0.05)", { _ in ExactDecimal("0.05")! }) { a, b, _ in
                _ = try a.rounded(toMultipleOf: b, .halfUp)
            },
            entry("rounded(toMultipleOf:) a 19-digit increment", { _ in widest }) { a, b, _ in
                _ = try a.rounded(toMultipleOf: b, .up)
            },
            entry("rounded(toMultipleOf:) a sparse increment", { sparse($0, fraction: false) }) { a, b, _ in
                _ = try a.rounded(toMultipleOf: b, .halfEven)
            },
        ]

        @Test("Digit steps grow linearly from 10³ to 10⁵ digits", arguments: entryPoints.indices)
        func linear(_ index: Int) throws {
            let entry = Self.entryPoints[index]
            let name = entry.name
            let counts = try [1_000, 10_000, 100_000].map { n in
                let (a, b) = entry.inputs(n)
                return try DigitWork.counting { try entry.work(a, b, n) }
            }
            #expect(counts[0] >= 1_000, "\(name) counts every digit: \(counts)")
            #expect(counts[1] <= counts[0] * 12 && counts[2] <= counts[0] * 120, "\(name): \(counts)")
            #expect(counts[2] <= 100_000 * 20, "\(name): at most 20 steps a digit: \(counts)")
        }

        @Test("A step or increment beyond 19 significant digits is refused, whatever the value")
        func incrementCap() throws {
            let step = ExactDecimal("1.2345678901234567891")!
            #expect(throws: ExactDecimal.IncrementError(significantDigits: 20)) {
                try ExactDecimal.zero.isMultiple(of: step)
            }
            #expect(throws: ExactDecimal.IncrementError(significantDigits: 20)) {
                try ExactDecimal(1).rounded(toMultipleOf: step, .halfEven)
            }
            var multiple = true
            let steps = try DigitWork.counting { multiple = try Self.long(1_000).isMultiple(of: Self.widest) }
            #expect(!multiple && steps < 4_000, "\(steps)")
        }
    }
#endif
