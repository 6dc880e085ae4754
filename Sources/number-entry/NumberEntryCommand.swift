import ArgumentParser
import Foundation
import NumberEntry

@main
struct NumberEntryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "number-entry",
        abstract: "A locale-aware, as-you-type number field engine.",
        discussion: """
            Without a subcommand it runs `demo`: an interactive number field on a terminal, a \
            keystroke trace otherwise.

            Exit status: 0 on success; 1 when `parse` reads a text it cannot accept or a replayed \
            case fails; 2 on bad input or usage (an \
            unknown option, an invalid policy, an unsupported locale, a bad key or value, a \
            malformed case file); 130 when the interactive field is left with Ctrl-C.
            """,
        subcommands: [Demo.self, TypeKeys.self, Format.self, Parse.self, Locales.self, Pipe.self, Replay.self],
        defaultSubcommand: Demo.self
    )

    /// Parses and runs a subcommand; every error that is not an explicit exit code exits with 2.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch let code as ExitCode {
            Foundation.exit(code.rawValue)
        } catch let error as NumberEntryError {
            printError("Error: \(error)")
            Foundation.exit(2)
        } catch {
            let message = fullMessage(for: error)
            if exitCode(for: error) == .success {
                print(message)
                Foundation.exit(0)
            }
            if !message.isEmpty { printError(message) }
            Foundation.exit(2)
        }
    }
}
