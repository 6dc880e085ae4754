import NumberEntry
import Testing

@Suite struct TypeAndFormatTests {
    @Test func typePrintsOneLinePerKey() throws {
        let keys = ["-", "1", "2", "3", "4", ".", "5", "6", "7", "{left}", "{bs}", "{blur}"]
        let result = try CLI.run(["type", "--locale", "en_US"] + keys)
        #expect(result.status == 0)
        #expect(result.lines.count == keys.count)
        #expect(result.lines[4].hasPrefix("4 "))
        #expect(result.lines[4].contains("-1,234|"))
        #expect(result.lines[4].contains("value: -1234 "))
        #expect(result.lines[4].hasSuffix(" ok"))
        #expect(result.lines[8].contains("-1,234.56|"))
        #expect(result.lines[8].hasSuffix("rejected: too many fraction digits"))
        #expect(result.lines[10].contains("-1,234.|6"))
        #expect(result.lines[11].contains("-1,234.6|"))
        #expect(result.lines[11].contains("value: -1234.6 "))
    }

    @Test func typeAppliesPolicyFlagsAndSelections() throws {
        let result = try CLI.run([
            "type", "--locale", "de_DE", "--no-negative", "--max-integer-digits", "3", "-", "1234", "123",
            "{select:0,2}",
            "9",
        ])
        #expect(result.status == 0)
        #expect(result.lines[0].hasSuffix("rejected: negative numbers not allowed"))
        #expect(result.lines[1].hasSuffix("rejected: too many integer digits"))
        #expect(result.lines[2].contains("123|"))
        #expect(result.lines[3].contains("[12]3"))
        #expect(result.lines[4].contains("9|3"))
    }

    @Test func typeShowsCodePoints() throws {
        let result = try CLI.run(["type", "--locale", "ar_EG", "--show-codepoints", "-12"])
        #expect(result.status == 0)
        #expect(result.output.contains("U+061C-١٢|"))
    }

    @Test func typeRefusesABadKey() throws {
        let result = try CLI.run(["type", "--locale", "en_US", "1", "{select:1}"])
        #expect(result.status == 2)
        #expect(result.error.contains("Bad key '{select:1}'"))
        #expect(result.output.isEmpty)
    }

    @Test(arguments: [
        "{foo}", "{}", "{BS}", "{select}", "{bs:1}", "{replace:0,1}", "{undo:1}", "{redo:x}", "{UP}", "{down:}",
        "{change}",
    ])
    func typeRefusesAnUnknownBracesKey(key: String) throws {
        let result = try CLI.run(["type", "--locale", "en_US", "1", key])
        #expect(result.status == 2)
        #expect(result.error.contains("Bad key '\(key)'"), "\(result.error)")
        #expect(result.output.isEmpty)
        let demo = try CLI.run(["demo", "--locales", "en_US", "--keys", "1,\(key)"])
        #expect(demo.status == 2)
        #expect(demo.error.contains("Bad key '\(key)'"), "\(demo.error)")
    }

    @Test func typeTypesBracesThatNameNoKeyAsText() throws {
        let result = try CLI.run(["type", "--locale", "en_US", "{", "}", "{1", "1}"])
        #expect(result.status == 0)
        #expect(result.lines.count == 4)
    }

    @Test func formatFinalizesExactValues() throws {
        let arabic = try CLI.run(["format", "--locale", "ar_EG", "-1234.5"])
        #expect(arabic.status == 0)
        #expect(arabic.output == "\u{061C}-١٬٢٣٤٫٥\n")
        let german = try CLI.run([
            "format", "--locale", "de_DE", "--min-fraction", "2", "--max-fraction", "3", "1234.5", "0.125", "-0",
        ])
        #expect(german.lines == ["1.234,50", "0,125", "0,00"])
        let latin = try CLI.run(["format", "--locale", "ar_EG", "--latin-digits", "--show-codepoints", "-1234.5"])
        #expect(latin.lines == ["U+200E-1,234.5"])
    }

    @Test func formatShowsValuesAsACentsFieldDoes() throws {
        let plain = try CLI.run(["format", "--locale", "de_DE", "--cents", "--", "1234.5", "7", "-0", "-0.05"])
        #expect(plain.status == 0, "\(plain.error)")
        #expect(plain.lines == ["1.234,50", "7,00", "0,00", "-0,05"])
        let yen = try CLI.run(["format", "--locale", "en_US", "--currency", "JPY", "--cents", "1234", "0"])
        #expect(yen.lines == ["¥1,234", "¥0"])
        let dollars = try CLI.run(["format", "--locale", "en_US", "--currency", "USD", "--cents", "--", "-12.5"])
        #expect(dollars.lines == ["-$12.50"])
        // More fraction digits than the field holds, and a padding cents mode fixes, are refused.
        for arguments in [["--cents", "1", "0.125"], ["--cents", "--min-fraction", "2", "1"]] {
            let refused = try CLI.run(["format", "--locale", "en_US"] + arguments)
            #expect(refused.status == 2)
            #expect(refused.output.isEmpty)
        }
    }

    @Test func formatRefusesABadValue() throws {
        let result = try CLI.run(["format", "--locale", "en_US", "12", "1.2.3"])
        #expect(result.status == 2)
        #expect(result.error.contains("'1.2.3' is not a decimal number"))
        #expect(result.output.isEmpty)
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
}
