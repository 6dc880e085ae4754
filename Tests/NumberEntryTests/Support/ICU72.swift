import Foundation
import NumberEntry
import _NumberEntryCases

/// ICU 72's locale data, which the case files and the behaviour tests pin, on either data source:
/// the system ICU's own with the system-ICU source, the vendored snapshot of it
/// (`Fixtures/locale-data/icu72.json`, written by `scripts/locale-snapshot.sh`) with Foundation's.
/// Either way only the loads the snapshot lists are allowed, so a test that asks for more fails
/// on both sources alike, never only on the one CI runs second.
enum ICU72 {
    /// The vendored snapshot.
    static let snapshot: Result<LocaleSnapshot, any Error> = Result {
        try LocaleSnapshot(contentsOf: file)
    }

    /// The snapshot's file.
    static let file: URL = Bundle.module.url(forResource: "Fixtures", withExtension: nil)!
        .appendingPathComponent("locale-data/icu72.json")

    /// ICU 72's data for a locale, in `digits`, with `format`.
    static func locale(_ identifier: String, digits: NumberPolicy.Digits = .locale, format: NumberFormat = .plain)
        throws(NumberEntryError) -> NumberLocale
    {
        let snapshot: LocaleSnapshot
        switch self.snapshot {
        case .success(let loaded): snapshot = loaded
        case .failure(let error): throw .invalidLocaleData("cannot read \(file.path): \(error)")
        }
        guard LocaleDataSourceKind.current == .systemICU else {
            return try snapshot.locale(identifier, digits: digits, format: format)
        }
        guard snapshot.contains(LocaleSnapshot.Request(identifier, digits: digits, format: format)) else {
            throw .invalidLocaleData(
                "\(identifier) (\(digits), \(format)) is not in the locale snapshot: add it to ICU72.requests and run scripts/locale-snapshot.sh"
            )
        }
        return try NumberLocale.named(identifier, digits: digits, format: format)
    }

    /// Every load the snapshot holds: the case files' and engine cases' locales with their digits
    /// and formats, the property tests' locales and fields, the parse table's locales and the
    /// cash rule's currencies.
    static var requests: Set<LocaleSnapshot.Request> {
        var requests = Set<LocaleSnapshot.Request>()
        for testCase in SharedCases.all + EngineCaseTests.cases {
            let format = (try? NumberFormat(skeleton: testCase.formatSkeleton ?? "")) ?? .plain
            requests.insert(LocaleSnapshot.Request(testCase.locale, digits: testCase.policy.digits, format: format))
        }
        for identifier in PropertyTests.locales + ParseTests.table.map(\.0) {
            requests.insert(LocaleSnapshot.Request(identifier))
        }
        for (identifier, skeleton, _) in AffixPropertyTests.fields {
            if let format = try? NumberFormat(skeleton: skeleton) {
                requests.insert(LocaleSnapshot.Request(identifier, format: format))
            }
        }
        for (identifier, code) in cashCurrencies + [("cs_CZ", "CZK")] {
            requests.insert(LocaleSnapshot.Request(identifier, format: .currency(code: code)))
        }
        let centsAndAccounting = CentsModeTests.cases + CentsCaretTests.cases + AccountingBracketTests.cases
        for testCase in centsAndAccounting + FixedAndUnitCaseTests.cases {
            let format = (try? NumberFormat(skeleton: testCase.formatSkeleton ?? "")) ?? .plain
            requests.insert(LocaleSnapshot.Request(testCase.locale, digits: testCase.policy.digits, format: format))
        }
        let signedBodies = ParseTests.signedBodies.map { ($0.0, $0.1) }
        for (identifier, format) in DeletionTests.loads + StrangeTextTests.loads + signedBodies + RelocalizeTests.loads
            + StepTests.loads + MeasureUnitTests.loads + CompleteStringTests.loads + DualRoleDotTests.loads
            + OutsideValueOrderTests.loads + KeyboardFormTests.loads
        {
            requests.insert(LocaleSnapshot.Request(identifier, format: format))
        }
        for testCase in KeyRuleCaseTests.cases {
            let format = (try? NumberFormat(skeleton: testCase.formatSkeleton ?? "")) ?? .plain
            requests.insert(LocaleSnapshot.Request(testCase.locale, digits: testCase.policy.digits, format: format))
        }
        for (identifier, skeleton, _) in AffixSurrogateRangeTests.formats {
            if let format = try? NumberFormat(skeleton: skeleton) {
                requests.insert(LocaleSnapshot.Request(identifier, format: format))
            }
        }
        return requests
    }

    /// The currencies of the cash rule's tests (NumberEntryFormsTests) and a locale for each.
    static let cashCurrencies = [("de_CH", "CHF"), ("en_CA", "CAD"), ("da_DK", "DKK"), ("en_US", "USD")]
}
