import NumberEntry
import Testing

/// Strange text typed or pasted (Behaviour §9): emoji, combining marks, RTL text, NUL and lone
/// format characters get their typed rejection and leave the field as it was. The bidi controls
/// U+202A-U+202E and U+2066-U+2069 are ignorable (§3): alone they change nothing, around digits
/// they are dropped, and in the rejections they only surround what is refused.
@Suite("Strange text (Behaviour §9): typed rejection, field unchanged")
struct StrangeTextTests {
    /// One scalar (after dropping ignorables) is a key, several are a paste (Behaviour §3, §4).
    static let rejections: [(text: String, reason: EditRejection)] = [
        ("🙂", .invalidCharacter), ("👍🏽", .invalidPaste), ("👨‍👩‍👧", .invalidPaste), ("🇩🇪", .invalidPaste),
        ("1🙂", .invalidPaste), ("\u{301}", .invalidCharacter), ("5\u{301}", .invalidPaste),
        ("\u{0663}\u{0651}", .invalidPaste), ("\u{301}\u{301}\u{301}", .invalidPaste), ("مرحبا", .invalidPaste),
        ("ש", .invalidCharacter), ("\u{202E}12a", .invalidPaste), ("\u{2067}١٢٣x\u{2069}", .invalidPaste),
        ("\u{0}", .invalidCharacter), ("1\u{0}2", .invalidPaste), ("\u{0}\u{0}", .invalidPaste),
        ("\u{200E}\u{0}\u{200F}", .invalidCharacter), ("\u{2066}\u{0}", .invalidCharacter),
        ("\u{202E}\u{2028}", .invalidCharacter), ("\u{2069}\u{2029}\u{2066}", .invalidCharacter),
        ("\u{00AD}", .invalidCharacter), ("\u{200D}", .invalidCharacter), ("\u{180E}", .invalidCharacter),
        ("\u{200E}\u{2066}\u{2060}x", .invalidCharacter), ("\u{FFFF}", .invalidCharacter),
        ("\u{E000}", .invalidCharacter), ("\u{10FFFF}", .invalidCharacter),
    ]

    /// Start states in LTR and RTL locales, empty, negative, with a caret inside and a selection.
    static let starts: [(locale: String, marked: String)] = [
        ("en_US", "|"), ("en_US", "1|2"), ("en_US", "-[1,2]34"), ("ar_EG", "\u{061C}-١|٢"), ("he_IL", "\u{200E}-|12"),
        ("ff_Adlm", "\u{1E951}|\u{1E952}"),
    ]

    @Test("Typed rejections", arguments: 0..<starts.count)
    func rejected(_ index: Int) throws {
        let (locale, marked) = Self.starts[index]
        let start = try field(locale, marked)
        for (text, reason) in Self.rejections {
            var edited = start
            #expect(throws: reason, "\(Printable.escaped(text))") { try edited.insert(text) }
            #expect(edited == start)
            let end = start.text.utf16.count
            #expect(throws: reason, "\(Printable.escaped(text)) over the whole text") {
                try edited.replace(from: 0, to: end, with: text)
            }
            #expect(edited == start)
        }
    }

    /// The locales and formats the bidi-control test loads, for the snapshot (`ICU72.requests`).
    static let loads: [(String, NumberFormat)] = ["en_US", "ar_EG", "fa_IR"].map { ($0, .plain) }

    static let bidiControls: [Unicode.Scalar] = [
        "\u{202A}", "\u{202B}", "\u{202C}", "\u{202D}", "\u{202E}", "\u{2066}", "\u{2067}", "\u{2068}", "\u{2069}",
    ]

    @Test("Bidi embedding, override and isolate controls are ignorable (§3)", arguments: ["en_US", "ar_EG", "fa_IR"])
    func bidiControls(_ locale: String) throws {
        for control in Self.bidiControls {
            var typed = try ICU72.field(locale, "|")
            try typed.insert(String(control))
            #expect(typed.isEmpty, "\(control) alone changes nothing")
            try typed.insert(String(control) + "7" + String(control))
            #expect(typed.value == 7, "\(locale) U+\(String(control.value, radix: 16))")
            var pasted = try ICU72.field(locale, "|")
            try pasted.insert("\u{2067}" + String(control) + "1234" + String(control) + ".5\u{2069}")
            #expect(pasted.value == ExactDecimal("1234.5"), "\(locale) U+\(String(control.value, radix: 16))")
        }
        let parser = try NumberParser(locale: ICU72.locale("en_US"))
        #expect(try parser.parse("\u{2066}1,234.5\u{2069}", strictness: .lenient) == ExactDecimal("1234.5"))
    }
}
