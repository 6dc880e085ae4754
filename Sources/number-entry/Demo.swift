import ArgumentParser
import Glibc
import NumberEntry
import NumberEntryCases

/// The main job: an interactive number field on a terminal, a keystroke trace otherwise.
struct Demo: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Type a number: an interactive field on a terminal, a keystroke trace otherwise.",
        discussion: """
            On a terminal: type digits, a sign and a decimal separator; Backspace, Delete, Left, \
            Right, Home, End and paste edit; Tab switches to the next showcase locale (en_US, \
            de_DE, fr_FR, hi_IN, ar_EG, fa_IR, ff_Adlm) keeping the number; Enter finalizes and \
            prints the value on standard output; Esc quits, Ctrl-C quits with status 130.

            Without a terminal on standard input: the keys of --keys typed into a field of each \
            locale of --locales, one line per key.

            Exit status: 0, 130 after Ctrl-C, 2 on a bad option, key or locale.
            """)

    @Option(help: "The interactive field's locale (default: from LC_ALL, LC_NUMERIC or LANG; en_US for C or POSIX).")
    var locale: String?

    @OptionGroup var policy: PolicyOptions

    @Option(help: "The trace's locales, comma-separated.")
    var locales = "en_US,de_DE,fr_FR,es_ES,hi_IN,ar_EG,fa_IR,ff_Adlm"

    @Option(help: "The trace's keys in case-file notation, comma-separated.")
    var keys = "-,1,2,3,4,5,6,7,.,8,9,{left},{left},{left},{bs},{blur}"

    func validate() throws {
        _ = try KeyList.parse(KeyList.split(keys))
    }

    func run() throws {
        if isatty(STDIN_FILENO) == 1 {
            try InteractiveDemo.run(locale: locale ?? EnvironmentLocale.identifier(), policy: policy.policy)
        } else {
            let identifiers = locales.split(separator: ",").map(String.init)
            try Showcase.run(locales: identifiers, keys: KeyList.parse(KeyList.split(keys)), policy: policy.policy)
        }
    }
}
