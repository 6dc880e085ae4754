import ArgumentParser
import Foundation
import NumberEntry
import _NumberEntryCases

/// Runs case files and prints one line per failing case and a `N passed, N failed` summary.
struct Replay: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Replay keystroke case files (JSON lines).",
        discussion: """
            An empty file holds no cases; devices and pipes are read to their end. Exit status: 0 when \
            every case passes, 1 when any fails, 2 on a malformed or unreadable file.
            """)

    @Argument(help: "Case files (the DocC article KeystrokeCaseFiles), as in Tests/NumberEntryTests/Fixtures/cases.")
    var files: [String]

    func run() throws {
        var passed = 0
        var failed = 0
        for file in files {
            guard let text = Self.contents(of: file) else {
                printError("\(file): cannot read the file")
                throw ExitCode(2)
            }
            let cases: [KeystrokeCase]
            do {
                cases = try CaseFile.parse(text, path: file)
            } catch {
                printError("malformed case file \(error)")
                throw ExitCode(2)
            }
            for testCase in cases {
                let outcome = CaseRunner.run(testCase)
                if outcome.passed {
                    passed += 1
                } else {
                    failed += 1
                    print("FAIL \(outcome.id) (\(outcome.source)): \(outcome.failures.joined(separator: "; "))")
                }
            }
        }
        print("\(passed) passed, \(failed) failed")
        if failed > 0 { throw ExitCode(1) }
    }

    /// The text of the file at `path`, read to its end (an empty file, a device or a pipe
    /// too); `nil` when it cannot be read.
    private static func contents(of path: String) -> String? {
        guard let handle = FileHandle(forReadingAtPath: path), let data = try? handle.readToEnd() ?? Data() else {
            return nil
        }
        return String(decoding: data, as: UTF8.self)
    }
}

/// Writes a line to standard error.
func printError(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
}
