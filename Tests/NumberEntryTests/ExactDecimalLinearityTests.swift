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

        static let entryPoints: [(String, @Sendable (Int) throws -> Void)] = [
            ("init(_:) from text", { n in _ = ExactDecimal(long(n).description) }),
            ("description", { n in _ = long(n).description }),
            ("+", { n in _ = long(n) + long(n / 2) }),
            ("- with a borrow across every digit", { n in _ = long(n) - sparse(n / 2, fraction: true) }),
            ("<", { n in _ = long(n) < long(n) + sparse(n / 2, fraction: true) }),
            ("shifted(byPowerOfTen:)", { n in _ = try long(n).shifted(byPowerOfTen: n) }),
            ("significantDigitCount", { n in _ = long(n).significantDigitCount }),
            ("isMultiple(of: 0.5), the playground's stall", { n in _ = try long(n).isMultiple(of: ExactDecimal("0.5")!) }),
            ("isMultiple(of:) a sparse fraction step", { n in _ = try long(n).isMultiple(of: sparse(n, fraction: true)) }),
            ("isMultiple(of:) a sparse integer step", { n in _ = try long(n).isMultiple(of: sparse(n, fraction: false)) }),
            ("isMultiple(of:) a 19-digit step", { n in _ = try long(n).isMultiple(of: widest) }),
            ("rounded(toFractionDigits:)", { n in _ = long(n, negative: true).rounded(toFractionDigits: 2, .halfEven) }),
            ("rounded(toMultipleOf: 0.05)", { n in _ = try long(n).rounded(toMultipleOf: ExactDecimal("0.05")!, .halfUp) }),
            ("rounded(toMultipleOf:) a 19-digit increment", { n in _ = try long(n).rounded(toMultipleOf: widest, .up) }),
            ("rounded(toMultipleOf:) a sparse increment", { n in _ = try long(n).rounded(toMultipleOf: sparse(n, fraction: false), .halfEven) }),
            ("Int(exactly:)", { n in _ = Int(exactly: long(n)) }),
        ]

        @Test("Digit steps grow linearly from 10³ to 10⁵ digits", arguments: entryPoints.indices)
        func linear(_ index: Int) throws {
            let (name, work) = Self.entryPoints[index]
            let counts = try [1_000, 10_000, 100_000].map { n in try DigitWork.counting { try work(n) } }
            #expect(counts[0] >= 1_000, "\(name) counts every digit: \(counts)")
            #expect(counts[1] <= counts[0] * 12 && counts[2] <= counts[0] * 120, "\(name): \(counts)")
            #expect(counts[2] <= 100_000 * 40, "\(name): at most 40 steps a digit: \(counts)")
        }

        @Test("A step or increment beyond 19 significant digits is refused, whatever the value")
        func incrementCap() throws {
            let step = ExactDecimal("1.2345678901234567891")!
            #expect(throws: ExactDecimal.IncrementError(significantDigits: 20)) { try ExactDecimal.zero.isMultiple(of: step) }
            #expect(throws: ExactDecimal.IncrementError(significantDigits: 20)) {
                try ExactDecimal(1).rounded(toMultipleOf: step, .halfEven)
            }
            let steps = try DigitWork.counting { #expect(try Self.long(1_000).isMultiple(of: Self.widest) == false) }
            #expect(steps < 4_000, "\(steps)")
        }
    }
#endif
