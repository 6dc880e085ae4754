import Foundation
import NumberEntry
import NumberEntryFoundation
import Testing

/// `count` zeros.
private func zeros(_ count: Int) -> String { String(repeating: "0", count: count) }

@Suite("ExactDecimal and Foundation's Decimal")
struct FoundationDecimalTests {
    @Test(
        "Values Decimal holds exactly convert, however large or small",
        arguments: [
            "1" + zeros(50), "-1" + zeros(50), "0." + zeros(49) + "1", "12345" + zeros(160), "1" + zeros(164),
            "0." + zeros(127) + "1", "-0." + zeros(90) + "25", String(repeating: "9", count: 38) + zeros(127),
            "-0." + zeros(90) + String(repeating: "7", count: 38),
        ])
    func exactValues(text: String) throws {
        let decimal = try #require(ExactDecimal(text)?.decimal, "\(text.count) characters")
        #expect(ExactDecimal(decimal) == ExactDecimal(text))
    }

    @Test("1e50 is Foundation's own 1e50")
    func fiftyZeros() {
        #expect(ExactDecimal("1" + zeros(50))?.decimal == Decimal(sign: .plus, exponent: 50, significand: 1))
    }

    @Test(
        "Values Decimal would round are nil",
        arguments: [
            String(repeating: "9", count: 39), "1" + zeros(37) + ".1", "0." + zeros(128) + "1",
            "1" + zeros(38) + "1" + zeros(127), "1" + zeros(166),
        ])
    func inexactValues(text: String) throws {
        #expect(try #require(ExactDecimal(text)).decimal == nil)
    }
}
