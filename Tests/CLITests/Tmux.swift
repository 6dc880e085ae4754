import Foundation
import Testing

/// A tmux server of its own running one command in a detached session.
///
/// tmux is started with `posix_spawn` and default signal handling: test threads block signals,
/// which children would inherit, and a tmux server started through Foundation's `Process` on
/// Linux dies at once.
struct Tmux {
    /// Whether tmux can be run here.
    static let isAvailable = ProcessInfo.processInfo.environment["PATH", default: "/usr/bin:/bin"]
        .split(separator: ":").contains { FileManager.default.isExecutableFile(atPath: "\($0)/tmux") }

    /// The server's socket, in the temporary directory.
    private let socket = FileManager.default.temporaryDirectory.appendingPathComponent(
        "number-entry-tmux-\(UUID().uuidString)"
    ).path

    /// Starts `command` (a shell command line) on an 80x24 screen.
    init(_ command: String) throws {
        try run(["-f", "/dev/null", "new-session", "-d", "-x", "80", "-y", "24", command])
    }

    /// Stops the server and everything it runs.
    func kill() {
        try? run(["kill-server"])
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
        try run(["capture-pane", "-p", "-t", "0"], output: file.path)
        return try String(contentsOf: file, encoding: .utf8)
    }

    /// Runs tmux on this server with a UTF-8 locale and waits for it.
    private func run(_ arguments: [String], output: String = "/dev/null") throws {
        var environment = ProcessInfo.processInfo.environment
        environment["TMUX"] = nil
        environment["LC_ALL"] = nil
        environment["LANG"] = "C.UTF-8"
        let argv = (["tmux", "-u", "-S", socket] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0)=\($1)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        var allSignals = sigset_t()
        sigemptyset(&noSignals)
        sigfillset(&allSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var pid: pid_t = 0
        let error = posix_spawnp(&pid, "tmux", &actions, &attributes, argv, envp)
        try #require(error == 0, "cannot start tmux: \(String(cString: strerror(error)))")
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
    }
}
