import Foundation
import NumberEntry

/// An exact decimal from machine text known to be valid.
func dec(_ text: String) -> ExactDecimal {
    ExactDecimal(text)!
}

/// The folder of the test fixtures' hints files.
let hintsFolder: URL = Bundle.module.url(forResource: "Fixtures", withExtension: nil)!.appendingPathComponent("Hints")

/// The package's root folder, for reading its documentation.
let packageRoot: URL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
