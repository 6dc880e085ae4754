import Foundation
import Testing

/// The interactive field, driven through tmux.
@Suite(.enabled(if: Tmux.isAvailable, "tmux is not installed; the interactive field is not tested"))
struct InteractiveTests {
    private var executable: String {
        get throws { try #require(CLI.executable, "number-entry is not built next to the test bundle").path }
    }

    @Test func typingEditingAndEnter() throws {
        let tmux = try Tmux("env -u LC_ALL -u LC_NUMERIC LANG=de_DE.UTF-8 '\(try executable)'; echo EXIT=$?; sleep 60")
        defer { tmux.kill() }
        #expect(try tmux.screen(containing: "field: |").contains("number-entry demo: de_DE (latn digits)"))
        try tmux.send(["1", "2", "3", "4", "5", ",", "6", "7", "8"])
        let typed = try tmux.screen(containing: "field: 12.345,67|")
        #expect(typed.contains("value: 12345.67"))
        #expect(typed.contains("rejected: too many fraction digits"))
        try tmux.send(["Left"])
        #expect(try tmux.screen(containing: "field: 12.345,6|7").contains("value: 12345.67"))
        try tmux.send(["BSpace"])
        let edited = try tmux.screen(containing: "field: 12.345,|7")
        #expect(edited.contains("value: 12345.7"))
        #expect(!edited.contains("rejected"))
        try tmux.send(["Enter"])
        #expect(try tmux.screen(containing: "EXIT=").contains("de_DE: 12.345,7\n12345.7\nEXIT=0"))
    }

    @Test func anUnsupportedEnvironmentLocaleFallsBackToEnglishWithANote() throws {
        let tmux = try Tmux("env LC_ALL=xx LANG=de_DE.UTF-8 '\(try executable)'; echo EXIT=$?; sleep 60")
        defer { tmux.kill() }
        #expect(try tmux.screen(containing: "field: |").contains("number-entry demo: en_US (latn digits)"))
        try tmux.send(["1", "2", "3", "4", "Enter"])
        let note = "number-entry: LC_ALL=xx is not a locale ICU has data for; using en_US"
        #expect(try tmux.screen(containing: "EXIT=").contains("\(note)\nen_US: 1,234\n1234\nEXIT=0"))
    }

    @Test func pasteTabAndCtrlCRestoreTheTerminal() throws {
        let command =
            "'\(try executable)' demo --locale de_DE --max-fraction-digits 3; echo EXIT=$?; stty -a; echo STTY-DONE; sleep 60"
        let tmux = try Tmux(command)
        defer { tmux.kill() }
        _ = try tmux.screen(containing: "field: |")
        try tmux.paste("-1.234,567")
        #expect(try tmux.screen(containing: "field: -1.234,567|").contains("value: -1234.567"))
        try tmux.send(["Left", "Tab"])
        let french = try tmux.screen(containing: "demo: fr_FR")
        #expect(french.contains("field: -1\u{202F}234,56|7"))
        #expect(french.contains("code points: -1U+202F234,56|7"))
        try tmux.send(["C-c"])
        let after = try tmux.screen(containing: "STTY-DONE")
        #expect(after.contains("EXIT=130"))
        #expect(Self.isCooked(after))
    }

    @Test func sigtermRestoresTheTerminal() throws {
        let pidFile = FileManager.default.temporaryDirectory.appendingPathComponent("number-entry-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: pidFile) }
        let script = "echo $$ > \(pidFile.path); exec \(try executable) demo --locale en_US"
        let tmux = try Tmux("sh -c '\(script)'; echo EXIT=$?; stty -a; echo STTY-DONE; sleep 60")
        defer { tmux.kill() }
        _ = try tmux.screen(containing: "field: |")
        try tmux.send(["7"])
        _ = try tmux.screen(containing: "field: 7|")
        let pid = try #require(
            pid_t(String(contentsOf: pidFile, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)))
        #expect(kill(pid, SIGTERM) == 0)
        let after = try tmux.screen(containing: "STTY-DONE")
        #expect(after.contains("EXIT=143"))
        #expect(Self.isCooked(after))
    }

    /// Whether `stty -a` output on `screen` shows the terminal back in canonical mode with echo.
    private static func isCooked(_ screen: String) -> Bool {
        Set(screen.split(whereSeparator: \.isWhitespace).map(String.init)).isSuperset(of: [
            "icanon", "echo", "isig", "icrnl",
        ])
    }
}
