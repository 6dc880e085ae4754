import Foundation
import NumberEntry
import Testing

@Suite struct CommandTests {
    /// The cases pin the system ICU 72's data: they run with the system-ICU data source.
    @Test(.enabled(if: LocaleDataSourceKind.current == .systemICU, "pins the system ICU 72's data"))
    func replayPassesTheSharedCases() throws {
        let result = try CLI.run(["replay"] + CLI.caseFiles)
        #expect(result.status == 0, "\(result.output)")
        let summary = try #require(result.lines.last)
        #expect(summary.hasSuffix(" passed, 0 failed"))
        #expect(result.lines.count == 1)
    }

    @Test func replayReportsFailuresAndMalformedFiles() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("replay-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let failing = directory.appendingPathComponent("failing.jsonl")
        try Data(#"{"id":"en_US/wrong","locale":"en_US","keys":["1"],"expect":"2|"}"#.utf8).write(to: failing)
        let malformed = directory.appendingPathComponent("malformed.jsonl")
        try Data("{\"id\": \"broken\"\nnot json\n".utf8).write(to: malformed)

        let failed = try CLI.run(["replay", failing.path])
        #expect(failed.status == 1)
        #expect(failed.lines.first?.hasPrefix("FAIL en_US/wrong") == true)
        #expect(failed.lines.last == "0 passed, 1 failed")

        let broken = try CLI.run(["replay", malformed.path])
        #expect(broken.status == 2)
        #expect(broken.error.contains("malformed case file"))
    }

    @Test func replayReadsEmptyFilesDevicesAndPipes() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("replay-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let empty = directory.appendingPathComponent("empty.jsonl")
        try Data().write(to: empty)
        let fifo = directory.appendingPathComponent("fifo").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let line = #"{"id":"en_US/one","locale":"en_US","keys":["1"],"expect":"1|"}"# + "\n"
        Thread.detachNewThread {
            FileHandle(forWritingAtPath: fifo)?.write(Data(line.utf8))
        }
        let result = try CLI.run(["replay", "/dev/null", empty.path, fifo])
        #expect(result.status == 0, "\(result.error)")
        #expect(result.lines == ["1 passed, 0 failed"])
        let missing = try CLI.run(["replay", directory.appendingPathComponent("missing.jsonl").path])
        #expect(missing.status == 2)
        #expect(missing.error.contains("cannot read the file"))
    }

    @Test func localesListsEveryICULocaleAsJSON() throws {
        let result = try CLI.run(["locales", "--json"])
        #expect(result.status == 0)
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [[String: Any]])
        #expect(rows.count == NumberLocale.availableIdentifiers.count)
        let arabic = try #require(rows.first { $0["id"] as? String == "ar_EG" })
        #expect(arabic["minusCodePoints"] as? String == "U+061C U+002D")
        #expect(arabic["sample"] as? String == "\u{061C}-١٬٢٣٤٬٥٦٧٫٨٩")
        let hindi = try #require(rows.first { $0["id"] as? String == "hi_IN" })
        #expect(hindi["secondaryGrouping"] as? Int == 2)
    }

    @Test func localesFiltersATable() throws {
        let result = try CLI.run(["locales", "--filter", "ES_es"])
        #expect(result.status == 0)
        #expect(result.lines.count == 2)
        #expect(result.lines[0].hasPrefix("id "))
        #expect(result.lines[1].hasPrefix("es_ES "))
        #expect(result.lines[1].contains("-1.234.567,89"))
        #expect(result.lines[1].split(separator: " ").suffix(2) == ["3/3", "2"])
    }

    @Test(arguments: [[], ["demo"]])
    func demoWithoutATerminalPrintsTheShowcase(arguments: [String]) throws {
        let result = try CLI.run(arguments)
        #expect(result.status == 0)
        #expect(result.lines.first == "en_US:")
        #expect(result.lines.contains("  value: -123456.89"))
        #expect(result.lines.contains("ff_Adlm:"))
    }

