// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "NumberEntry",
    products: [
        .library(name: "NumberEntry", targets: ["NumberEntry"]),
        .library(name: "NumberEntryFoundation", targets: ["NumberEntryFoundation"]),
        .executable(name: "number-entry", targets: ["number-entry"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2")
    ],
    targets: [
        // ICU from the system (Debian's libicu-dev), wrapped by static inline shims.
        .systemLibrary(
            name: "CICU",
            pkgConfig: "icu-uc icu-i18n",
            providers: [.apt(["libicu-dev"])]
        ),
        // Pure Swift: locale values, rendering and the keystroke engine. No Foundation, no ICU.
        .target(name: "NumberEntryCore"),
        // The module users import: loads locale data from ICU into the core's types.
        .target(name: "NumberEntry", dependencies: ["NumberEntryCore", "CICU"]),
        // Conversions to Foundation types, kept apart from the ICU module.
        .target(name: "NumberEntryFoundation", dependencies: ["NumberEntry"]),
        // Keystroke case files: parsing and replaying them (tests and the CLI share it).
        .target(name: "NumberEntryCases", dependencies: ["NumberEntry"]),
        .executableTarget(
            name: "number-entry",
            dependencies: [
                "NumberEntry", "NumberEntryCases",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(
            name: "NumberEntryTests",
            dependencies: ["NumberEntry", "NumberEntryFoundation", "NumberEntryCases"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
