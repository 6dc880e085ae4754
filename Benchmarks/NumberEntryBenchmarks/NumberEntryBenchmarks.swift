import Benchmark
import BenchmarkScenarios

/// Every workload of the catalog, with wall clock, mallocs and throughput (which the JMH
/// export of `scripts/benchmark-report.py` needs).
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal, .throughput],
        warmupIterations: 3,
        maxDuration: .seconds(1),
        maxIterations: 10_000
    )
    for entry in Catalog.entries { register(entry) }
}
