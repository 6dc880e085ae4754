import Foundation
import NumberEntry
import NumberEntryFoundation
import Testing
import _NumberEntryCases

/// The processing of outside values in v5 (Docs/Behaviour.md §5, §10.8, §16): unit, rounding,
/// clamp, then the sign and digit checks in one order; a bound the policy clamps to is never
/// cash-rounded; a value whose rounding alone breaks `maxIntegerDigits` stays unrounded; a cash
/// policy rounds to the currency's cash digits when ICU gives no increment, and never finer than
/// its own fraction digits. The format style shows what the field shows.
@Suite("Outside values: order of processing and cash rounding")
struct OutsideValueOrderTests {
    typealias Mode = ExactDecimal.RoundingMode

    static let chf = NumberFormat.currency(code: "CHF")
    static let czk = NumberFormat.currency(code: "CZK")
    static let nok = NumberFormat.currency(code: "NOK")
    static let dkk = NumberFormat.currency(code: "DKK")
    static let sek = NumberFormat.currency(code: "SEK")
    static let usd = NumberFormat.currency(code: "USD")
    static let eur = NumberFormat.currency(code: "EUR")

    /// A cash policy in `format` with a rounding mode and the limits given.
    static func cash(
        _ format: NumberFormat, _ mode: Mode, maxIntegerDigits: Int? = nil, maxFractionDigits: Int? = nil,
        allowsNegative: Bool = true, minimum: String? = nil, maximum: String? = nil, clamps: Bool = false
    ) -> NumberPolicy {
        NumberPolicy(
            format: format, maxIntegerDigits: maxIntegerDigits, maxFractionDigits: maxFractionDigits,
            allowsNegative: allowsNegative, minimum: minimum.flatMap(ExactDecimal.init),
            maximum: maximum.flatMap(ExactDecimal.init), currencyUsage: .cash, clampOnFinalize: clamps, rounding: mode)
    }

    /// (locale, policy, outside value, the state shown or the rejection).
    static let outside: [(String, NumberPolicy, String, String)] = [
        // Clamp before the digit checks (§16).
        (
            "de_DE", NumberPolicy(format: eur, maxIntegerDigits: 2, maximum: 10, clampOnFinalize: true), "123",
            "10,00|\u{00A0}€"
        ),
        (
            "fr_FR", NumberPolicy(maxIntegerDigits: 3, minimum: -5, maximum: 500, clampOnFinalize: true), "-123456.7",
            "-5|"
        ),
        ("pl_PL", NumberPolicy(allowsNegative: false, minimum: 1, clampOnFinalize: true), "-4", "1|"),
        ("pl_PL", NumberPolicy(allowsNegative: false, clampOnFinalize: true), "-4", "negativeNotAllowed"),
        ("en_US", NumberPolicy(allowsNegative: false, minimum: 0), "-4", "negativeNotAllowed"),
        ("en_US", NumberPolicy(maxIntegerDigits: 2, maximum: 10), "123", "tooManyIntegerDigits"),
        ("en_US", NumberPolicy(maxIntegerDigits: 2, maximum: 10), "12", "12|"),
        // One order of rejections: sign, separator, integer digits, fraction digits (§5).
        ("de_CH", NumberPolicy(maxIntegerDigits: 1, allowsNegative: false), "-413.533", "negativeNotAllowed"),
        ("es_ES", NumberPolicy(maxIntegerDigits: 2, maxFractionDigits: 0), "413.5", "decimalNotAllowed"),
        ("nb_NO", NumberPolicy(maxIntegerDigits: 2), "413.533", "tooManyIntegerDigits"),
        ("nb_NO", NumberPolicy(maxIntegerDigits: 3), "413.533", "tooManyFractionDigits"),
        // A bound clamped to is not cash-rounded; one not clamped to is (§10.8).
        ("de_CH", cash(chf, .halfUp, maximum: "12.34", clamps: true), "12.34", "CHF\u{00A0}12.34|"),
        ("de_CH", cash(chf, .halfUp, maximum: "12.34", clamps: true), "99", "CHF\u{00A0}12.34|"),
        ("de_CH", cash(chf, .halfUp, maximum: "12.34"), "12.34", "CHF\u{00A0}12.35|"),
        ("de_CH", cash(chf, .down, minimum: "0.01", clamps: true), "0.01", "CHF\u{00A0}0.01|"),
        // Rounding alone past maxIntegerDigits: shown unrounded when it fits as it is (§16).
        ("de_CH", cash(chf, .up, maxIntegerDigits: 1), "9.99", "CHF\u{00A0}9.99|"),
        ("de_CH", cash(chf, .up, maxIntegerDigits: 1), "9.999", "tooManyIntegerDigits"),
        ("de_CH", cash(chf, .up, maxIntegerDigits: 1), "8.99", "CHF\u{00A0}9.00|"),
        ("de_CH", cash(chf, .up, maxIntegerDigits: 1, allowsNegative: false), "-9.99", "negativeNotAllowed"),
        ("cs_CZ", cash(czk, .halfUp, maxIntegerDigits: 2, maxFractionDigits: 2), "99.6", "99,6|\u{00A0}Kč"),
        ("cs_CZ", cash(czk, .halfUp, maxIntegerDigits: 2), "99.6", "tooManyIntegerDigits"),
        // Cash digits without an increment (SEK, CZK, NOK: whole units), and a policy with fewer
        // fraction digits than the increment (§10.8).
        ("sv_SE", cash(sek, .halfUp, maxFractionDigits: 2), "2.6", "3|\u{00A0}kr"),
        ("cs_CZ", cash(czk, .halfEven, maxFractionDigits: 2), "12.5", "12|\u{00A0}Kč"),
        ("cs_CZ", cash(czk, .halfUp), "12.5", "13|\u{00A0}Kč"),
        ("nb_NO", cash(nok, .floor, maxFractionDigits: 2), "-12.01", "kr\u{00A0}−13|"),
        ("en_US", cash(usd, .halfEven, maxFractionDigits: 0), "2.5", "$2|"),
        ("de_CH", cash(chf, .halfUp, maxFractionDigits: 1), "1.04", "CHF\u{00A0}1.0|"),
        ("de_CH", cash(chf, .halfUp, maxFractionDigits: 1), "1.05", "CHF\u{00A0}1.1|"),
        ("da_DK", cash(dkk, .halfUp), "1.25", "1,50|\u{00A0}kr."),
        ("da_DK", cash(dkk, .halfUp, maxFractionDigits: 1), "1.24", "1,0|\u{00A0}kr."),
    ]

