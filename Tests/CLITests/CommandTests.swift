import Foundation
import Testing

@Suite struct CommandTests {
    @Test func replayPassesTheSharedCases() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: CLI.shared.appendingPathComponent("cases").path)
            .filter { $0.hasSuffix(".jsonl") }.sorted().map { CLI.shared.appendingPathComponent("cases/\($0)").path }
        try #require(!files.isEmpty)
        let result = try CLI.run(["replay"] + files)
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

    @Test func localesListsEveryICULocaleAsJSON() throws {
        let result = try CLI.run(["locales", "--json"])
        #expect(result.status == 0)
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [[String: Any]])
        #expect(rows.count == 805)
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
        #expect(result.output.contains("Exit status: 0 on success; 1 when a replayed case fails; 2 on bad input"))
        for command in ["demo", "type", "format", "locales", "pipe", "replay"] {
            #expect(result.output.contains("  \(command) "))
        }
    }
}
