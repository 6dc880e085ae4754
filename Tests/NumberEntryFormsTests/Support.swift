import Foundation
import NumberEntry
import NumberEntryForms

/// An exact decimal from machine text known to be valid.
func dec(_ text: String) -> ExactDecimal {
    ExactDecimal(text)!
}

/// The folder of the test fixtures' hints files.
let hintsFolder: URL = Bundle.module.url(forResource: "Fixtures", withExtension: nil)!.appendingPathComponent("Hints")

/// The package's root folder, for reading its documentation.
let packageRoot: URL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

/// The folder of the core's golden wire files (policies and edits), which the readers here read too.
let coreWireFolder: URL = packageRoot.appendingPathComponent("Tests/NumberEntryTests/Fixtures/wire")

/// Whether this build's locale data source offers `format`: the Foundation source has no
/// per-mille style and no measure units (Docs/Platforms.md), and makes them `unsupportedFormat`.
func sourceOffers(_ format: NumberFormat) -> Bool {
    guard LocaleDataSourceKind.current == .foundation else { return true }
    switch format.kind {
    case .perMille, .measureUnit: return false
    default: return true
    }
}

/// The rule `.multiple(of:)` of a step written in the test (19 significant digits at most).
func multiple(of step: String) -> NumberRule {
    try! NumberRule.multiple(of: dec(step))
}
