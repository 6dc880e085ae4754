import NumberEntry
import _NumberEntryCases

extension DemoSession {
    /// The lines the terminal shows: the locale, the field with its caret, its code points when
    /// it holds invisible characters, the exact value, the last rejection and the keys.
    var screen: [String] {
        let marked = MarkedText.render(field.text, selection: field.selection)
        let escaped = Printable.escaped(marked)
        return [
            "number-entry demo: \(localeIdentifier) (\(field.locale.numberingSystem) digits)",
            "",
            "  field: \(marked)",
            escaped == marked ? "" : "  code points: \(escaped)",
            "  value: \(field.value?.description ?? "none")",
            "  \(message ?? "")",
            "",
            "Tab: next locale (\(locales.joined(separator: " ")))",
            "Up/Down: step   Ctrl-Z/Ctrl-Y: undo/redo",
            "Enter: finalize and print   Esc: quit",
        ]
    }
}
