import NumberEntry
import Testing

/// Behaviour v4 on the command line: the cash and fraction-value flags, `format` refusing what
/// §16 refuses, usage lines and help that say what is optional and what exits 1, and a
/// `notANumber` that says what was expected.
@Suite struct V4CommandTests {
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

    /// `(arguments, printed or nil for a refusal)`: with `reject`, the default, a value with more
    /// fraction digits than the field shows is refused (Behaviour §16).
    static let formatRows: [([String], String?)] = [
        (["--locale", "en_US", "--currency", "USD", "2.675"], nil),
        (["--locale", "en_US", "--currency", "USD", "2.670"], "$2.67"),
        (["--locale", "ja_JP", "--currency", "JPY", "12.5"], nil),
        (["--locale", "en_US", "--currency", "KWD", "1.234"], "KWD\u{00A0}1.234"),
        (["--locale", "en_US", "2.675"], nil), (["--locale", "en_US", "--max-fraction", "3", "2.675"], "2.675"),
        (["--locale", "en_US", "--currency", "USD", "--rounding", "halfEven", "2.675"], "$2.68"),
        (["--locale", "de_DE", "--max-fraction", "1", "--min-fraction", "2", "1"], nil),
    ]

    @Test(arguments: formatRows)
    func formatRefusesTooManyFractionDigits(_ arguments: [String], _ printed: String?) throws {
        let result = try CLI.run(["format"] + arguments)
        if let printed {
            #expect(result.status == 0, "\(result.error)")
            #expect(result.lines == [printed])
        } else {
            #expect(result.status == 2)
            #expect(result.output.isEmpty)
            #expect(!result.error.isEmpty)
        }
    }

    @Test func formatSaysWhyAndHow() throws {
        let result = try CLI.run(["format", "--locale", "en_US", "--currency", "USD", "1", "2.675"])
        #expect(result.status == 2)
        #expect(
            result.error
                == "Error: 2.675 is refused: tooManyFractionDigits (the field shows at most 2 fraction digits; "
                + "--rounding <mode> rounds it, --max-fraction <n> allows more)\n")
    }

    @Test(arguments: ["demo", "type", "format", "parse", "pipe"])
    func usageShowsOptionalOptionsAsOptional(_ command: String) throws {
        let help = try CLI.run([command, "--help"])
        let usage = try #require(help.lines.first { $0.hasPrefix("USAGE:") })
        #expect(!usage.contains("--rounding"), "\(usage)")
        #expect(!usage.contains("--currency-usage") && !usage.contains("--percent-value"), "\(usage)")
        #expect(help.output.contains("--currency-usage <usage>"))
    }

    @Test func topLevelHelpListsEveryExitStatus() throws {
        let help = try CLI.run(["--help"])
        #expect(help.output.contains("1 when `parse` reads a text it cannot accept"), "\(help.output)")
    }

    @Test func parseSaysWhatWasExpected() throws {
        let result = try CLI.run(["parse", "--locale", "de_DE", "--", "1 234,56", "-12x"])
        #expect(result.status == 1)
        #expect(
            result.lines == [
                "error: notANumber at offset 1 (1 234,56): found ' ' (U+0020); expected a digit, "
                    + "the grouping separator '.', the decimal separator ',' or the end",
                "error: notANumber at offset 3 (-12x): found 'x'; expected a digit, the grouping separator '.', "
                    + "the decimal separator ',' or the end",
            ])
    }
}