    /// Every load of this suite, for the locale snapshot (`ICU72.requests`).
    static var loads: [(String, NumberFormat)] {
        outside.map { ($0.0, $0.1.format) } + typed.map { ($0.0, $0.1.format) }
    }

    @Test("An outside value is rounded, clamped, then checked in §5's order", arguments: outside)
    func outsideValue(_ locale: String, _ policy: NumberPolicy, _ value: String, _ expected: String) throws {
        var testCase = KeystrokeCase(
            id: "\(locale) \(policy.format) \(value)", locale: locale, policy: policy, keys: [],
            expectation: expected.contains("|") ? .state(expected) : .error(expected))
        let start: ExactDecimal = try #require(ExactDecimal(value))
        testCase.startValue = start
        testCase.valueRoundTrip = expected.contains("|")
        let outcome = CaseRunner.run(testCase, locales: ICU72.locale)
        #expect(outcome.passed, "\(testCase.id): \(outcome.failures)")
    }

    /// (locale, policy, typed keys then finalize, the state after finalize).
    static let typed: [(String, NumberPolicy, String, String)] = [
        ("cs_CZ", cash(czk, .halfUp, maxFractionDigits: 2), "12,49", "12|\u{00A0}Kč"),
        ("nb_NO", cash(nok, .halfUp, maxFractionDigits: 2), "7,5", "kr\u{00A0}8|"),
        ("de_CH", cash(chf, .halfUp, maxFractionDigits: 1), "2.3", "CHF\u{00A0}2.3|"),
        ("de_CH", cash(chf, .up, maximum: "7.01", clamps: true), "9", "CHF\u{00A0}7.01|"),
        ("de_CH", cash(chf, .up, maximum: "7.01", clamps: true), "7.01", "CHF\u{00A0}7.01|"),
    ]

    @Test("Finalize rounds to the cash digits and leaves a clamped bound", arguments: typed)
    func finalize(_ locale: String, _ policy: NumberPolicy, _ keys: String, _ expected: String) throws {
        let edits = keys.map { Edit.insert(String($0)) } + [.finalize]
        var testCase = KeystrokeCase(
            id: "\(locale) \(policy.format) \(keys)", locale: locale, policy: policy, keys: edits,
            expectation: .state(expected))
        testCase.valueRoundTrip = true
        let outcome = CaseRunner.run(testCase, locales: ICU72.locale)
        #expect(outcome.passed, "\(testCase.id): \(outcome.failures)")
    }

    @Test("The format style shows what the field shows, clamped, and parses it back")
    func formatStyleClamps() throws {
        let percent = NumberPolicy(format: .percent, minimum: 0, maximum: 100, clampOnFinalize: true)
        let style = NumberEntryFormatStyle<Decimal>(policy: percent, locale: Locale(identifier: "en_US"))
        #expect(style.format(150) == "100%")
        #expect(style.format(-3) == "0%")
        #expect(try style.parseStrategy.parse("100%") == 100)
        #expect(throws: ParseError.aboveMaximum) { try style.parseStrategy.parse("150%") }

        let fraction = NumberPolicy(
            format: .percent, minimum: 0, maximum: 100, percentValue: .fraction, clampOnFinalize: true)
        let fractionStyle = NumberEntryFormatStyle<Decimal>(policy: fraction, locale: Locale(identifier: "de_DE"))
        #expect(fractionStyle.format(1.5) == "100\u{00A0}%")

        let unclamped = NumberEntryFormatStyle<Decimal>(
            policy: NumberPolicy(format: .percent, maximum: 100), locale: Locale(identifier: "en_US"))
        #expect(unclamped.format(150) == "150%")
        #expect(throws: ParseError.aboveMaximum) { try unclamped.parseStrategy.parse("150%") }

        var cash = NumberPolicy(format: Self.chf, maxIntegerDigits: 1, currencyUsage: .cash, rounding: .up)
        let cashStyle = NumberEntryFormatStyle<Decimal>(policy: cash, locale: Locale(identifier: "de_CH"))
        #expect(cashStyle.format(Decimal(string: "9.99")!) == "CHF\u{00A0}9.99")
        cash.maximum = 5
        cash.clampOnFinalize = true
        let clampedCash = NumberEntryFormatStyle<Decimal>(policy: cash, locale: Locale(identifier: "de_CH"))
        #expect(clampedCash.format(Decimal(string: "9.99")!) == "CHF\u{00A0}5.00")
        #expect(clampedCash.format(5) == "CHF\u{00A0}5.00")
    }

    @Test("A value the field refuses is written whole by the style and refused by its parse")
    func formatStyleRefusal() throws {
        let policy = NumberPolicy(maxIntegerDigits: 2, maximum: 10)
        let style = NumberEntryFormatStyle<Decimal>(policy: policy, locale: Locale(identifier: "en_US"))
        #expect(style.format(123) == "123")
        #expect(throws: ParseError.tooManyIntegerDigits) { try style.parseStrategy.parse("123") }
    }
}
