import ArgumentParser
import NumberEntry
import _NumberEntryCases

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The main job: an interactive number field on a terminal, a keystroke trace otherwise.
struct Demo: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Type a number: an interactive field on a terminal, a keystroke trace otherwise.",
        discussion: """
            On a terminal: type digits, a sign and a decimal separator; Backspace, Delete, Left, \
            Right, Home, End and paste edit; Tab switches to the next showcase locale (en_US, \
            de_DE, fr_FR, hi_IN, ar_EG, fa_IR, ff_Adlm; for a currency field en_US, de_DE, nl_NL, \
            de_CH, ar_EG, he_IL, ja_JP) keeping the number; Enter finalizes and \
            prints the value on standard output; Esc quits, Ctrl-C quits with status 130.

            Without a terminal on standard input: the keys of --keys typed into a field of the \
            --locale, or of each locale of --locales, one line per key.

            The locale of LC_ALL, LC_NUMERIC or LANG (the first set) is used when ICU has data for \
            it; otherwise en_US, with a note on standard error naming the variable.

            Exit status: 0, 130 after Ctrl-C, 2 on a bad option, key or locale.
            """)

    @Option(
        help: """
            The field's locale (default on a terminal: from LC_ALL, LC_NUMERIC or LANG; en_US for C, \
            POSIX or a locale ICU has no data for).
            """)
    var locale: String?

    @OptionGroup var policy: PolicyOptions

    @Option(help: "The trace's locales, comma-separated (default: \(Demo.showcase)).")
    var locales: String?

    /// The trace's locales when neither --locale nor --locales is given.
    static let showcase = "en_US,de_DE,fr_FR,es_ES,hi_IN,ar_EG,fa_IR,ff_Adlm"

    @Option(help: "The trace's keys in case-file notation, comma-separated.")
    var keys = "-,1,2,3,4,5,6,7,.,8,9,{left},{left},{left},{bs},{blur}"

    func validate() throws {
        _ = try KeyList.parse(KeyList.split(keys))
        if locale != nil && locales != nil {
            throw ValidationError("--locale and --locales both name the field's locale: give one.")
        }
        if let locale { _ = try NumberLocale.named(locale, digits: policy.policy.digits, format: policy.policy.format) }
    }

    func run() throws {
        if isatty(STDIN_FILENO) == 1 {
            let choice =
                locale.map { (identifier: $0, note: String?.none) }
                ?? EnvironmentLocale.choice(digits: policy.policy.digits)
            if let note = choice.note { printError(note) }
            try InteractiveDemo.run(locale: choice.identifier, policy: policy.policy)
        } else {
            let identifiers = locale.map { [$0] } ?? (locales ?? Self.showcase).split(separator: ",").map(String.init)
            try Showcase.run(locales: identifiers, keys: KeyList.parse(KeyList.split(keys)), policy: policy.policy)
        }
    }
}
