import ArgumentParser
import NumberEntry
import _NumberEntryCases

/// `type`: plays keys into a field and shows the field after each one.
struct TypeKeys: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "type",
        abstract: "Play keys into a field and show it after each key.",
        discussion: """
            Keys use the case-file notation: {bs}, {del}, {left}, {right}, {home}, {end}, \
            {select:A,B}, {replace:A,B:TEXT} (UTF-16 offsets), {blur}, {change:TEXT} (a host's \
            whole new text; | or [ ] mark the selection it reports), {undo}, {redo}, {up}, \
            {down}, {insert:TEXT} (TEXT typed as it is, even in braces), \
            {change-verbatim:A,B:TEXT}; any other key in braces is an error; anything else is \
            typed (one character) or pasted (several); quote keys with a comma for the shell \
            ('{select:0,2}'). Each \
            line shows the key, the text with | for the caret or [ ] around \
            the selection, the value, and ok or the rejection.

            Exit status: 0 (rejected keys included), 2 on a bad key, option or locale.
            """)

    @Option(help: "ICU or BCP 47 locale identifier, e.g. de_DE, ar_EG, hi-IN.")
    var locale: String

    @OptionGroup var policy: PolicyOptions

    @Flag(help: "Show invisible characters as U+XXXX.")
    var showCodepoints = false

    @Argument(parsing: .allUnrecognized, help: ArgumentHelp("The keys, in order.", valueName: "key"))
    var keys: [String] = []

    func validate() throws {
        _ = try KeyList.parse(keys)
    }

    func run() throws {
        var field = try NumberField(localeIdentifier: locale, policy: policy.policy)
        for key in try KeyList.parse(keys) {
            let rejection = CaseRunner.attempt(key, on: &field)
            let outcome = rejection.map { "rejected: \($0.description(for: field.policy))" } ?? "ok"
            let shown = show(MarkedText.render(field.text, selection: field.selection))
            let value = "value: \(field.value?.description ?? "none")"
            print("\(show(key.notation).padding(to: 10)) \(shown.padding(to: 24)) \(value.padding(to: 20)) \(outcome)")
        }
    }

    private func show(_ text: String) -> String {
        showCodepoints ? Printable.escaped(text) : text
    }
}
