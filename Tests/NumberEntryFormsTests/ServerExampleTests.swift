import Foundation
import NumberEntryForms
import Testing

/// The form-validation example of the DocC article `ServerSideParsing.md`, verbatim.
func validate(price: String, quantity: String) throws -> (price: ExactDecimal, quantity: ExactDecimal) {
    let prices = try NumberParser(localeIdentifier: "de_DE", policy: NumberPolicy(maxFractionDigits: 2))
    let quantities = try NumberParser(localeIdentifier: "ar_EG", policy: NumberPolicy(maxFractionDigits: 0))
    let value = (try prices.parse(price, strictness: .lenient), try quantities.parse(quantity, strictness: .lenient))
    if let failure = NumberRule.maximum(10_000).validate(value.0) { throw failure }
    if let failure = NumberRule.multiple(of: 6).validate(value.1) { throw failure }
    return value
}

@Suite("Server-side example in ServerSideParsing.md")
struct ServerExampleTests {
    @Test("The page's code is this file's, under ten lines")
    func sameCode() throws {
        let article = "Sources/NumberEntry/NumberEntry.docc/ServerSideParsing.md"
        let page = try String(contentsOf: packageRoot.appendingPathComponent(article), encoding: .utf8)
        let function = try #require(page.range(of: "func validate("))
        let end = try #require(page.range(of: "\n```", range: function.lowerBound..<page.endIndex))
        let code = String(page[function.lowerBound..<end.lowerBound])
        let source = try String(contentsOfFile: #filePath, encoding: .utf8)
        #expect(source.contains(code))
        #expect(code.split(separator: "\n").count < 10)
    }

    @Test("It accepts, rejects and explains as the page says")
    func outcomes() throws {
        let accepted = try validate(price: "1.234,50", quantity: "١٢")
        #expect(accepted.price.description == "1234.5" && accepted.quantity.description == "12")
        do {
            _ = try validate(price: "12.345,00", quantity: "6")
            Issue.record("above the maximum must fail")
        } catch let failure as ValidationFailure {
            #expect(failure.code == .maximum)
            #expect(failure.message(in: try NumberLocale.named("de_DE")) == "Must be at most 10.000")
        }
        #expect(throws: ParseError.tooManyFractionDigits) { try validate(price: "12,345", quantity: "6") }
        #expect(throws: ValidationFailure.self) { try validate(price: "1", quantity: "٥") }
    }
}
