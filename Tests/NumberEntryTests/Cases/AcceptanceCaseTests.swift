import Foundation
import NumberEntry
import Testing
import _NumberEntryCases

/// The acceptance cases pin ICU 72's data (`ar_EG` digits, `es` minimum grouping): they run on
/// it with either data source (`ICU72`).
@Suite("Shared acceptance cases")
struct AcceptanceCaseTests {
    @Test("The case files load and are not empty")
    func filesLoad() throws {
        let cases = try SharedCases.loaded.get()
        #expect(cases.count >= 492)
        #expect(Set(cases.map(\.id)).count == cases.count, "case ids are unique")
    }

    @Test("Case", arguments: SharedCases.all)
    func acceptanceCase(_ testCase: KeystrokeCase) {
        let outcome = CaseRunner.run(testCase, locales: ICU72.locale)
        #expect(outcome.passed, "\(testCase.id) (\(testCase.source)): \(outcome.failures.joined(separator: "; "))")
    }
}

@Suite("Vendored case files")
struct VendoredCaseTests {
    @Test("Every replayed file is vendored")
    func replayedAreVendored() {
        for name in SharedCases.replayed {
            #expect(
                FileManager.default.fileExists(atPath: SharedCases.folder.appendingPathComponent(name).path), "\(name)")
        }
    }

    /// Runs only where the team's `shared/cases` is beside the repository (one case per file).
    @Test(
        "Each vendored file equals the team's file",
        .enabled(
            if: SharedCases.upstream != nil,
            "the team's shared/cases folder is missing beside the repository, so there is nothing to compare"),
        arguments: SharedCases.replayed)
    func matchesUpstream(_ name: String) throws {
        let upstream = try Data(contentsOf: try #require(SharedCases.upstream).appendingPathComponent(name))
        let vendored = FileManager.default.contents(atPath: SharedCases.folder.appendingPathComponent(name).path)
        #expect(vendored != nil, "\(name) is not vendored in Tests/NumberEntryTests/Fixtures/cases")
        #expect(vendored == upstream, "\(name) differs from the team's copy: copy it again")
    }
}
