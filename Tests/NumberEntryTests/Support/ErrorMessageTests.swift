import Foundation
import NumberEntry
import NumberEntryFoundation
import Testing

@Suite("What errors say and how a style is spelled")
struct ErrorMessageTests {
    /// `(locale, policy, keys, expected)`: a bound rejection names the bound, in the number the
    /// field shows; other rejections read as their description.
    static let boundCases: [(String, NumberPolicy, String, String)] = [
        ("en_US", NumberPolicy(maximum: ExactDecimal("100")), "1000", "above the maximum 100"),
        ("de_DE", NumberPolicy(minimum: ExactDecimal("-2.5")), "-3", "below the minimum -2.5"),
        (
            "en_US", NumberPolicy(format: .percent, maximum: ExactDecimal("12.5"), percentValue: .fraction), "13",
            "above the maximum 12.5"
        ),
        (
            "fr_FR", NumberPolicy(format: .currency(code: "EUR"), minimum: ExactDecimal("-0.05")), "-1",
            "below the minimum -0.05"
        ),
        ("en_US", NumberPolicy(maximum: ExactDecimal("-5")), "1", "above the maximum -5"),
        (
            "en_US", NumberPolicy(maxFractionDigits: 1, maximum: ExactDecimal("9")), "1.23",
            "too many fraction digits"
        ),
    ]

    @Test("A bound rejection names the bound", arguments: boundCases)
    func boundNamed(_ locale: String, _ policy: NumberPolicy, _ keys: String, _ expected: String) throws {
        var field = try NumberField(localeIdentifier: locale, policy: policy)
        var rejection: EditRejection?
        for key in keys {
            do throws(EditRejection) { try field.insert(String(key)) } catch { rejection = error }
        }
        let refused = try #require(rejection)
        #expect(refused.description(for: field.policy) == expected)
    }

    @Test("Every rejection without a bound reads as its description", arguments: EditRejection.allCases)
    func othersUnchanged(_ rejection: EditRejection) throws {
        let locale = try NumberLocale.named("en_US")
        let unbounded = try NumberPolicy().resolved(for: locale)
        #expect(rejection.description(for: unbounded) == rejection.description)
        let bounded = try NumberPolicy(minimum: ExactDecimal("-1"), maximum: ExactDecimal("1")).resolved(for: locale)
        if rejection != .aboveMaximum && rejection != .belowMinimum {
            #expect(rejection.description(for: bounded) == rejection.description)
        }
    }

    @Test("A format mismatch says how to fix it")
    func formatMismatchHint() throws {
        let plain = try NumberLocale.named("ja_JP")
        do {
            _ = try NumberField(locale: plain, policy: NumberPolicy(format: .currency(code: "JPY")))
            Issue.record("a plain locale with a currency policy must be refused")
        } catch {
            #expect(error.description.contains("NumberLocale.named(_:digits:format:)"), "\(error)")
            #expect(error.description.contains("currency/JPY"), "\(error)")
        }
    }

    @Test("The style's initializer takes its arguments in the factory's order")
    func initializerOrder() throws {
        let policy = NumberPolicy(format: .currency(code: "EUR"))
        let locale = Locale(identifier: "de_DE")
        let style = NumberEntryFormatStyle<Decimal>(policy: policy, strictness: .lenient, locale: locale)
        let factory: NumberEntryFormatStyle<Decimal> = .numberEntry(
            policy: policy, strictness: .lenient, locale: locale)
        #expect(style == factory)
        #expect(style.format(try #require(Decimal(string: "1234.5"))) == "1.234,50\u{A0}€")
        #expect(try style.parseStrategy.parse(" 1.234,50 € ") == Decimal(string: "1234.5"))
    }
}
