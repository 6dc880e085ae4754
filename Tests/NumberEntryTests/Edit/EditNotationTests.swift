import NumberEntry
import Testing

/// `Edit`'s case-file notation (the DocC article KeystrokeCaseFiles, "Keys"): what each notation reads as, that every
/// edit's notation reads back as the edit, and the typed errors of malformed notation.
@Suite("Edit notation")
struct EditNotationTests {
    /// Notations in their written form, each with its edit.
    static let table: [(String, Edit)] = [
        ("5", .insert("5")), ("1234,5", .insert("1234,5")), ("", .insert("")), ("{", .insert("{")),
        ("}", .insert("}")), ("{1", .insert("{1")), ("1}", .insert("1}")), ("|", .insert("|")),
        ("{insert:{bs}}", .insert("{bs}")), ("{insert:{}}", .insert("{}")),
        ("{bs}", .deleteBackward), ("{del}", .deleteForward), ("{left}", .moveLeft), ("{right}", .moveRight),
        ("{home}", .moveToStart), ("{end}", .moveToEnd), ("{blur}", .finalize), ("{undo}", .undo),
        ("{redo}", .redo), ("{up}", .stepUp), ("{down}", .stepDown),
        ("{select:1,3}", .select(from: 1, to: 3)), ("{select:-1,9223372036854775807}", .select(from: -1, to: .max)),
        ("{select:3,1}", .select(from: 3, to: 1)),
        ("{replace:0,2:}", .replace(from: 0, to: 2, with: "")),
        ("{replace:0,0:{bs}}", .replace(from: 0, to: 0, with: "{bs}")),
        ("{replace:1,2:a:b}}", .replace(from: 1, to: 2, with: "a:b}")),
        ("{replace:0,0:\u{301}}", .replace(from: 0, to: 0, with: "\u{301}")),
        ("{change:1,234}", .change("1,234")), ("{change:}", .change("")),
        ("{change:1,2|34}", .change("1,234", selection: 3..<3)),
        ("{change:[1,234]}", .change("1,234", selection: 0..<5)),
        ("{change:|}", .change("", selection: 0..<0)), ("{change:1:2}", .change("1:2")),
        ("{change-verbatim::1|2}", .change("1|2")),
        ("{change-verbatim:1,1:[1]}", .change("[1]", selection: 1..<1)),
        ("{change-verbatim:-3,1:12}", .change("12", selection: -3..<1)),
        ("{change-verbatim:1,1:🙂}", .change("🙂", selection: 1..<1)),
    ]

    @Test("A notation reads as its edit and the edit writes it back", arguments: 0..<table.count)
    func row(_ index: Int) throws {
        let (notation, edit) = Self.table[index]
        #expect(try Edit(notation: notation) == edit)
        #expect(edit.notation == notation)
    }

    /// Readings the writer spells otherwise: the same edit, another notation.
    @Test(
        "Other spellings read as the same edit",
        arguments: [
            ("{change:[]}", Edit.change("", selection: 0..<0)), ("{select:+1,2}", .select(from: 1, to: 2)),
            ("{insert:5}", .insert("5")), ("{insert:}", .insert("")), ("{change-verbatim::12}", .change("12")),
            ("{change-verbatim:1,1:12}", .change("12", selection: 1..<1)),
        ])
    func otherSpelling(_ notation: String, _ edit: Edit) throws {
        #expect(try Edit(notation: notation) == edit)
        #expect(try Edit(notation: edit.notation) == edit)
    }

    @Test(
        "Braces naming no key are an unknown edit",
        arguments: [("{foo}", "foo"), ("{}", ""), ("{BS}", "BS"), ("{UP}", "UP"), ("{jump:1}", "jump"), ("{:}", "")])
    func unknown(_ notation: String, _ name: String) {
        #expect(throws: EditFormatError.unknownEdit(name)) { try Edit(notation: notation) }
    }

    @Test(
        "A key without what it takes is malformed",
        arguments: [
            "{select}", "{select:1}", "{select:1,2:3}", "{select:a,b}", "{select:99999999999999999999,1}",
            "{select: 1,2}", "{bs:1}", "{undo:1}", "{redo:x}", "{down:}", "{replace:0,1}", "{replace}",
            "{replace:0:x}", "{change}", "{change:1|2|3}", "{change:[1}", "{change:1]2[}", "{change:|[1]}",
            "{change-verbatim}", "{change-verbatim:12}", "{change-verbatim:2,1:x}", "{change-verbatim:1:x}",
            "{insert}",
        ])
    func malformed(_ notation: String) {
        #expect {
            try Edit(notation: notation)
        } throws: { error in
            guard case .malformed(let reason) = error as? EditFormatError else { return false }
            return !reason.isEmpty
        }
    }

    /// A host may report a selection outside its text or inside a surrogate pair (the fuzzer
    /// found that writing such a key down trapped); the notation keeps it, in numbers.
    @Test("A selection marks cannot show is written in numbers")
    func selectionInNumbers() throws {
        #expect(Edit.change("12", selection: -3..<1).notation == "{change-verbatim:-3,1:12}")
        #expect(Edit.change("12", selection: 2..<3).notation == "{change-verbatim:2,3:12}")
        #expect(Edit.change("a🙂", selection: 2..<2).notation == "{change-verbatim:2,2:a🙂}")
        #expect(Edit.change("a🙂", selection: 3..<3).notation == "{change:a🙂|}")
        #expect(MarkedText.render("12", selection: -1..<(-1)) == "12 (selection -1..<-1 out of bounds)")
    }

    @Test("Random edits read back from their notation")
    func randomRoundTrip() throws {
        var edits = RandomEdits(random: SeededGenerator(seed: 21))
        for _ in 0..<20_000 {
            let edit = edits.next()
            let notation = edit.notation
            #expect(try Edit(notation: notation) == edit, "\(Printable.escaped(notation))")
        }
    }
}
