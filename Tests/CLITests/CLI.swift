import Foundation
import Testing

/// Runs the built `number-entry` executable.
enum CLI {
    /// What one run printed and how it ended.
    struct Result {
        var status: Int32
        var output: String
        var error: String
        var lines: [String] {
            output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        }
    }

    /// The executable, in the build products folder that holds the test bundle: the folder of
    /// the `.xctest` bundle on Darwin (where `Bundle.main` is the test runner), the folder of the
    /// test executable on Linux; the default build folder beside the package as a last resort.
    static let executable: URL? = {
        var folders: [URL] = []
        for bundle in [Bundle(for: BundleMarker.self), Bundle.main] {
            folders += [bundle.bundleURL.deletingLastPathComponent(), bundle.bundleURL]
            if let executable = bundle.executableURL { folders.append(executable.deletingLastPathComponent()) }
        }
        let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        folders.append(package.appendingPathComponent(".build/debug"))
        return folders.map { $0.appendingPathComponent("number-entry") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    /// A class of the test module, whose bundle `Bundle(for:)` finds.
    private final class BundleMarker {}

    /// The acceptance case files of the features built so far, vendored as fixtures of
    /// NumberEntryTests (which replays the same files).
    static let caseFiles = ["core.jsonl", "v2.jsonl", "change.jsonl", "affixes.jsonl", "v3.jsonl"].map {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("NumberEntryTests/Fixtures/cases/\($0)").path
    }

    /// Runs the executable with `arguments`, feeding `input` on standard input (never a terminal),
    /// with `environment` over the test's own.
    static func run(_ arguments: [String], input: String = "", environment: [String: String] = [:]) throws -> Result {
        let executable = try #require(executable, "number-entry is not built next to the test bundle")
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let files = ["in", "out", "err"].map { directory.appendingPathComponent($0) }
        for (file, contents) in zip(files, [input, "", ""]) { try Data(contents.utf8).write(to: file) }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        process.standardInput = try FileHandle(forReadingFrom: files[0])
        process.standardOutput = try FileHandle(forWritingTo: files[1])
        process.standardError = try FileHandle(forWritingTo: files[2])
        try process.run()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus, output: try String(contentsOf: files[1], encoding: .utf8),
            error: try String(contentsOf: files[2], encoding: .utf8))
    }
}
