import ArgumentParser
import NumberEntry

/// Keys given on the command line in case-file notation.
enum KeyList {
    /// `texts` as keys (`Edit(notation:)`); a braces key that names no key (`{foo}`) or
    /// lacks what it takes (`{select:1}`), or what looks like a misspelled long option
    /// (`--name`), is a usage error.
    static func parse(_ texts: [String]) throws -> [Edit] {
        try literals(texts).map { text in
            do {
                return try Edit(notation: text)
            } catch {
                throw ValidationError("Bad key '\(text)': \(error). Braces keys are \(bracesKeys).")
            }
        }
    }

    private static let bracesKeys = """
        {bs}, {del}, {left}, {right}, {home}, {end}, {blur}, {undo}, {redo}, {up}, {down}, {select:A,B}, \
        {replace:A,B:TEXT}, {insert:TEXT}, {change:TEXT}, {change-verbatim:A,B:TEXT}
        """

    /// Arguments captured with `.allUnrecognized`, without the first `--`; before it, what
    /// looks like a long option (`--name`) is an unknown option.
    static func literals(_ arguments: [String]) throws -> [String] {
        let terminator = arguments.firstIndex(of: "--") ?? arguments.endIndex
        for argument in arguments[..<terminator] where argument.hasPrefix("--") {
            if argument.dropFirst(2).first?.isLetter == true {
                throw ValidationError("Unknown option '\(argument)'.")
            }
        }
        return arguments.enumerated().filter { $0.offset != terminator }.map(\.element)
    }

    /// Splits a comma-separated list, keeping commas inside braces (`{select:1,2}`).
    static func split(_ list: String) -> [String] {
        var items = [""]
        var depth = 0
        for character in list {
            if character == "," && depth == 0 {
                items.append("")
                continue
            }
            if character == "{" { depth += 1 }
            if character == "}" { depth = max(0, depth - 1) }
            items[items.count - 1].append(character)
        }
        return items
    }
}
