import ArgumentParser
import NumberEntryCases

/// Keys given on the command line in case-file notation.
enum KeyList {
    /// The keys written in braces that the tool plays, each with whether it takes arguments
    /// after a colon (`{select:A,B}`).
    static let bracesKeys = [
        "bs": false, "del": false, "left": false, "right": false, "home": false, "end": false, "blur": false,
        "select": true, "replace": true, "change": true, "undo": false, "redo": false, "up": false, "down": false,
    ]

    /// `texts` as keys; a braces key not in `bracesKeys` (`{foo}`), a malformed `{select:...}`
    /// or `{replace:...}`, or what looks like a misspelled long option (`--name`), is a usage error.
    static func parse(_ texts: [String]) throws -> [KeystrokeCase.Key] {
        try literals(texts).map { text in
            guard isKnownBracesKey(text), let key = CaseFile.parseKey(text) else {
                throw ValidationError("Bad key '\(text)'; braces keys are \(bracesKeyList).")
            }
            return key
        }
    }

    /// Whether `text` is not in braces, or names one of `bracesKeys` with arguments as it needs.
    private static func isKnownBracesKey(_ text: String) -> Bool {
        guard text.count >= 2, text.hasPrefix("{"), text.hasSuffix("}") else { return true }
        let inner = text.dropFirst().dropLast()
        let name = inner.prefix { $0 != ":" }
        return bracesKeys[String(name)] == (name.endIndex != inner.endIndex)
    }

    private static let bracesKeyList = bracesKeys.keys.sorted().map { bracesKeys[$0]! ? "{\($0):...}" : "{\($0)}" }
        .joined(separator: ", ")

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
