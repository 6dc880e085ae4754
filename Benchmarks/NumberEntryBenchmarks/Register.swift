import Benchmark
import BenchmarkScenarios

/// Registers a catalog entry. Keystrokes run 1,000 per sample with the `.kilo` scaling factor,
/// so the printed figures are per keystroke; other workloads run one operation per sample.
/// Preparing the state (copies of the start fields) is outside the measured region.
func register(_ entry: Catalog.Entry) {
    let scaling: BenchmarkScalingFactor = entry.isKeystroke ? .kilo : .one
    let configuration = Benchmark.Configuration(
        scalingFactor: scaling,
        maxDuration: entry.id == "load-all" ? .seconds(5) : .seconds(1),
        thresholds: Targets.tolerances(entry.id)
    )
    Benchmark(entry.id, configuration: configuration) { (benchmark: Benchmark, workload: any Workload) throws in
        try measure(workload, benchmark)
    } setup: {
        try entry.workload(operations: scaling.rawValue)
    }
}

private func measure<W: Workload>(_ workload: W, _ benchmark: Benchmark) throws {
    var state = workload.prepare()
    benchmark.startMeasurement()
    try workload.run(&state)
    benchmark.stopMeasurement()
    blackHole(state)
}
