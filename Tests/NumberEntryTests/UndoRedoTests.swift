import NumberEntry
import Testing
import _NumberEntryCases

/// Undo and redo (Behaviour §12, Docs/Behaviour.md "Undo and redo"): coalescing, what ends a step,
/// the bound, and what the spec leaves to us.
@Suite("Undo and redo")
struct UndoRedoTests {
    /// A start state, keys in case notation, and the state the field must show after them.
    struct Row: Sendable, CustomTestStringConvertible {
        var start: String
        var keys: [String]
        var expected: String
        var testDescription: String { "\(start) \(keys.joined(separator: " ")) → \(expected)" }
    }

    static let rows: [Row] = [
        // Typed keys at the caret join; a decimal key inserting a separator is a typed key.
        Row(start: "|", keys: ["1", "2", ".", "5", "{undo}"], expected: "|"),
        // A run of Backspaces that removes the sign at the end is still one step.
        Row(start: "-12|", keys: ["{bs}", "{bs}", "{bs}", "{undo}"], expected: "-12|"),
        // A Backspace range (what UIKit sends) joins Backspaces: the edit's effect decides.
        Row(start: "1,234|", keys: ["{bs}", "{replace:2,3:}", "{undo}"], expected: "1,234|"),
        // A decimal key that only moves the caret ends the step, like a caret move.
        Row(start: "12|.5", keys: ["3", ".", "{left}", "{right}", "4", "{undo}"], expected: "123.|5"),
        Row(start: "12|.5", keys: ["3", ".", "4", "{undo}", "{undo}"], expected: "12|.5"),
        // An edit away from the caret is a step of its own.
        Row(start: "12|", keys: ["3", "{replace:0,1:}", "{undo}"], expected: "123|"),
        // Removing a selection without typing is a step of its own; the next key starts another.
        Row(start: "1,234|", keys: ["{select:0,2}", "{bs}", "5", "{undo}"], expected: "|234"),
        // Undo after finalize: the state before the last step; redo: the state it left, unfinalized.
        Row(start: "|", keys: ["1", "2", ".", "{blur}", "{undo}", "{redo}"], expected: "12.|"),
        // Undo and redo end a step: keys typed after an undo start a new one.
        Row(start: "|", keys: ["1", "{undo}", "2", "3", "{undo}"], expected: "|"),
        // A whole-text change that types one character at the caret joins typed keys.
        Row(start: "|", keys: ["1", "{change:12|}", "3", "{undo}"], expected: "|"),
        // A change the host writes back changes nothing and ends nothing.
        Row(start: "|", keys: ["1", "2", "{change:12}", "3", "{undo}"], expected: "|"),
        // Steps are steps of their own.
        Row(start: "5|", keys: ["{up}", "{down}", "{down}", "{undo}", "{undo}"], expected: "6|"),
        // Several undos, then redos, in order.
        Row(start: "|", keys: ["1", "-", "2", "{undo}", "{undo}", "{undo}", "{redo}", "{redo}"], expected: "-1|"),
    ]

    @Test("Rows", arguments: rows)
    func row(_ row: Row) throws {
        let keys = try row.keys.map(Edit.init(notation:))
        let (final, _) = CaseRunner.play(keys, on: try field("en_US", row.start))
        #expect(final.marked == row.expected)
    }

    @Test("The history keeps 100 steps by default, the oldest going first")
    func defaultBound() throws {
        var field = try field("en_US")
        #expect(field.undoLimit == NumberField.defaultUndoLimit && field.undoLimit == 100)
        for _ in 0..<101 {
            try field.insert("-")  // a sign change: one step each
        }
        var undos = 0
        while field.canUndo {
            try field.apply(.undo)
            undos += 1
        }
        #expect(undos == 100)
        #expect(field.marked == "-|")  // the first toggle fell out of the history
    }

    @Test("The bound is configurable; 0 keeps no history, a negative bound counts as 0")
    func configurableBound() throws {
        var field = try field("en_US")
        field.undoLimit = 2
        for key in ["1", "-", "-", "-"] { try field.insert(key) }
        try field.apply(.undo)
        try field.apply(.undo)
        #expect(field.marked == "-1|" && !field.canUndo)
        field.undoLimit = -5
        #expect(field.undoLimit == 0 && !field.canRedo)
        try field.insert("2")
        #expect(!field.canUndo)
        #expect(try field.apply(.undo) == EditOutcome(textChanged: false, selectionChanged: false))
    }

    @Test("Undo and redo report what they changed; rejected edits leave the history alone")
    func outcomes() throws {
        var field = try field("en_US", "1,234|", policy: NumberPolicy(maxIntegerDigits: 4))
        #expect(throws: EditRejection.tooManyIntegerDigits) { try field.insert("5") }
        #expect(!field.canUndo)
        #expect(
            try field.apply(.insert("-")) == EditOutcome(textChanged: true, selectionChanged: true, signChanged: true))
        #expect(field.canUndo && !field.canRedo)
        #expect(try field.apply(.undo) == EditOutcome(textChanged: true, selectionChanged: true, signChanged: true))
        #expect(field.marked == "1,234|" && field.canRedo)
        #expect(try field.apply(.redo).textChanged)
        #expect(field.marked == "-1,234|")
    }

    @Test("A sign key where the host draws the affixes changes only the sign: reported and undoable")
    func signOutsideTheText() throws {
        var policy = NumberPolicy()
        policy.format = .currency(code: "USD")
        policy.showsAffixes = false
        var field = try NumberField(localeIdentifier: "en_US", policy: policy)
        for key in ["1", "2"] { try field.insert(key) }
        try field.apply(.moveLeft)
        #expect(
            try field.apply(.insert("-")) == EditOutcome(textChanged: false, selectionChanged: false, signChanged: true)
        )
        #expect((field.text, field.prefix, field.isNegative) == ("12", "-$", true))
        #expect(try field.apply(.undo) == EditOutcome(textChanged: false, selectionChanged: false, signChanged: true))
        #expect((field.text, field.prefix, field.isNegative) == ("12", "$", false))
        try field.apply(.undo)
        #expect(field.text.isEmpty && !field.canUndo)
        try field.apply(.redo)
        try field.apply(.redo)
        #expect((field.text, field.prefix, field.selection) == ("12", "-$", 1..<1))
    }

    @Test("Fields with different histories but the same state are equal")
    func equalityIgnoresHistory() throws {
        var typed = try field("en_US")
        try typed.insert("7")
        let started = try field("en_US", "7|")
        #expect(typed == started && typed.hashValue == started.hashValue)
        #expect(typed.canUndo && !started.canUndo)
    }
}
