#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Standard input in raw mode, with bracketed paste and the alternate screen on standard error.
///
/// The settings are restored when the body returns or throws, and on SIGINT, SIGTERM and
/// SIGHUP, whose handlers restore them and then let the signal end the process.
enum RawTerminal {
    /// The signals whose handlers restore the terminal.
    private static let signals = [SIGINT, SIGTERM, SIGHUP]

    /// Runs `body` with the terminal in raw mode.
    static func run<T>(_ body: () throws -> T) throws -> T {
        var settings = termios()
        guard tcgetattr(STDIN_FILENO, &settings) == 0 else { throw TerminalError.cannotReadSettings }
        savedSettings.pointee = settings
        settings.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
        settings.c_cflag |= tcflag_t(CS8)
        settings.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
        withUnsafeMutableBytes(of: &settings.c_cc) { characters in
            characters[Int(VMIN)] = 1
            characters[Int(VTIME)] = 0
        }
        let previousHandlers = signals.map { signal($0, restoreAndResignal) }
        defer {
            restoreTerminal()
            for (number, handler) in zip(signals, previousHandlers) { signal(number, handler) }
        }
        guard tcsetattr(STDIN_FILENO, TCSAFLUSH, &settings) == 0 else { throw TerminalError.cannotSetRawMode }
        write(enter)
        return try body()
    }

    /// Writes to the terminal (standard error).
    static func write(_ text: StaticString) {
        text.withUTF8Buffer { writeStandardError($0.baseAddress, $0.count) }
    }

    /// Writes to the terminal (standard error).
    static func write(_ text: String) {
        var text = text
        text.withUTF8 { writeStandardError($0.baseAddress, $0.count) }
    }

    /// Bracketed paste on, alternate screen, cursor hidden (the field draws its own caret).
    private static let enter: StaticString = "\u{1B}[?1049h\u{1B}[?2004h\u{1B}[?25l"
    /// The reverse of `enter`.
    fileprivate static let leave: StaticString = "\u{1B}[?25h\u{1B}[?2004l\u{1B}[?1049l"
}

/// Why the terminal could not be set up.
enum TerminalError: Error, CustomStringConvertible {
    case cannotReadSettings, cannotSetRawMode

    var description: String {
        switch self {
        case .cannotReadSettings: "cannot read the terminal's settings"
        case .cannotSetRawMode: "cannot switch the terminal to raw mode"
        }
    }
}

/// The settings before raw mode; global because signal handlers cannot capture context.
/// Written before the handlers are installed, only read afterwards. On the heap: Swift 6.3
/// gives a global `termios` 57 bytes of storage but copies 60 into it (AddressSanitizer's
/// global-buffer-overflow).
nonisolated(unsafe) private let savedSettings = UnsafeMutablePointer<termios>.allocate(capacity: 1)

/// Restores the saved settings and leaves the alternate screen; async-signal-safe.
private func restoreTerminal() {
    tcsetattr(STDIN_FILENO, TCSAFLUSH, savedSettings)
    RawTerminal.write(RawTerminal.leave)
}

/// Writes bytes to standard error; async-signal-safe.
private func writeStandardError(_ bytes: UnsafeRawPointer?, _ count: Int) {
    _ = write(STDERR_FILENO, bytes, count)
}

/// A signal handler: restores the terminal, then delivers the signal again with its default action.
private func restoreAndResignal(_ number: Int32) {
    restoreTerminal()
    signal(number, SIG_DFL)
    raise(number)
}
