// swift-tools-version: 6.1
import PackageDescription

// The libFuzzer targets of NumberEntry, apart from the root package because they only link with
// `-sanitize=fuzzer`: `scripts/fuzz.sh` builds and runs them.
let package = Package(
    name: "NumberEntryFuzz",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "NumberEntry", path: "..")],
    targets: [
        // Input bytes, locales and policies the targets share.
        .target(name: "FuzzSupport", dependencies: [.product(name: "_NumberEntryTestSupport", package: "NumberEntry")]),
        // Edits on a field, with the engine's invariants after each.
        .executableTarget(name: "FuzzEdits", dependencies: ["FuzzSupport"]),
        // Complete strings through NumberParser.
        .executableTarget(name: "FuzzParse", dependencies: ["FuzzSupport"]),
        // Hints files through the forms module's JSON reader.
        .executableTarget(
            name: "FuzzHints", dependencies: [.product(name: "NumberEntryForms", package: "NumberEntry")]),
        // JSON number texts through the wire formats' decoders: the exact value or a DecodingError.
        .executableTarget(name: "FuzzJSON", dependencies: [.product(name: "NumberEntry", package: "NumberEntry")]),
        // Extreme integers, exponents and digit strings as the public API's numeric arguments.
        .executableTarget(
            name: "FuzzExtremes",
            dependencies: ["FuzzSupport", .product(name: "NumberEntryForms", package: "NumberEntry")]),
    ],
    swiftLanguageModes: [.v6]
)
