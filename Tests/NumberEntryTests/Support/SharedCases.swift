import Foundation
import Testing
import _NumberEntryCases

/// The team's acceptance cases, vendored byte for byte as test fixtures (`Fixtures/cases`), so
/// a clone on its own passes its tests.
enum SharedCases {
    /// The case files of the features built (behaviour v1 to v5: whole-text changes, undo, step,
    /// affixes, fixed-scale entry, clamping, rounding, units, complete strings and the dual-role
    /// `.`), replayed by `AcceptanceCaseTests`.
    static let replayed = [
        "core.jsonl", "v2.jsonl", "change.jsonl", "affixes.jsonl", "v3.jsonl", "v4.jsonl", "v5.jsonl",
    ]

    /// The vendored case files.
    static let folder: URL = Bundle.module.url(forResource: "Fixtures", withExtension: nil)!
        .appendingPathComponent("cases")

    /// The team's case folder, `shared/cases` beside the repository, when it is there.
    static let upstream: URL? = {
        let folder = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared/cases")
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory)
        return exists && isDirectory.boolValue ? folder : nil
    }()

    /// The replayed case files.
    static var files: [String] { replayed.map { folder.appendingPathComponent($0).path } }

    /// Every case of every replayed file, or the loading error.
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
