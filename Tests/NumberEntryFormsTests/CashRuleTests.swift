import NumberEntry
import Testing

@testable import NumberEntryForms

/// The cash rule: ICU's cash increment for a currency, checked by `multiple(of:)`.
@Suite(
    "Cash increment rule",
    .enabled(if: LocaleDataSourceKind.current == .systemICU, "ICU 72's currency data"))
struct CashRuleTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var currency: String
        var value: String
        var passes: Bool
        var testDescription: String { "\(currency) \(value)" }
    }

    static let cases: [Case] = [
        Case(currency: "CHF", value: "12.35", passes: true), Case(currency: "CHF", value: "12.34", passes: false),
        Case(currency: "chf", value: "0.05", passes: true), Case(currency: "CAD", value: "1.10", passes: true),
        Case(currency: "CAD", value: "1.01", passes: false), Case(currency: "DKK", value: "3.5", passes: true),
        Case(currency: "DKK", value: "3.25", passes: false), Case(currency: "CHF", value: "-7.95", passes: true),
    ]

    @Test("Values against the currency's cash increment", arguments: cases)
    func cashIncrement(_ testCase: Case) throws {
        let rule = try #require(NumberRule.cashIncrement(for: testCase.currency))
        let failure = rule.validate(ExactDecimal(testCase.value)!)
        #expect((failure == nil) == testCase.passes)
        if let failure { #expect(failure.code == .multipleOf) }
    }

    @Test("Currencies without a cash increment, and unknown codes, have no rule")
    func noIncrement() {
        #expect(NumberRule.cashIncrement(for: "USD") == nil)
        #expect(NumberRule.cashIncrement(for: "XYZ") == nil)
        #expect(NumberFormat.cashIncrement(ofCurrency: "CHF") == ExactDecimal("0.05"))
    }
}
