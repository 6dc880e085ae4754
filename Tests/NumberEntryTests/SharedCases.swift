import Foundation
import NumberEntryCases
import Testing

/// The shared acceptance cases, read from `../shared/cases` beside the project at test time.
enum SharedCases {
    /// The folder holding `*.jsonl` case files.
    static let folder: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("shared/cases")

    /// The case files, sorted.
    static var files: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".jsonl") }.sorted().map { folder.appendingPathComponent($0).path }
    }

    /// Every case of every file, or the loading error.
    static let loaded: Result<[KeystrokeCase], CaseFile.Malformed> = {
        var all: [KeystrokeCase] = []
        for file in files {
            do throws(CaseFile.Malformed) {
                all += try CaseFile.load(file)
            } catch {
                return .failure(error)
            }
        }
        return .success(all)
    }()

    static var all: [KeystrokeCase] { (try? loaded.get()) ?? [] }
}

extension KeystrokeCase: CustomTestStringConvertible {
    public var testDescription: String { id }
}
