import NumberEntry
import Testing

@testable import number_entry

/// The interactive demo's arrow keys, undo and redo.
@Suite struct DemoEditingTests {
    @Test func arrowsStepAndControlKeysUndoAndRedo() throws {
        var session = try DemoSession(locale: "de_DE", policy: NumberPolicy())
        for key in ["1", "2", ",", "5"] { _ = session.handle(.text(key)) }
        #expect(session.handle(.up) == .next)
        #expect(session.field.text == "13,5")
        _ = session.handle(.down)
        _ = session.handle(.down)
        #expect(session.field.text == "11,5")
        _ = session.handle(.undo)
        #expect(session.field.text == "12,5")
        _ = session.handle(.redo)
        #expect(session.field.text == "11,5")
        #expect(session.screen.contains("Up/Down: step   Ctrl-Z/Ctrl-Y: undo/redo"))
    }

    @Test func aStepBeyondTheLimitsShowsTheRejection() throws {
        var session = try DemoSession(locale: "en_US", policy: NumberPolicy(maxIntegerDigits: 1))
        _ = session.handle(.text("9"))
        _ = session.handle(.up)
        #expect(session.field.text == "9")
        #expect(session.message == "rejected: too many integer digits")
    }
}
