import ArgumentParser
import NumberEntry

/// `parse`: complete strings (as a person typed them in a locale) to exact values.
struct Parse: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Read complete strings, as a person typed them in a locale, into exact values.",
        discussion: """
            Prints one line per text: the canonical value (`-1234.5`), or `error: ` and why the \
            text is not acceptable (`aboveMaximum`, `notANumber at offset 3` with what was found \
            there and what the locale's format expects). Exit status: 0 \
            when every text parses, 1 when any does not, 2 on a bad option, policy or locale.
            """)

    @Option(help: "ICU or BCP 47 locale identifier, e.g. de_DE, ar_EG, hi-IN.")
    var locale: String

    @Flag(help: "Strict accepts what a field shows (default); lenient also what a paste accepts.")
    var strictness = NumberParser.Strictness.strict

    @OptionGroup var policyOptions: PolicyOptions

    @Argument(parsing: .allUnrecognized, help: ArgumentHelp("The texts to read.", valueName: "text"))
    var texts: [String] = []

    func validate() throws {
        guard !texts.isEmpty else { throw ValidationError("Missing expected argument '<text> ...'.") }
    }

    func run() throws {
        let parser = try NumberParser(localeIdentifier: locale, policy: policyOptions.policy)
        var failed = false
        for text in try KeyList.literals(texts) {
            do throws(ParseError) {
                print(try parser.parse(text, strictness: strictness).description)
            } catch {
                failed = true
                let detail = parser.explanation(of: error, in: text).dropFirst(error.description.count)
                print("error: \(error.name)\(error.offsetSuffix) (\(Printable.escaped(text, limit: 60)))\(detail)")
            }
        }
        if failed { throw ExitCode(1) }
    }
}

extension NumberParser.Strictness: EnumerableFlag {}

extension ParseError {
    /// ` at offset N` for `notANumber`, else nothing.
    fileprivate var offsetSuffix: String {
        guard case .notANumber(let offset) = self else { return "" }
        return " at offset \(offset)"
    }
}
