// swift-tools-version: 6.1
import PackageDescription

// Locale data comes from the system ICU where its headers exist (Linux, with the default
// `SystemICU` trait) and from Foundation's number formatting everywhere else: Apple platforms,
// and Linux built with `--disable-default-traits`.
let systemICU = TargetDependencyCondition.when(platforms: [.linux], traits: ["SystemICU"])
let systemICUSettings: [SwiftSetting] = [.define("SYSTEM_ICU", .when(platforms: [.linux], traits: ["SystemICU"]))]

let package = Package(
    name: "NumberEntry",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .macCatalyst(.v16), .visionOS(.v1)],
    products: [
        .library(name: "NumberEntry", targets: ["NumberEntry"]),
        .library(name: "NumberEntryCore", targets: ["NumberEntryCore"]),
        .library(name: "NumberEntryFoundation", targets: ["NumberEntryFoundation"]),
        .library(name: "NumberEntryRules", targets: ["NumberEntryRules"]),
        .library(name: "NumberEntryForms", targets: ["NumberEntryForms"]),
        // Test support for the fuzz package: underscored, outside the stable API (README,
        // "Definition of public API"), may change in any release.
        .library(name: "_NumberEntryTestSupport", targets: ["_NumberEntryTestSupport"]),
        .library(name: "NumberEntryStore", targets: ["NumberEntryStore"]),
        // Validators for Vapor's `Validations`; empty unless the `Vapor` trait is enabled.
        .library(name: "NumberEntryVapor", targets: ["NumberEntryVapor"]),
        .executable(name: "number-entry", targets: ["number-entry"]),
    ],
    traits: [
        .default(enabledTraits: ["SystemICU"]),
        .trait(
            name: "SystemICU",
            description: "Linux: read locale data from the system ICU (libicu-dev) instead of Foundation."
        ),
        .trait(
            name: "Vapor",
            description: "Validators for Vapor's `Validations` in the NumberEntryVapor module (builds Vapor)."
        ),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
        .package(url: "https://github.com/vapor/vapor", from: "4.122.3"),
    ],
    targets: [
        // ICU from the system (Debian's libicu-dev): headers and link flags for CICUBridge.
        .systemLibrary(
            name: "CICU",
            pkgConfig: "icu-uc icu-i18n",
            providers: [.apt(["libicu-dev"])]
        ),
        // The ICU calls NumberEntry makes, behind plain C types: no ICU type may reach a Swift
        // module, since Foundation's private ICU declares the same C types differently. Compiles
        // to nothing where the ICU headers are missing, and fails to compile when the
        // `SystemICU` trait asks for them there (`NUMBERENTRY_SYSTEM_ICU`).
        .target(
            name: "CICUBridge", dependencies: ["CICU"],
            cSettings: [.define("NUMBERENTRY_SYSTEM_ICU", .when(platforms: [.linux], traits: ["SystemICU"]))]
        ),
        // Pure Swift: locale values, rendering and the keystroke engine. No Foundation, no ICU.
        .target(name: "NumberEntryCore"),
        // The system-ICU data source's ICU side: identifiers, locale queries, formatters.
        .target(name: "NumberEntryICU", dependencies: ["NumberEntryCore", "CICUBridge"]),
        // The module users import: loads locale data into the core's types and re-exports the core.
        .target(
            name: "NumberEntry",
            dependencies: ["NumberEntryCore", .target(name: "NumberEntryICU", condition: systemICU)],
            swiftSettings: systemICUSettings
        ),
        // Conversions to Foundation types, kept apart from the ICU module.
        .target(name: "NumberEntryFoundation", dependencies: ["NumberEntry"]),
        // Keystroke case files: parsing and replaying them (tests and the CLI share it). Test
        // support: outside the stable API.
        .target(name: "_NumberEntryCases", dependencies: ["NumberEntry"], path: "Sources/NumberEntryCases"),
        // The engine's invariants, checked independently after each edit (property tests, fuzzer).
        // Test support: outside the stable API.
        .target(
            name: "_NumberEntryTestSupport", dependencies: ["NumberEntry", "_NumberEntryCases"],
            path: "Sources/NumberEntryChecks"
        ),
        // An observable model owning a field, for bindings (SwiftUI's TextField): Observation.
        .target(name: "NumberEntryStore", dependencies: ["NumberEntry"]),
        // Validation rules, their codes and messages, and the failure a parser's or an edit's
        // refusal stands for: what a form and a server share.
        .target(name: "NumberEntryRules", dependencies: ["NumberEntry"]),
        // Headless forms: error timing, focus chain and hints files, on the rules (re-exported).
        .target(name: "NumberEntryForms", dependencies: ["NumberEntry", "NumberEntryRules"]),
        // Validators for Vapor's `Validations`: its code compiles only with the `Vapor` trait (an
        // empty module without it), and only then does it depend on Vapor.
        .target(
            name: "NumberEntryVapor",
            dependencies: [
                "NumberEntry", "NumberEntryRules",
                .product(name: "Vapor", package: "vapor", condition: .when(traits: ["Vapor"])),
            ]
        ),
        .executableTarget(
            name: "number-entry",
            dependencies: [
                "NumberEntry", "_NumberEntryCases",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(
            name: "NumberEntryTests",
            dependencies: ["NumberEntry", "NumberEntryFoundation", "_NumberEntryCases", "_NumberEntryTestSupport"],
            resources: [.copy("Fixtures")],
            swiftSettings: systemICUSettings
        ),
        .testTarget(
            name: "NumberEntryFormsTests",
            dependencies: ["NumberEntryForms", "NumberEntryFoundation", "_NumberEntryCases"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(name: "NumberEntryRulesTests", dependencies: ["NumberEntryRules"]),
        .testTarget(name: "CLITests", dependencies: ["number-entry", "NumberEntry", "NumberEntryForms"]),
        .testTarget(name: "NumberEntryStoreTests", dependencies: ["NumberEntryStore"]),
        .testTarget(
            name: "NumberEntryVaporTests",
            dependencies: [
                "NumberEntryVapor",
                .product(name: "VaporTesting", package: "vapor", condition: .when(traits: ["Vapor"])),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
