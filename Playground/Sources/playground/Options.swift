/// The command line: `playground [--port N] [--max-sessions N] [--idle-seconds N]`.
struct Options {
    /// The TCP port on 127.0.0.1; 0 picks a free one.
    var port = 8080
    /// The most sessions held at once.
    var maxSessions = 1_000
    /// How long an unused session lives.
    var idleSeconds = 900

    /// Reads the arguments after the program's name.
    init(_ arguments: [String]) throws(UsageError) {
        var rest = arguments[...]
        while let flag = rest.popFirst() {
            guard let text = rest.popFirst(), let number = Int(text), number >= 0 else {
                throw UsageError("\(flag) needs a whole number")
            }
            switch flag {
            case "--port" where number <= 65_535: port = number
            case "--max-sessions" where number >= 1: maxSessions = number
            case "--idle-seconds" where number >= 1: idleSeconds = number
            default: throw UsageError("unknown option or value: \(flag) \(text)")
            }
        }
    }
}

/// A command line the program cannot run with.
struct UsageError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