    @Test func demoTraceTakesLocalesKeysAndPolicy() throws {
        let result = try CLI.run([
            "demo", "--locales", "de_DE", "--keys", "1,{select:0,1},2,.", "--max-fraction-digits", "0",
        ])
        #expect(result.status == 0)
        #expect(result.lines.count == 6)
        #expect(result.lines[2].contains("[1]"))
        #expect(result.lines[4].hasSuffix("rejected: decimal separator not allowed"))
        #expect(result.lines[5] == "  value: 2")
    }

    @Test(arguments: [
        ["demo", "--locale", "de_DE"], ["demo", "--locale", "de-DE", "--keys", "1,2,3,4,.,5"], ["--locale", "de_DE"],
    ])
    func demoWithoutATerminalTracesItsLocale(arguments: [String]) throws {
        let result = try CLI.run(arguments)
        #expect(result.status == 0, "\(result.error)")
        #expect(result.lines.first == "\(arguments[arguments.firstIndex(of: "--locale")! + 1]):")
        #expect(result.lines.filter { $0.hasSuffix(":") }.count == 1)
        #expect(result.lines.contains { $0.contains("1.234") })
    }

    @Test(arguments: [
        (["demo", "--locale", "zz_ZZ"], "unsupported locale: zz_ZZ"),
        (["demo", "--locale", "de_DE", "--locales", "fr_FR"], "--locale and --locales"),
        (
            ["type", "--locale", "en_US", "--min-fraction-digits", "1000", "--max-fraction-digits", "1000"],
            "at most 999"
        ),
        (
            [
                "pipe", "--locale", "en_US", "--min-fraction-digits", "9223372036854775807", "--max-fraction-digits",
                "9223372036854775807",
            ], "minFractionDigits must be at most 999"
        ),
        (["demo", "--min-fraction-digits", "9223372036854775807"], "minFractionDigits must be at most 999"),
        (["pipe", "--locale", "en_US", "--min-fraction-digits", "9223372036854775808"], "--min-fraction-digits"),
        (["format", "--locale", "en_US", "--min-fraction", "1000", "1"], "--min-fraction must be at most 999"),
        (["format", "--locale", "en_US", "--min-fraction", "9223372036854775807", "1"], "at most 999"),
        (["type", "--locale", "en_US", "--max-fraction-digits", "-1", "1"], "maxFractionDigits must not be negative"),
        (["type", "--locale", "en_US", "--min-fraction-digits", "3", "1"], "must not exceed maxFractionDigits"),
        (["pipe", "--locale", "en_US", "--minimum", "5", "--maximum", "1"], "minimum must not exceed maximum"),
        (["pipe", "--locale", "en_US", "--maximum", "1e5"], "'1e5' is not a decimal number"),
        (["type", "--locale", "en_US", "--max-fraction-digitz", "3", "1"], "Unknown option '--max-fraction-digitz'"),
        (
            ["pipe", "--locale", "en_US", "--allow-negative", "--no-negative"],
            "had already been set with flag '--allow-negative'"
        ),
        (["type", "--locale", "zz_ZZ", "1"], "unsupported locale: zz_ZZ"),
        (["format", "--locale", "en_US", "--min-fraction", "-2", "1"], "--min-fraction must not be negative"),
        (["format", "--locale", "en_US"], "Missing expected argument"),
        (["pipe"], "Missing expected argument '--locale <locale>'"),
        (["frobnicate"], "Unexpected argument 'frobnicate'"),
    ])
    func badArgumentsExitWithTwo(arguments: [String], message: String) throws {
        let result = try CLI.run(arguments)
        #expect(result.status == 2)
        #expect(result.error.contains(message), "\(result.error)")
        #expect(result.output.isEmpty)
    }

    @Test func helpDocumentsTheExitStatus() throws {
        let result = try CLI.run(["--help"])
        #expect(result.status == 0)
        #expect(result.output.contains("Exit status: 0 on success; 1 when `parse` reads a text it cannot"))
        for command in ["demo", "type", "format", "locales", "pipe", "replay"] {
            #expect(result.output.contains("  \(command) "))
        }
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
}
