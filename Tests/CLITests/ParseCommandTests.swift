import Testing

@Suite struct ParseCommandTests {
    @Test func printsOneLinePerTextAndExitsOneOnAnyFailure() throws {
        let result = try CLI.run(["parse", "--locale", "de_DE", "1.234,56", "1234,56", "1,234.56", "--", "-5"])
        #expect(result.status == 1)
        #expect(
            result.lines == [
                "1234.56", "1234.56",
                "error: notANumber at offset 5 (1,234.56): found '.'; expected a digit or the end", "-5",
            ])
    }

    @Test func lenientReadsPastesAndPolicyFlagsApply() throws {
        let lenient = try CLI.run(["parse", "--locale", "de_DE", "--lenient", " 1,234.56 ", "(12)"])
        #expect(lenient.status == 0)
        #expect(lenient.lines == ["1234.56", "-12"])
        let bounded = try CLI.run(["parse", "--locale", "en_US", "--maximum", "10", "--no-negative", "11", "--", "-1"])
        #expect(bounded.lines == ["error: aboveMaximum (11)", "error: negativeNotAllowed (-1)"])
    }

    @Test func usageErrorsExitTwo() throws {
        #expect(try CLI.run(["parse", "--locale", "zz_ZZ", "1"]).status == 2)
        #expect(try CLI.run(["parse", "--locale", "en_US"]).status == 2)
        #expect(
            try CLI.run([
                "parse", "--locale", "en_US", "--min-fraction-digits", "1000", "--max-fraction-digits", "1000", "1",
            ]).status == 2)
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
