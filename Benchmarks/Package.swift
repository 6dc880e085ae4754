// swift-tools-version: 6.1
import PackageDescription

// NumberEntry's benchmarks, apart from the root package so that building or depending on
// NumberEntry never builds ordo-one/benchmark: `swift package --package-path Benchmarks benchmark`
// runs them, `scripts/instructions.sh` counts instructions, `scripts/benchmark-report.py` does both.
// The ICU baseline links the system ICU and is built on Linux only: Apple platforms have no ICU
// headers (Docs/Platforms.md).
let package = Package(
    name: "NumberEntryBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "NumberEntry", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        // ICU from the system (Debian's libicu-dev), for the baseline only.
        .systemLibrary(
            name: "BaselineICU", path: "BaselineICU", pkgConfig: "icu-uc icu-i18n", providers: [.apt(["libicu-dev"])]
        ),
        // The classic ICU approach the engine is measured against, behind plain C types.
        .target(name: "CICUBaseline", dependencies: ["BaselineICU"], path: "CICUBaseline"),
        // The measured keystrokes and the baselines, shared by both benchmark executables.
        .target(
            name: "BenchmarkScenarios",
            dependencies: [
                .product(name: "NumberEntry", package: "NumberEntry"),
                .target(name: "CICUBaseline", condition: .when(platforms: [.linux])),
            ],
            path: "BenchmarkScenarios"
        ),
        .executableTarget(
            name: "NumberEntryBenchmarks",
            dependencies: ["BenchmarkScenarios", .product(name: "Benchmark", package: "benchmark")],
            path: "NumberEntryBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // Deterministic instruction counts under callgrind (`scripts/instructions.sh`). Not directly
        // in this folder: the benchmark plugin takes every executable whose folder's parent is
        // named `Benchmarks` for a benchmark.
        .executableTarget(
            name: "keystroke-instructions",
            dependencies: [
                "BenchmarkScenarios", .product(name: "NumberEntry", package: "NumberEntry"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Tools/keystroke-instructions"
        ),
    ],
    swiftLanguageModes: [.v6]
)
