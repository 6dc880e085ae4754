// swift-tools-version: 6.1
import PackageDescription

// The libFuzzer target of NumberEntry, apart from the root package because it only links with
// `-sanitize=fuzzer`: `scripts/fuzz.sh` builds and runs it.
let package = Package(
    name: "NumberEntryFuzz",
    platforms: [.macOS(.v15)],
    dependencies: [.package(name: "NumberEntry", path: "..")],
    targets: [
        .executableTarget(
            name: "FuzzEdits",
            dependencies: [.product(name: "NumberEntryChecks", package: "NumberEntry")]
        )
    ],
    swiftLanguageModes: [.v6]
)
