import Foundation
import NumberEntry
import Testing
import _NumberEntryCases

/// The project's own cases of fixed-scale entry and measure units in eight locales
/// (`Fixtures/v3_locales.jsonl`, Docs/Behaviour.md §14 and §17), which the playground's browser
/// check replays in Chromium too. They pin ICU 72's unit and locale data (`ICU72`), so they run
/// on either data source.
@Suite("Fixed entry and units in eight locales")
struct FixedAndUnitCaseTests {
    /// The case file.
    static let file = Bundle.module.url(forResource: "Fixtures", withExtension: nil)!
        .appendingPathComponent("v3_locales.jsonl").path

    /// Its cases, or none when it does not load (`fileLoads` then fails).
    static let cases: [KeystrokeCase] = (try? CaseFile.load(file)) ?? []

    @Test("The file loads, with fixed-entry and unit cases in at least six locales each")
    func fileLoads() throws {
        let cases = try CaseFile.load(Self.file)
        #expect(Set(cases.map(\.id)).count == cases.count, "case ids are unique")
        let fixed = Set(cases.filter { $0.policy.entry == .fixed }.map(\.locale))
        let units = Set(cases.filter { $0.formatSkeleton?.hasPrefix("measure-unit/") == true }.map(\.locale))
        #expect(fixed.count >= 6, "fixed-entry locales: \(fixed.sorted())")
        #expect(units.count >= 6, "unit locales: \(units.sorted())")
    }

    @Test("Case", arguments: cases)
    func localeCase(_ testCase: KeystrokeCase) {
        let outcome = CaseRunner.run(testCase, locales: ICU72.locale)
        #expect(outcome.passed, "\(testCase.id): \(outcome.failures.joined(separator: "; "))")
    }
}
