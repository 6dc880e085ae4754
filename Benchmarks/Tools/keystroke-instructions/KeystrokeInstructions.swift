import ArgumentParser
import BenchmarkScenarios
import NumberEntry

/// Runs one workload of the catalog once, for `scripts/instructions.sh` to count its
/// instructions under callgrind: the difference between a run and a `--prepare-only` run of
/// the same count is the cost of the operations alone.
@main
struct KeystrokeInstructions: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "keystroke-instructions",
        abstract: "Run one benchmark workload once (for callgrind).")

    @Argument(help: "The workload id, e.g. typing.en_US (see --list).")
    var id: String?

    @Option(help: "Operations (keystrokes) to run.")
    var count = 1_200

    @Flag(help: "Build and prepare the workload, but run no operation.")
    var prepareOnly = false

    @Flag(help: "List the workload ids.")
    var list = false

    @Flag(help: "Print the size of a NumberField value (MemoryLayout) and exit.")
    var memory = false

    func run() throws {
        if memory {
            let layout = (MemoryLayout<NumberField>.size, MemoryLayout<NumberField>.stride)
            print("MemoryLayout<NumberField>: size \(layout.0), stride \(layout.1)")
            return
        }
        if list {
            for entry in Catalog.entries + Catalog.longInputEntries { print(entry.id) }
            return
        }
        guard let id, let entry = Catalog.entry(id) else {
            throw ValidationError("Unknown workload id; see --list.")
        }
        try execute(entry.workload(operations: count))
    }

    private func execute<W: Workload>(_ workload: W) throws {
        var state = workload.prepare()
        if !prepareOnly { try workload.run(&state) }
        withExtendedLifetime(state) {}
    }
}
