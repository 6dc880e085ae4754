import Benchmark

/// The targets ordo-one can check itself, as tolerances around the p90 values stored in
/// `Benchmarks/Thresholds` (`swift package benchmark thresholds check --path Benchmarks/Thresholds`).
/// The check accepts a p90 within ± tolerance of the stored value, so a ceiling C is stored as
/// C/2 with tolerance C/2. Values are per sample: a keystroke sample is 1,000 keystrokes
/// (`Register.swift`), a load or a long paste is one operation. The other targets compare
/// benchmarks with each other or count instructions: `scripts/benchmark-report.py` and
/// `scripts/instructions.sh` check them.
enum Targets {
    static func tolerances(_ id: String) -> [BenchmarkMetric: BenchmarkThresholds]? {
        switch id {
        case "typing.en_US":
            // No malloc in a sample of 1,000 keystrokes: the field holds its text's bytes inline
            // (`FieldText`, up to 96), 15 for 12 digits (stored value 0).
            [.mallocCountTotal: .init(absolute: [.p90: 0])]
        case "typing-affixed.de_DE.EUR":
            // No malloc in a sample of 1,000 keystrokes either: 20 bytes for 12 digits with the
            // NBSP and the euro sign, inline too (stored value 0).
            [.mallocCountTotal: .init(absolute: [.p90: 0])]
        case "finalize.en_US":
            // At most 150 ns and 1 malloc per finalize (stored 75 µs and 500 per 1,000).
            [.wallClock: .init(absolute: [.p90: 75_000]), .mallocCountTotal: .init(absolute: [.p90: 500])]
        case "paste-digits.1000":
            // At most 10 ns per digit (stored 5 µs) and 1 to 3 mallocs (stored 2).
            [.wallClock: .init(absolute: [.p90: 5_000]), .mallocCountTotal: .init(absolute: [.p90: 1])]
        case "paste-digits.10000":
            // At most 10 ns per digit (stored 50 µs) and 1 to 3 mallocs (stored 2).
            [.wallClock: .init(absolute: [.p90: 50_000]), .mallocCountTotal: .init(absolute: [.p90: 1])]
        case "load-all":
            // All 805 locales in under 100 ms (stored value 50 ms).
            [.wallClock: .init(absolute: [.p90: 50_000_000])]
        default:
            nil
        }
    }
}
