import Foundation
import NumberEntry
import Testing

@Suite("ExactDecimal as JSON")
struct ExactDecimalCodableTests {
    struct Invoice: Codable, Equatable {
        var amount: ExactDecimal
    }

    @Test("Encodes as a JSON string and reads it back")
    func roundTrip() throws {
        let invoice = Invoice(amount: try #require(ExactDecimal("-1234.50")))
        let data = try JSONEncoder().encode(invoice)
        #expect(String(decoding: data, as: UTF8.self) == #"{"amount":"-1234.5"}"#)
        #expect(try JSONDecoder().decode(Invoice.self, from: data) == invoice)
    }

    @Test(
        "Decodes JSON numbers exactly",
        arguments: [
            ("12.34", "12.34"), ("0.1", "0.1"), ("-5", "-5"), ("18446744073709551615", "18446744073709551615"),
            ("1e50", "100000000000000000000000000000000000000000000000000"), ("1.5e-3", "0.0015"),
            ("12345678901234567890.123456789", "12345678901234567890.123456789"),
        ])
    func numbers(_ json: String, _ expected: String) throws {
        let invoice = try JSONDecoder().decode(Invoice.self, from: Data(#"{"amount":\#(json)}"#.utf8))
        #expect(invoice.amount.description == expected)
    }

    @Test(
        "Refuses what it cannot read exactly",
        arguments: [#""12,5""#, #""""#, "true", "123456789012345678901234567890123456789.5", "null"])
    func refusals(_ json: String) {
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(Invoice.self, from: Data(#"{"amount":\#(json)}"#.utf8))
        }
    }
}
