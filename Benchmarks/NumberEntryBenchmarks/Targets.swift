import Benchmark

/// The targets ordo-one can check itself, as tolerances around the p90 values stored in
/// `Benchmarks/Thresholds` (`swift package benchmark thresholds check --path Benchmarks/Thresholds`).
/// The check accepts a p90 within ± tolerance of the stored value, so a ceiling C is stored as
/// C/2 with tolerance C/2. The other targets compare benchmarks with each other or count
/// instructions: `scripts/benchmark-report.py` and `scripts/instructions.sh` check them.
enum Targets {
    static func tolerances(_ id: String) -> [BenchmarkMetric: BenchmarkThresholds]? {
        switch id {
        case "typing.en_US":
            // No malloc in a sample of 1,000 keystrokes: every en_US text of up to 12 digits
            // fits a small string (stored value 0).
            [.mallocCountTotal: .init(absolute: [.p90: 0])]
        case "load-all":
            // All 805 locales in under 200 ms (stored value 100 ms).
            [.wallClock: .init(absolute: [.p90: 100_000_000])]
        default:
            nil
        }
    }
}
