import ArgumentParser
import NumberEntry

@main
struct NumberEntryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "number-entry",
        abstract: "A locale-aware, as-you-type number field engine.",
        discussion: """
            Exit status: 0 on success, 1 when a replayed case fails, 2 on a malformed case file \
            or a bad argument.
            """,
        subcommands: [Demo.self, Replay.self],
        defaultSubcommand: Demo.self
    )
}
