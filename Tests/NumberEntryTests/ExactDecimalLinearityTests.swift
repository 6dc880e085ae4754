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

        /// The 19-digit step, the longest `isMultiple(of:)` and `rounded(toMultipleOf:)` take.
        static let widest = ExactDecimal("0.0000000000000000000000000000009999999999999999997")!

        /// Each entry point, as a function of the digit count that builds its inputs (not counted)
        /// and returns the work to count.
        static let entryPoints: [(String, @Sendable (Int) -> () throws -> Void)] = [
            ("init(_:) from text", { n in let text = long(n).description; return { _ = ExactDecimal(text) } }),
            ("description", { n in let value = long(n); return { _ = value.description } }),
            ("+", { n in let (a, b) = (long(n), long(n / 2)); return { _ = a + b } }),
            ("- with a borrow across every digit", binary({ long($0) }, { sparse($0 / 2, fraction: true) }) { _ = $0 - $1 }),
            ("<", binary({ long($0) }, { long($0) + sparse($0 / 2, fraction: true) }) { _ = $0 < $1 }),
            ("shifted(byPowerOfTen:)", { n in let value = long(n); return { _ = try value.shifted(byPowerOfTen: n) } }),
            ("significantDigitCount", { n in let value = long(n); return { _ = value.significantDigitCount } }),
            ("isMultiple(of: 0.5), the playground's stall", binary({ long($0) }, { _ in ExactDecimal("0.5")! }) { _ = try $0.isMultiple(of: $1) }),
            ("isMultiple(of:) a sparse fraction step", binary({ long($0) }, { sparse($0, fraction: true) }) { _ = try $0.isMultiple(of: $1) }),
            ("isMultiple(of:) a sparse integer step", binary({ long($0) }, { sparse($0, fraction: false) }) { _ = try $0.isMultiple(of: $1) }),
            ("isMultiple(of:) a 19-digit step", binary({ long($0) }, { _ in widest }) { _ = try $0.isMultiple(of: $1) }),
            ("rounded(toFractionDigits:)", { n in let value = long(n, negative: true); return { _ = value.rounded(toFractionDigits: 2, .halfEven) } }),
            ("rounded(toMultipleOf: 0.05)", binary({ long($0) }, { _ in ExactDecimal("0.05")! }) { _ = try $0.rounded(toMultipleOf: $1, .halfUp) }),
            ("rounded(toMultipleOf:) a 19-digit increment", binary({ long($0) }, { _ in widest }) { _ = try $0.rounded(toMultipleOf: $1, .up) }),
            ("rounded(toMultipleOf:) a sparse increment", binary({ long($0) }, { sparse($0, fraction: false) }) { _ = try $0.rounded(toMultipleOf: $1, .halfEven) }),
            ("Int(exactly:)", { n in let value = ExactDecimal(String(repeating: "9", count: n))!; return { _ = Int(exactly: value) } }),
        ]

        /// An entry point of two values of `n` digits made by `left` and `right`.
        static func binary(
            _ left: @escaping @Sendable (Int) -> ExactDecimal, _ right: @escaping @Sendable (Int) -> ExactDecimal,
            _ work: @escaping @Sendable (ExactDecimal, ExactDecimal) throws -> Void
        ) -> @Sendable (Int) -> () throws -> Void {
            { n in
                let (a, b) = (left(n), right(n))
                return { try work(a, b) }
            }
        }

        @Test("Digit steps grow linearly from 10³ to 10⁵ digits", arguments: entryPoints.indices)
        func linear(_ index: Int) throws {
            let (name, prepare) = Self.entryPoints[index]
            let counts = try [1_000, 10_000, 100_000].map { n in
                let work = prepare(n)
                return try DigitWork.counting(work)
            }
            #expect(counts[0] >= 1_000, "\(name) counts every digit: \(counts)")
            #expect(counts[1] <= counts[0] * 12 && counts[2] <= counts[0] * 120, "\(name): \(counts)")
            #expect(counts[2] <= 100_000 * 20, "\(name): at most 20 steps a digit: \(counts)")
        }

        @Test("A step or increment beyond 19 significant digits is refused, whatever the value")
        func incrementCap() throws {
            let step = ExactDecimal("1.2345678901234567891")!
            #expect(throws: ExactDecimal.IncrementError(significantDigits: 20)) { try ExactDecimal.zero.isMultiple(of: step) }
            #expect(throws: ExactDecimal.IncrementError(significantDigits: 20)) {
                try ExactDecimal(1).rounded(toMultipleOf: step, .halfEven)
            }
            var multiple = true
            let steps = try DigitWork.counting { multiple = try Self.long(1_000).isMultiple(of: Self.widest) }
            #expect(!multiple && steps < 4_000, "\(steps)")
        }
    }
#endif
