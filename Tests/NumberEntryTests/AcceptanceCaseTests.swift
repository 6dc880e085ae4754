import NumberEntryCases
import Testing

@Suite("Shared acceptance cases")
struct AcceptanceCaseTests {
    @Test("The case files load and are not empty")
    func filesLoad() throws {
        #expect(!SharedCases.files.isEmpty, "no case files in \(SharedCases.folder.path)")
        let cases = try SharedCases.loaded.get()
        #expect(cases.count >= 95)
        #expect(Set(cases.map(\.id)).count == cases.count, "case ids are unique")
    }

    @Test("Case", arguments: SharedCases.all)
    func acceptanceCase(_ testCase: KeystrokeCase) {
        let outcome = CaseRunner.run(testCase)
        #expect(outcome.passed, "\(testCase.id) (\(testCase.source)): \(outcome.failures.joined(separator: "; "))")
    }
}
