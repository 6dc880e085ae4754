import ArgumentParser
import Foundation
import NumberEntry
import NumberEntryCases

/// Runs case files and prints one line per failing case and a `N passed, N failed` summary.
struct Replay: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Replay keystroke case files (JSON lines).",
        discussion: "Exit status: 0 when every case passes, 1 when any fails, 2 on a malformed file.")

    @Argument(help: "Case files, as in shared/cases/*.jsonl.")
    var files: [String]

    func run() throws {
        var passed = 0
        var failed = 0
        for file in files {
            let cases: [KeystrokeCase]
            do {
                cases = try CaseFile.load(file)
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
}

/// Writes a line to standard error.
func printError(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
}
