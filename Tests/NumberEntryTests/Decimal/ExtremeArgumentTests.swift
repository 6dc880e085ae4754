import Foundation
import NumberEntry
import Testing

/// Behaviour §5 and §9: no argument of any API may crash the process. Extreme integers
/// (`Int.min`, `Int.max`) give a typed error or a documented clamp.
@Suite("Extreme integer arguments: typed errors or clamps, never a trap")
struct ExtremeArgumentTests {
    static let extremes = [
        Int.min, Int.min + 1, -ExactDecimal.maximumShift - 1, ExactDecimal.maximumShift + 1, Int.max,
    ]

    @Test("A shift beyond the limit is a typed error naming the exponent", arguments: extremes)
    func shiftBeyondLimit(_ exponent: Int) {
        for value in ["1", "-0.5", "123.456"] {
            #expect(throws: ExactDecimal.ShiftError(exponent: exponent)) {
                try ExactDecimal(value)!.shifted(byPowerOfTen: exponent)
            }
        }
    }

    @Test("Zero shifts to zero by any exponent", arguments: extremes + [0, 5, -5])
    func zeroShifts(_ exponent: Int) throws {
        #expect(try ExactDecimal.zero.shifted(byPowerOfTen: exponent) == .zero)
    }

    @Test(
        "Shifts up to the limit are exact",
        arguments: [ExactDecimal.maximumShift, -ExactDecimal.maximumShift])
    func shiftAtLimit(_ exponent: Int) throws {
        let shifted = try ExactDecimal("-1.5")!.shifted(byPowerOfTen: exponent)
        #expect(shifted.isNegative)
        #expect(shifted.significantDigitCount == 2)
        #expect(exponent > 0 ? shifted.integerDigitCount == exponent + 1 : shifted.scale == -exponent + 1)
        #expect(try shifted.shifted(byPowerOfTen: -exponent) == ExactDecimal("-1.5"))
    }

    @Test(
        "A step's written fraction digits count at most 999 (or its own, when more)",
        arguments: [
            (Int.max, "1", 999), (Int.min, "1", 0), (1000, "0.5", 999), (Int.max, "0.25", 999),
            (Int.max, "0." + String(repeating: "0", count: 1199) + "5", 1200),
        ])
    func stepDigitsClamp(_ digits: Int, _ amount: String, _ expected: Int) throws {
        let step = NumberPolicy.Step(ExactDecimal(amount)!, fractionDigits: digits)
        #expect(step.fractionDigits == expected)
        let written = step.description
        #expect(written.utf8.count <= amount.utf8.count + 1 + NumberPolicy.maximumMinFractionDigits)
        #expect(NumberPolicy.Step(written) == step, "the step reads back as written")
        // Encoding a policy that holds it, and decoding it back.
        for policy in [NumberPolicy(step: step), NumberPolicy(maxFractionDigits: .max, step: step)] {
            let data = try JSONEncoder().encode(policy)
            #expect(try JSONDecoder().decode(NumberPolicy.self, from: data) == policy)
        }
    }

    @Test("A step asked for Int.max or 5,000 fraction digits steps a field to 999", arguments: [Int.max, 5000])
    func stepWithHugeDigits(_ digits: Int) throws {
        let policy = NumberPolicy(maxFractionDigits: .max, step: .init(1, fractionDigits: digits))
        var field = try NumberField(localeIdentifier: "en_US", policy: policy)
        try field.apply(.stepUp)
        #expect(field.value == 1)
        #expect(field.text == "1." + String(repeating: "0", count: 999))
    }

    /// Hand-built data for `en_US`-like symbols with `grouping`.
    static func locale(_ grouping: NumberLocale.Grouping) throws(NumberEntryError) -> NumberLocale {
        try NumberLocale(
            identifier: "test", numberingSystem: "latn", digits: (0...9).map { Unicode.Scalar(0x30 + $0)! },
            decimalSeparator: ".", groupingSeparator: ",", negativePrefix: "-", negativeSuffix: "",
            plusPrefix: "+", grouping: grouping)
    }

    static let badGroupings: [(primary: Int, secondary: Int, minimumDigits: Int)] = [
        (.max, 3, 1), (3, .max, 1), (3, 3, .max), (.max, .max, .max), (101, 3, 1), (3, 101, 1), (3, 3, 101),
    ]

    @Test("Grouping sizes beyond the limit are invalid locale data", arguments: badGroupings)
    func badGrouping(_ sizes: (primary: Int, secondary: Int, minimumDigits: Int)) throws {
        let grouping = NumberLocale.Grouping(
            primary: sizes.primary, secondary: sizes.secondary, minimumDigits: sizes.minimumDigits)
        #expect(throws: NumberEntryError.self) { try Self.locale(grouping) }
        do {
            _ = try Self.locale(grouping)
        } catch {
            guard error.code == .invalidLocaleData, let reason = error.detail else {
                Issue.record("\(error)")
                return
            }
            #expect(reason.contains("\(NumberLocale.Grouping.maximumSize)"))
        }
        // Format data carries grouping too: the same check.
        let plain = try Self.locale(.init(primary: 3, secondary: 3, minimumDigits: 1))
        let data = NumberLocale.FormatData(
            format: .percent, decimalSeparator: ".", groupingSeparator: ",", grouping: grouping,
            positivePrefix: "", positiveSuffix: "%", negativePrefix: "-", negativeSuffix: "%", markers: ["%"])
        #expect(throws: NumberEntryError.self) { try plain.formatted(data) }
    }

    @Test(
        "Grouping at the limit works in fields and the parser",
        arguments: [(100, 100, 1), (3, 3, 100), (100, 1, 100), (1, 100, 1)])
    func groupingAtLimit(_ primary: Int, _ secondary: Int, _ minimumDigits: Int) throws {
        let locale = try Self.locale(.init(primary: primary, secondary: secondary, minimumDigits: minimumDigits))
        var field = try NumberField(locale: locale, policy: NumberPolicy())
        try field.insert("1234567")
        #expect(field.value == 1_234_567)
        let parser = try NumberParser(locale: locale, policy: NumberPolicy())
        #expect(try parser.parse(field.text) == 1_234_567)
    }

    @Test(
        "Grouping.separates answers for any integers",
        arguments: [Int.min, -1, 0, 1, 3, Int.max])
    func separatesAnyIntegers(_ extreme: Int) {
        for grouping in [
            NumberLocale.Grouping(primary: .max, secondary: .max, minimumDigits: .max),
            NumberLocale.Grouping(primary: 3, secondary: 2, minimumDigits: .max),
            NumberLocale.Grouping(primary: 3, secondary: 3, minimumDigits: 1),
        ] {
            for other in [Int.min, 0, 4, Int.max] {
                _ = grouping.separates(before: extreme, of: other)
                _ = grouping.separates(before: other, of: extreme)
            }
        }
        let indian = NumberLocale.Grouping(primary: 3, secondary: 2, minimumDigits: 1)
        #expect((0..<7).filter { indian.separates(before: $0, of: 7) } == [2, 4])
    }

    @Test("None of these calls traps (run in a child process)")
    func noTrapInChildProcess() async {
        await #expect(processExitsWith: .success) {
            _ = try? ExactDecimal(1).shifted(byPowerOfTen: .max)
            _ = try? ExactDecimal(1).shifted(byPowerOfTen: .min)
            _ = NumberPolicy.Step(1, fractionDigits: .max).description
            _ = try? JSONEncoder().encode(NumberPolicy(maxFractionDigits: .max, step: .init(1, fractionDigits: .max)))
            _ = NumberLocale.Grouping(primary: 3, secondary: 3, minimumDigits: .max).separates(before: 1, of: 9)
            for grouping in [(Int.max, 3, 1), (3, 3, Int.max)] {
                guard
                    let locale = try? Self.locale(
                        .init(primary: grouping.0, secondary: grouping.1, minimumDigits: grouping.2))
                else { continue }
                var field = try? NumberField(locale: locale, policy: NumberPolicy())
                try? field?.insert("123456")
                _ = try? NumberParser(locale: locale, policy: NumberPolicy()).parse("1,234")
            }
        }
    }

    @Test("minFractionDigits above 999 is a typed error, never a trap", arguments: [1000, 5000, Int.max])
    func minFractionLimit(_ digits: Int) {
        let policy = NumberPolicy(maxFractionDigits: Int.max, minFractionDigits: digits)
        #expect(throws: NumberEntryError.self) { try policy.validate() }
        #expect(throws: NumberEntryError.self) { try NumberField(localeIdentifier: "en_US", policy: policy) }
    }

    @Test("Formatting pads at most 999 fraction digits, never traps", arguments: [1000, Int.max])
    func formatPadding(_ digits: Int) throws {
        let locale = try NumberLocale.named("en_US")
        #expect(locale.text(of: 1, minFractionDigits: digits).utf8.count == 1001)
        #expect(locale.text(of: 1, minFractionDigits: -5) == "1")
    }
}
