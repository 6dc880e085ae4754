import Foundation
import NumberEntryCases
import Testing

/// The cases of `v4.jsonl` whose rules are built (the cents edit point, the ideographic full
/// stop as a decimal key, the placeholder zero in fixed-scale entry), replayed before the whole
/// file is (`SharedCases.pending`).
@Suite("Behaviour v4 key cases")
struct V4KeyCaseTests {
    /// The rules built, as the case ids name them.
    static let rules = ["cents", "ideographic-full-stop", "fixed"]

    /// The file's cases of `rules`. The other lines are blanked before reading (keeping the line
    /// numbers), since their policies may use fields the reader does not know yet.
    static let loaded: Result<[KeystrokeCase], CaseFile.Malformed> = {
        let path = SharedCases.folder.appendingPathComponent("v4.jsonl").path
        let text = String(decoding: FileManager.default.contents(atPath: path) ?? Data(), as: UTF8.self)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            let id = object?["id"] as? String ?? ""
            return rules.contains { id.contains($0) } ? String(line) : ""
        }
        do throws(CaseFile.Malformed) {
            return .success(try CaseFile.parse(lines.joined(separator: "\n"), path: path))
        } catch {
            return .failure(error)
        }
    }()

    @Test("The file loads and holds cases of each rule")
    func loads() throws {
        let cases = try Self.loaded.get()
        for rule in Self.rules {
            #expect(cases.contains { $0.id.contains(rule) }, "no case of \(rule)")
        }
    }

    @Test("Case", arguments: (try? loaded.get()) ?? [])
    func replay(_ testCase: KeystrokeCase) {
        let outcome = CaseRunner.run(testCase, locales: ICU72.locale)
        #expect(outcome.passed, "\(testCase.id) (\(testCase.source)): \(outcome.failures.joined(separator: "; "))")
    }
}
