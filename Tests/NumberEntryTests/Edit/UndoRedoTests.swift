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

    /// Behaviour v5 in affixed fields: an edit whose range is not the caret (a raw range, a
    /// whole-text change's edit) is a step of its own even when it acts at the caret, one
    /// at the caret joins the typed keys; a change keeping what stands around the selection
    /// replaces the selection, before any split at a reported caret (§11.1); a sign change
    /// the text does not show is recorded, in cents mode too.
    static let v5Cases = #"""
        {"id": "en_US/undo-v5-raw-digit-after-suffix", "locale": "en_US", "policy": {"format": "percent"}, "keys": ["1", "{replace:2,2:5}", "{undo}"], "expect": "1|%", "value": "1"}
        {"id": "en_US/undo-v5-raw-digit-after-suffix-redo", "locale": "en_US", "policy": {"format": "percent"}, "keys": ["1", "{replace:2,2:5}", "6", "{undo}", "{undo}", "{redo}"], "expect": "15|%", "value": "15"}
        {"id": "en_US/undo-v5-raw-digit-at-caret-joins", "locale": "en_US", "policy": {"format": "percent"}, "keys": ["1", "{replace:1,1:2}", "{undo}"], "expect": "|", "value": null}
        {"id": "de_DE/undo-v5-raw-digit-after-suffix", "locale": "de_DE", "policy": {"format": "currency/EUR"}, "keys": ["1", "2", "{replace:4,4:3}", "{undo}"], "expect": "12|\u00a0\u20ac", "value": "12"}
        {"id": "en_US/undo-v5-change-after-suffix", "locale": "en_US", "policy": {"format": "percent"}, "keys": ["5", "{change:5%5}", "{undo}"], "expect": "5|%", "value": "5"}
        {"id": "en_US/undo-v5-cents-raw-range-away", "locale": "en_US", "policy": {"format": "currency/USD", "entry": "cents"}, "keys": ["1", "2", "{replace:0,0:3}", "{undo}"], "expect": "$0.12|", "value": "0.12"}
        {"id": "en_US/change-v5-selection-first", "locale": "en_US", "policy": {"format": "currency/USD"}, "start": "[$1]2", "keys": ["{change:$|2}"], "expect": "[$1]2", "value": "12"}
        {"id": "en_US/undo-v5-hidden-sign-cents", "locale": "en_US", "policy": {"format": "currency/USD", "showsAffixes": false, "entry": "cents"}, "keys": ["5", "-", "{undo}"], "expect": "0.05|", "value": "0.05"}
        {"id": "en_US/undo-v5-hidden-sign-redo", "locale": "en_US", "policy": {"format": "currency/USD", "showsAffixes": false}, "keys": ["5", "-", "-", "{undo}", "{undo}", "{redo}"], "expect": "5|", "value": "-5"}
        """#

    @Test("Behaviour v5 cases", arguments: (try? CaseFile.parse(v5Cases, path: "UndoRedoTests")) ?? [])
    func v5Case(_ testCase: KeystrokeCase) {
        let outcome = CaseRunner.run(testCase, locales: ICU72.locale)
        #expect(outcome.passed, "\(testCase.id): \(outcome.failures.joined(separator: "; "))")
    }

    @Test("The v5 table parses")
    func v5Parses() throws {
        #expect(try CaseFile.parse(Self.v5Cases).count == 9)
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
