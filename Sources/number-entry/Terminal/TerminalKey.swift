/// A key read from a terminal in raw mode.
enum TerminalKey: Equatable, Sendable {
    /// One typed character.
    case text(String)
    /// A bracketed paste: everything between `ESC[200~` and `ESC[201~`.
    case paste(String)
    case backspace, delete, left, right, home, end, tab, enter, escape, interrupt
    /// Arrow Up and Down: step the value.
    case up, down
    /// Ctrl-Z and Ctrl-Y.
    case undo, redo
}
