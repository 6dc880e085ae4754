import NumberEntry
import Testing

/// The flags of the policy's settings on `type`, `format` and `parse`: units, clamping on finalize,
/// rounding of values from outside, the cash digits and percent values as fractions.
@Suite struct SettingFlagTests {
    /// Units come from the system ICU; the Foundation data source has no unit skeletons
    /// (`unsupportedFormat`, exit 2).
    @Test func unitFields() throws {
        let offered = LocaleDataSourceKind.current == .systemICU
        let typed = try CLI.run([
            "type", "--locale", "de_DE", "--unit", "speed-kilometer-per-hour", "-", "1", "2", ",", "5",
        ])
        #expect(typed.status == (offered ? 0 : 2), "\(typed.error)")
        if offered { #expect(typed.lines.last?.contains("-12,5| km/h") == true) }
        let narrow = try CLI.run([
            "format", "--locale", "en_US", "--unit", "mass-kilogram", "--unit-width", "narrow", "12",
        ])
        #expect(narrow.status == (offered ? 0 : 2), "\(narrow.error)")
        if offered { #expect(narrow.lines == ["12kg"]) }
        let varying = try CLI.run(["type", "--locale", "en_US", "--unit", "duration-day", "1"])
        #expect(varying.status == 2)
        #expect(try CLI.run(["type", "--locale", "en_US", "--unit", "Mass", "1"]).status == 2)
        #expect(try CLI.run(["type", "--locale", "en_US", "--unit-width", "narrow", "1"]).status == 2)
    }

    @Test func clampOnFinalize() throws {
        let clamp = ["type", "--locale", "en_US", "--minimum", "10", "--clamp-on-finalize"]
        let result = try CLI.run(clamp + ["true", "5", "{blur}"])
        #expect(result.status == 0)
        #expect(result.lines.last?.contains("10|") == true)
        // `false` is the setting's value, not keys typed into a clamping field.
        let off = try CLI.run(clamp + ["false", "5", "{blur}"])
        #expect(off.status == 0)
        #expect(off.lines.last?.contains("5|") == true && off.lines.last?.contains("10") == false, "\(off.lines)")
        let bad = try CLI.run(clamp + ["5", "{blur}"])
        #expect(bad.status == 2 && bad.error.contains("expected true or false"), "\(bad.error)")
    }

    @Test func roundingOutsideValues() throws {
        let result = try CLI.run(["format", "--locale", "en_US", "--rounding", "halfEven", "2.665", "2.675", "-0.001"])
        #expect(result.status == 0)
        #expect(result.lines == ["2.66", "2.68", "0"])
        #expect(try CLI.run(["format", "--locale", "en_US", "--rounding", "nearest", "1"]).status == 2)
        #expect(try CLI.run(["format", "--locale", "en_US", "2.675"]).status == 2)
    }

    /// HUF has no cash fraction digits in ICU; the Foundation data source knows no cash usage and
    /// takes the standard digits.
    @Test func currencyUsageCashUsesTheCashDigits() throws {
        let cashDigits = LocaleDataSourceKind.current == .systemICU
        let keys = ["type", "--locale", "hu_HU", "--currency", "HUF"]
        let cash = try CLI.run(keys + ["--currency-usage", "cash", "1", "2", ","])
        #expect(cash.status == 0, "\(cash.error)")
        let outcome = cashDigits ? "rejected: decimal separator not allowed" : "ok"
        #expect(cash.lines.last?.hasSuffix(outcome) == true, "\(cash.lines)")
        let standard = try CLI.run(keys + ["--currency-usage", "standard", "1", "2", ","])
        #expect(standard.lines.last?.hasSuffix("ok") == true, "\(standard.lines)")
        let parsed = try CLI.run([
            "parse", "--locale", "hu_HU", "--currency", "HUF", "--currency-usage", "cash", "--", "12,50 Ft", "12 Ft",
        ])
        #expect(parsed.lines == [cashDigits ? "error: tooManyFractionDigits (12,50 Ft)" : "12.5", "12"])
        let noCurrency = try CLI.run(["type", "--locale", "en_US", "--currency-usage", "cash", "1"])
        #expect(noCurrency.status == 2)
        #expect(noCurrency.error.contains("--currency-usage cash needs --currency"), "\(noCurrency.error)")
        let format = try CLI.run(["format", "--locale", "en_US", "--currency-usage", "cash", "1"])
        #expect(format.status == 2)
        #expect(try CLI.run(["type", "--locale", "en_US", "--currency-usage", "coins", "1"]).status == 2)
    }

    @Test(arguments: [
        (["--percent"], "1", "0.01"), (["--percent"], "12.5", "0.125"), (["--permille"], "12", "0.012"),
    ])
    func percentValueFractionReportsTheFraction(_ format: [String], _ typed: String, _ value: String) throws {
        // The Foundation data source has no per-mille format (`unsupportedFormat`, exit 2).
        let offered = LocaleDataSourceKind.current == .systemICU || format != ["--permille"]
        let keys = typed.map { String($0) }
        let result = try CLI.run(["type", "--locale", "en_US"] + format + ["--percent-value", "fraction"] + keys)
        #expect(result.status == (offered ? 0 : 2), "\(result.error)")
        if offered { #expect(result.lines.last?.contains("value: \(value) ") == true, "\(result.lines)") }
    }
}
