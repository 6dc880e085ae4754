import Foundation
import NumberEntry
import NumberEntryFoundation
import Testing

@Suite("Exact decimal values (Behaviour §8)")
struct ExactDecimalTests {
    @Test(
        "Canonical text",
        arguments: [
            ("-1234.5", "-1234.5"), ("0.050", "0.05"), ("-0", "0"), ("-0.000", "0"), ("007", "7"), (".5", "0.5"),
            ("12.", "12"), ("+3", "3"), ("98127372423481738347812700.10", "98127372423481738347812700.1"),
        ])
    func canonical(_ input: String, _ expected: String) {
        #expect(ExactDecimal(input)?.description == expected)
    }

    @Test("Not decimals", arguments: ["", "-", ".", "1.2.3", "1,5", "1e5", " 1", "١", "--1"])
    func invalid(_ input: String) {
        #expect(ExactDecimal(input) == nil)
    }

    @Test("Order is exact")
    func order() {
        let sorted = [
            "-100.5", "-100", "-0.001", "0", "0.0001", "0.1", "1", "9.99", "10", "123456789012345678901234567890",
        ]
        let values = sorted.map { ExactDecimal($0)! }
        #expect(values == values.shuffled().sorted())
        #expect(ExactDecimal("1.10") == ExactDecimal("1.1"))
    }

    @Test("Int conversion is exact or fails")
    func intConversion() {
        #expect(Int(exactly: ExactDecimal("-42")!) == -42)
        #expect(Int(exactly: ExactDecimal("9223372036854775807")!) == Int.max)
        #expect(Int(exactly: ExactDecimal("-9223372036854775808")!) == Int.min)
        #expect(Int(exactly: ExactDecimal("9223372036854775808")!) == nil)
        #expect(Int(exactly: ExactDecimal("1.5")!) == nil)
    }

    @Test("Double and Decimal conversions")
    func otherConversions() {
        #expect(Double(ExactDecimal("1234.5")!) == 1234.5)
        #expect(ExactDecimal("0.1")!.decimal == Decimal(string: "0.1"))
        #expect(ExactDecimal("-98765432109876543210.123")!.decimal?.description == "-98765432109876543210.123")
        #expect(ExactDecimal(String(repeating: "9", count: 39))!.decimal == nil, "too long for Decimal: no rounding")
        #expect(ExactDecimal(Decimal(string: "-12.50")!) == ExactDecimal("-12.5"))
    }

    @Test("Prefilling a field with a value")
    func prefill() throws {
        let german = try NumberLocale.named("de_DE")
        let price = try NumberField(
            locale: german, policy: NumberPolicy(minFractionDigits: 2), value: ExactDecimal("-1234.5")!)
        #expect(price.marked == "-1.234,50|")
        #expect(price.value == ExactDecimal("-1234.5"))
        #expect(throws: NumberEntryError.invalidStartState(.tooManyIntegerDigits)) {
            try NumberField(locale: german, policy: NumberPolicy(maxIntegerDigits: 3), value: ExactDecimal(1234))
        }
    }

    @Test("Field values")
    func fieldValues() throws {
        #expect(try field("en_US", "12.|").value == ExactDecimal("12"))
        #expect(try field("en_US", "-0.0|").value == ExactDecimal.zero)
        #expect(try field("en_US", "-|").value == nil)
        #expect(try field("en_US", "|").value == nil)
        #expect(try field("ar_EG", "\u{061C}-١٬٢٣٤٫٥|").value == ExactDecimal("-1234.5"))
    }
}
