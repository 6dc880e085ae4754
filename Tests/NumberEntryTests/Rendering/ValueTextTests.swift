import NumberEntry
import Testing

/// `NumberLocale.text(of:minFractionDigits:)`, the one way to format a value, and the fields
/// that show values the same way.
@Suite("Value text")
struct ValueTextTests {
    @Test(
        "A field made from a value shows the locale's text of it",
        arguments: [
            ("en_US", ""), ("de_DE", "currency/EUR"), ("ar_EG", ""), ("ar_EG", "currency/EGP"),
            ("hi_IN", ""), ("fr_FR", "percent"), ("ff_Adlm", ""),
        ])
    func fieldFromValue(_ identifier: String, _ skeleton: String) throws {
        var policy = NumberPolicy(minFractionDigits: 2)
        policy.format = skeleton.isEmpty ? .plain : try NumberFormat(skeleton: skeleton)
        let locale = try NumberLocale.named(identifier, format: policy.format)
        for machine in ["-1234567.5", "0.12", "42", "-0.05", "0"] {
            let value = try #require(ExactDecimal(machine))
            let field = try NumberField(locale: locale, policy: policy, value: value)
            #expect(field.text == locale.text(of: value, minFractionDigits: 2), "\(identifier) \(machine)")
            #expect(field.value == value, "\(identifier) \(machine)")
        }
    }

    @Test("Values in a few locales and formats")
    func examples() throws {
        let value = try #require(ExactDecimal("-1234.5"))
        #expect(try NumberLocale.named("de_DE").text(of: value, minFractionDigits: 2) == "-1.234,50")
        #expect(try NumberLocale.named("en_US").text(of: value) == "-1,234.5")
        #expect(try NumberLocale.named("en_US", format: .currency(code: "USD")).text(of: value) == "-$1,234.5")
        #expect(try NumberLocale.named("hi_IN").text(of: ExactDecimal(1_234_567)) == "12,34,567")
    }
}
