import Foundation
import NumberEntry
import Testing
import _NumberEntryCases

/// The vendored snapshot of ICU 72's data (`ICU72`): complete for the tests, and the system
/// ICU's data exactly, loaded back through `NumberLocale`'s public initializers.
@Suite("ICU 72 locale snapshot")
struct LocaleSnapshotTests {
    @Test("The snapshot holds exactly the loads the tests ask for")
    func holdsEveryRequest() throws {
        let snapshot = try ICU72.snapshot.get()
        let requests = ICU72.requests
        #expect(requests.count >= 70)
        for request in requests.sorted() { #expect(snapshot.contains(request), "\(request) is missing") }
        #expect(snapshot.entries.count == requests.count, "the snapshot holds loads no test asks for")
    }

    @Test("A load the snapshot lacks is an error, never other data")
    func missingLoad() throws {
        let snapshot = try ICU72.snapshot.get()
        #expect(throws: NumberEntryError.self) { try snapshot.locale("en_US", format: .currency(code: "XAU")) }
        #expect(throws: NumberEntryError.self) { try ICU72.locale("en_US", format: .currency(code: "XAU")) }
    }

    /// `scripts/locale-snapshot.sh` runs this test with `NUMBERENTRY_WRITE_LOCALE_SNAPSHOT` set
    /// to the fixture's path, which writes the snapshot instead of comparing it.
    @Test("The snapshot is the system ICU's data", .testsSystemICUSource)
    func isTheSystemICUsData() throws {
        let current = LocaleSnapshot(source: "ICU 72", requests: ICU72.requests) {
            (identifier, digits, format) throws(NumberEntryError) in
            try NumberLocale.named(identifier, digits: digits, format: format)
        }
        if let path = ProcessInfo.processInfo.environment["NUMBERENTRY_WRITE_LOCALE_SNAPSHOT"] {
            try current.encoded().write(to: URL(fileURLWithPath: path))
            return
        }
        let snapshot = try ICU72.snapshot.get()
        #expect(current == snapshot, "the snapshot is out of date: run scripts/locale-snapshot.sh")
        for entry in snapshot.entries {
            let request = entry.request
            let format = try NumberFormat(skeleton: request.format)
            let loaded = Result { () throws(NumberEntryError) in
                try NumberLocale.named(request.identifier, digits: request.digits, format: format)
            }
            let vendored = Result { () throws(NumberEntryError) in
                try snapshot.locale(request.identifier, digits: request.digits, format: format)
            }
            switch (loaded, vendored) {
            case (.success(let loaded), .success(let vendored)):
                #expect(vendored == loaded, "\(request)")
                #expect(vendored.minusSign == loaded.minusSign && vendored.plusSign == loaded.plusSign, "\(request)")
                #expect((try? vendored.showing(.latin)) == (try? loaded.showing(.latin)), "\(request): Latin variant")
            case (.failure(let loaded), .failure(let vendored)):
                #expect(vendored == loaded, "\(request)")
            default:
                Issue.record("\(request): the system ICU gives \(loaded), the snapshot \(vendored)")
            }
        }
    }
}
