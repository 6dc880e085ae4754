import NumberEntry
import Testing

@Suite("Exact decimal arithmetic")
struct ExactDecimalArithmeticTests {
    @Test(
        "Sums and differences",
        arguments: [
            ("0.1", "0.2", "0.3", "-0.1"), ("999.99", "0.01", "1000", "999.98"), ("-5", "3", "-2", "-8"),
            ("1.005", "-1.005", "0", "2.01"),
            (
                "12345678901234567890123456789", "1", "12345678901234567890123456790",
                "12345678901234567890123456788"
            ), ("0", "-0.000001", "-0.000001", "0.000001"),
        ])
    func sumsAndDifferences(_ a: String, _ b: String, _ sum: String, _ difference: String) throws {
        let left = try #require(ExactDecimal(a))
        let right = try #require(ExactDecimal(b))
        #expect((left + right).description == sum)
        #expect((left - right).description == difference)
    }

    @Test("Sums agree with integer arithmetic on scaled values")
    func sumsAgreeWithIntegers() throws {
        var random = SeededGenerator(seed: 42)
        for _ in 0..<5000 {
            let (a, b) = (
                Int.random(in: -1_000_000...1_000_000, using: &random), Int.random(in: -99_999...99_999, using: &random)
            )
            let (scaleA, scaleB) = (Int.random(in: 0...4, using: &random), Int.random(in: 0...4, using: &random))
            let scale = max(scaleA, scaleB)
            let power = { (n: Int) in (0..<n).reduce(1) { result, _ in result * 10 } }
            let expected = a * power(scale - scaleA) + b * power(scale - scaleB)
            let left = try ExactDecimal(a).shifted(byPowerOfTen: -scaleA)
            let right = try ExactDecimal(b).shifted(byPowerOfTen: -scaleB)
            #expect(try left + right == ExactDecimal(expected).shifted(byPowerOfTen: -scale), "\(left) + \(right)")
            #expect(left - right == left + (-right))
            #expect((left + right) - right == left)
        }
    }

    @Test(
        "Shifts by powers of ten",
        arguments: [
            ("1.5", 3, "1500"), ("1.5", -3, "0.0015"), ("-123.45", 1, "-1234.5"), ("0", 50, "0"),
            ("1", 50, "100000000000000000000000000000000000000000000000000"), ("12.5", -2, "0.125"),
        ])
    func shifts(_ value: String, _ exponent: Int, _ expected: String) throws {
        #expect(try #require(ExactDecimal(value)).shifted(byPowerOfTen: exponent).description == expected)
    }

    @Test(
        "Divisibility by a step",
        arguments: [
            ("0.15", "0.05", true), ("0.16", "0.05", false), ("-10", "2.5", true),
            ("1000000000000000000000", "7", false),
            ("0", "0", true), ("1", "0", false), ("12.5", "0.5", true), ("3", "0.25", true),
        ])
    func divisibility(_ value: String, _ step: String, _ expected: Bool) throws {
        #expect(try #require(ExactDecimal(value)).isMultiple(of: #require(ExactDecimal(step))) == expected)
    }

    @Test("Counts, literals and the magnitude")
    func counts() throws {
        let value: ExactDecimal = -42
        #expect(value.description == "-42" && value.magnitude.description == "42")
        let fraction = try #require(ExactDecimal("0.050"))
        #expect(fraction.scale == 2 && fraction.integerDigitCount == 0)
        #expect(try #require(ExactDecimal("1234.5")).integerDigitCount == 4)
        #expect(ExactDecimal(1200).significantDigitCount == 2)
        #expect(try #require(ExactDecimal("-0.0012")).significantDigitCount == 2)
        #expect(ExactDecimal.zero.significantDigitCount == 0)
    }

    /// `a × b` for digit strings, by schoolbook multiplication (the reference products below).
    static func product(_ a: String, _ b: String) -> String {
        var digits = [Int](repeating: 0, count: a.count + b.count)
        for (i, x) in a.reversed().enumerated() {
            for (j, y) in b.reversed().enumerated() { digits[i + j] += Int(String(x))! * Int(String(y))! }
        }
        for index in digits.indices.dropLast() {
            digits[index + 1] += digits[index] / 10
            digits[index] %= 10
        }
        return digits.reversed().map(String.init).joined()
    }

    @Test("Multiples of steps up to 19 significant digits, at any exponent, against products")
    func multiplesOfWideSteps() throws {
        var random = SeededGenerator(seed: 35)
        let digitText = { (count: Int, random: inout SeededGenerator) in
            String(Int.random(in: 1...9, using: &random))
                + (1..<count).map { _ in String(Int.random(in: 0...9, using: &random)) }.joined()
        }
        for _ in 0..<3000 {
            let units = digitText(Int.random(in: 1...19, using: &random), &random)
            let times = digitText(Int.random(in: 1...30, using: &random), &random)
            let exponent = Int.random(in: -40...20, using: &random)
            let step = try #require(ExactDecimal(units)).shifted(byPowerOfTen: exponent)
            let multiple = try #require(ExactDecimal(Self.product(units, times))).shifted(byPowerOfTen: exponent)
            let sign = Bool.random(using: &random) ? -1 : 1
            let value = sign < 0 ? -multiple : multiple
            #expect(try value.isMultiple(of: step) && value.isMultiple(of: -step), "\(value) of \(step)")
            // Off by a part of the step: not a multiple; down, up and to the nearest go where they must.
            let units64 = UInt64(units)!
            let partUnits = [units64 / 2, units64 / 2 + 1, 1].randomElement(using: &random)!
            guard partUnits > 0, partUnits < units64 else { continue }
            let part = try ExactDecimal(String(partUnits))!.shifted(byPowerOfTen: exponent)
            let off = multiple + part
            #expect(try !off.isMultiple(of: step), "\(off) of \(step)")
            #expect(
                try off.rounded(toMultipleOf: step, ExactDecimal.RoundingMode.down) == multiple, "\(off) of \(step)")
            #expect(
                try off.rounded(toMultipleOf: step, ExactDecimal.RoundingMode.up) == multiple + step,
                "\(off) of \(step)")
            let half = try (-off).rounded(toMultipleOf: step, .halfEven)
            let twice = part + part
            if twice > step { #expect(half == -(multiple + step), "\(off) of \(step)") }
            if twice == step {
                let even = Int(String(times.last!))! % 2 == 0
                #expect(half == (even ? -multiple : -(multiple + step)), "\(off) of \(step)")
            }
        }
    }
}
