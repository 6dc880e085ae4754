import Foundation
import NumberEntry
import Testing
import _NumberEntryCases

@testable import NumberEntryForms

/// The cash rule: a currency's cash increment, checked by `multiple(of:)`. The increments are
/// ICU 72's, on either data source: from the vendored snapshot of NumberEntryTests
/// (`Fixtures/locale-data/icu72.json`), which the system-ICU run checks against the system ICU.
@Suite("Cash increment rule")
struct CashRuleTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var locale: String
        var currency: String
        var value: String
        var passes: Bool
        var testDescription: String { "\(currency) \(value)" }
    }

    static let cases: [Case] = [
        Case(locale: "de_CH", currency: "CHF", value: "12.35", passes: true),
        Case(locale: "de_CH", currency: "CHF", value: "12.34", passes: false),
        Case(locale: "de_CH", currency: "chf", value: "0.05", passes: true),
        Case(locale: "en_CA", currency: "CAD", value: "1.10", passes: true),
        Case(locale: "en_CA", currency: "CAD", value: "1.01", passes: false),
        Case(locale: "da_DK", currency: "DKK", value: "3.5", passes: true),
        Case(locale: "da_DK", currency: "DKK", value: "3.25", passes: false),
        Case(locale: "de_CH", currency: "CHF", value: "-7.95", passes: true),
    ]

    /// ICU 72's data for a currency field.
    static func locale(_ identifier: String, currency: String) throws -> NumberLocale {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("NumberEntryTests/Fixtures/locale-data/icu72.json")
        return try LocaleSnapshot(contentsOf: file).locale(
            identifier, format: .currency(code: currency.uppercased()))
    }

    @Test("Values against the currency's cash increment", arguments: cases)
    func cashIncrement(_ testCase: Case) throws {
        let rule = try #require(
            NumberRule.cashIncrement(for: Self.locale(testCase.locale, currency: testCase.currency)))
        let failure = rule.validate(ExactDecimal(testCase.value)!)
        #expect((failure == nil) == testCase.passes)
        if let failure { #expect(failure.code == .multipleOf) }
    }

    @Test("Currencies without a cash increment, and formats without a currency, have no rule")
    func noIncrement() throws {
        let usd = try Self.locale("en_US", currency: "USD")
        #expect(NumberRule.cashIncrement(for: usd) == nil)
        #expect(NumberRule.cashIncrement(for: try NumberLocale.named("en_US")) == nil)
        #expect(NumberRule.cashIncrement(for: "XYZ") == nil)
    }

    @Test(
        "The system ICU's currency table gives the same rules",
        .enabled(if: LocaleDataSourceKind.current == .systemICU, "tests the system-ICU data source itself"))
    func systemICUCurrencyTable() throws {
        #expect(NumberRule.cashIncrement(for: "USD") == nil)
        #expect(Currency.cashIncrement(of: "CHF") == ExactDecimal("0.05"))
        for (locale, code) in [("de_CH", "CHF"), ("en_CA", "CAD"), ("da_DK", "DKK")] {
            let data = try Self.locale(locale, currency: code).formatData
            #expect(Currency.cashIncrement(of: code) == data?.cashIncrement)
        }
    }
}
