// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "NumberEntry",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "NumberEntry", targets: ["NumberEntry"]),
        .library(name: "NumberEntryFoundation", targets: ["NumberEntryFoundation"]),
        .library(name: "NumberEntryForms", targets: ["NumberEntryForms"]),
        .library(name: "NumberEntryChecks", targets: ["NumberEntryChecks"]),
        .executable(name: "number-entry", targets: ["number-entry"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
        .package(url: "https://github.com/ordo-one/benchmark", exact: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        // ICU from the system (Debian's libicu-dev): headers and link flags for CICUBridge.
        .systemLibrary(
            name: "CICU",
            pkgConfig: "icu-uc icu-i18n",
            providers: [.apt(["libicu-dev"])]
        ),
        // The ICU calls NumberEntry makes, behind plain C types: no ICU type may reach a Swift
        // module, since Foundation's private ICU declares the same C types differently.
        .target(name: "CICUBridge", dependencies: ["CICU"]),
        // Pure Swift: locale values, rendering and the keystroke engine. No Foundation, no ICU.
        .target(name: "NumberEntryCore"),
        // The module users import: loads locale data from ICU into the core's types.
        .target(name: "NumberEntry", dependencies: ["NumberEntryCore", "CICUBridge"]),
        // Conversions to Foundation types, kept apart from the ICU module.
        .target(name: "NumberEntryFoundation", dependencies: ["NumberEntry"]),
        // Keystroke case files: parsing and replaying them (tests and the CLI share it).
        .target(name: "NumberEntryCases", dependencies: ["NumberEntry"]),
        // The engine's invariants, checked independently after each edit (property tests, fuzzer).
        .target(name: "NumberEntryChecks", dependencies: ["NumberEntry", "NumberEntryCases"]),
        // Headless forms: validation rules, error timing, focus chain and hints files.
        .target(name: "NumberEntryForms", dependencies: ["NumberEntry"]),
        .executableTarget(
            name: "number-entry",
            dependencies: [
                "NumberEntry", "NumberEntryCases",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(
            name: "NumberEntryTests",
            dependencies: ["NumberEntry", "NumberEntryFoundation", "NumberEntryCases", "NumberEntryChecks"]
        ),
        .testTarget(
            name: "NumberEntryFormsTests",
            dependencies: ["NumberEntryForms"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(name: "CLITests", dependencies: ["number-entry", "NumberEntry"]),
        // Benchmarks (`swift package benchmark`, `scripts/instructions.sh`): not part of any product.
        // The classic ICU approach the engine is measured against, behind plain C types.
        .target(name: "CICUBaseline", dependencies: ["CICU", "CICUBridge"], path: "Benchmarks/CICUBaseline"),
        // The measured keystrokes and the baselines, shared by both benchmark executables.
        .target(
            name: "BenchmarkScenarios", dependencies: ["NumberEntry", "CICUBaseline"],
            path: "Benchmarks/BenchmarkScenarios"
        ),
        .executableTarget(
            name: "NumberEntryBenchmarks",
            dependencies: ["BenchmarkScenarios", .product(name: "Benchmark", package: "benchmark")],
            path: "Benchmarks/NumberEntryBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // Deterministic instruction counts under callgrind (`scripts/instructions.sh`). Not directly
        // under Benchmarks/: the benchmark plugin would take it for a benchmark.
        .executableTarget(
            name: "keystroke-instructions",
            dependencies: [
                "BenchmarkScenarios", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Benchmarks/Tools/keystroke-instructions"
        ),
    ],
    swiftLanguageModes: [.v6]
)
