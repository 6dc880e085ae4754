import ArgumentParser
import NumberEntry

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The interactive number field on the terminal of standard input.
enum InteractiveDemo {
    /// How long an Esc waits for the rest of an escape sequence, in milliseconds.
    private static let escapeTimeout: Int32 = 50

    /// Runs the field until Enter, Esc, Ctrl-C or the end of input. Enter prints the finalized
    /// text on the terminal and the value (empty for none) on standard output.
    static func run(locale: String, policy: NumberPolicy) throws {
        var session = try DemoSession(locale: locale, policy: policy)
        let step = try RawTerminal.run { () -> DemoSession.Step in
            var decoder = KeyDecoder()
            while true {
                RawTerminal.write("\u{1B}[H\u{1B}[2J" + session.screen.joined(separator: "\n"))
                guard let keys = readKeys(&decoder) else { return .quit }
                for key in keys {
                    let step = session.handle(key)
                    if step != .next { return step }
                }
            }
        }
        switch step {
        case .done:
            RawTerminal.write("\(session.localeIdentifier): \(session.field.text)\n")
            print(session.field.value?.description ?? "")
        case .interrupt:
            throw ExitCode(130)
        case .next, .quit:
            break
        }
    }

    /// The keys the next input completes; `nil` at the end of input.
    private static func readKeys(_ decoder: inout KeyDecoder) -> [TerminalKey]? {
        if decoder.awaitsEscape {
            var poller = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
            if poll(&poller, 1, escapeTimeout) == 0 { return decoder.flushEscape() }
        }
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = read(STDIN_FILENO, &buffer, buffer.count)
        if count < 0 && errno == EINTR { return [] }
        guard count > 0 else { return nil }
        return decoder.feed(buffer[..<count])
    }
}
