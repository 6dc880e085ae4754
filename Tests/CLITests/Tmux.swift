import Foundation
import Testing

/// A tmux server of its own running one command in a detached session.
///
/// tmux runs through Foundation's `Process`, the same code on Linux and Darwin. The server runs
/// in the foreground (`-D`) as a child of the test: a server that a client forks into the
/// background keeps Foundation from seeing the client exit, so `waitUntilExit` never returns.
/// The server starts through Perl (on every Linux and macOS) with no signal blocked and default
/// signal handling: test threads block signals and Foundation ignores `SIGPIPE`, children
/// inherit both, and a server that never sees `SIGCHLD`, or a demo that never sees `SIGINT`,
/// hangs the test.
struct Tmux {
    /// Whether tmux can be run here.
    static let isAvailable = ProcessInfo.processInfo.environment["PATH", default: "/usr/bin:/bin"]
        .split(separator: ":").contains { FileManager.default.isExecutableFile(atPath: "\($0)/tmux") }

    /// The server's socket, in the temporary directory.
    private let socket: String

    /// The server process.
    private let server: Process

    /// Starts `command` (a shell command line) on an 80x24 screen.
    init(_ command: String) throws {
        let socket = FileManager.default.temporaryDirectory.appendingPathComponent(
            "number-entry-tmux-\(UUID().uuidString)"
        ).path
        self.socket = socket
        server = try Self.process(["-u", "-S", socket, "-D", "-f", "/dev/null"], output: nil)
        server.arguments = ["perl", "-MPOSIX", "-e", Self.defaultSignals] + (server.arguments ?? [])
        try server.run()
        for _ in 0..<100 where !FileManager.default.fileExists(atPath: socket) {
            Thread.sleep(forTimeInterval: 0.05)
        }
        try run(["new-session", "-d", "-x", "80", "-y", "24", command])
    }

    /// Perl that unblocks every signal, restores the default handling of those a test process may
    /// block or ignore, and runs its arguments.
    private static let defaultSignals = """
        sigprocmask(SIG_SETMASK, POSIX::SigSet->new) or die "sigprocmask: $!";
        $SIG{$_} = "DEFAULT" for qw(HUP INT QUIT PIPE TERM CHLD TSTP TTIN TTOU WINCH USR1 USR2);
        exec { $ARGV[0] } @ARGV or die "exec: $!";
        """

    /// Stops the server and everything it runs.
    func kill() {
        try? run(["kill-server"])
        if server.isRunning { server.terminate() }
        server.waitUntilExit()
        try? FileManager.default.removeItem(atPath: socket)
    }

    /// Sends tmux key names (`Left`, `BSpace`, `Enter`, `C-c`).
    func send(_ keys: [String]) throws {
        try run(["send-keys", "-t", "0"] + keys)
    }

    /// Pastes `text` the way a terminal does with bracketed paste on.
    func paste(_ text: String) throws {
        try run(["set-buffer", "--", text])
        try run(["paste-buffer", "-p", "-t", "0"])
    }

    /// The screen once it contains `expected`, polling for up to five seconds; the last screen otherwise.
    func screen(containing expected: String) throws -> String {
        var screen = ""
        for _ in 0..<100 {
            screen = try capture()
            if screen.contains(expected) { break }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return screen
    }

    private func capture() throws -> String {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "number-entry-screen-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: file) }
        try run(["capture-pane", "-p", "-t", "0"], output: file)
        return try String(contentsOf: file, encoding: .utf8)
    }

    /// Runs a tmux client of this server and waits for it.
    private func run(_ arguments: [String], output: URL? = nil) throws {
        let process = try Self.process(["-u", "-S", socket] + arguments, output: output)
        try process.run()
        process.waitUntilExit()
    }

    /// tmux with `arguments` and a UTF-8 locale, its output to the file `output` (or nowhere).
    private static func process(_ arguments: [String], output: URL?) throws -> Process {
        var environment = ProcessInfo.processInfo.environment
        environment["TMUX"] = nil
        environment["LC_ALL"] = nil
        environment["LANG"] = "C.UTF-8"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["tmux"] + arguments
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        if let output {
            try Data().write(to: output)
            process.standardOutput = try FileHandle(forWritingTo: output)
        } else {
            process.standardOutput = FileHandle.nullDevice
        }
        process.standardError = FileHandle.nullDevice
        return process
    }
}
