import Testing

@testable import NumberEntry
@testable import NumberEntryCore

/// A field's text held as UTF-8 bytes: inline up to its capacity, in an array beyond it, the
/// same bytes and the same `String` either way.
@Suite("Field text")
struct FieldTextTests {
    @Test("The bytes and the String of a text are the ones it was made of")
    func roundTrip() {
        for string in Self.texts {
            let text = FieldText(string)
            #expect(text.count == string.utf8.count && text.isEmpty == string.isEmpty, "\(string.utf8.count) bytes")
            #expect(text.withUnsafeBufferPointer(Array.init) == Array(string.utf8), "\(string.utf8.count) bytes")
            #expect(text.string == string && text.string.utf8.elementsEqual(string.utf8), "\(string.utf8.count) bytes")
        }
    }

    @Test("A text written in place holds the bytes written, inline or spilled")
    func writing() {
        for count in [0, 5, FieldText.inlineCapacity, FieldText.inlineCapacity + 1, 300] {
            let written = FieldText(count: count) { start in
                for index in 0..<count { start[index] = UInt8(ascii: "0") + UInt8(index % 10) }
            }
            let expected = String((0..<count).map { Character(String($0 % 10)) })
            #expect(written.string == expected && written == FieldText(expected), "\(count) bytes")
        }
    }

    @Test("Texts are equal, and hash alike, exactly when their bytes are")
    func equality() {
        for left in Self.texts {
            for right in Self.texts {
                let (a, b) = (FieldText(left), FieldText(right))
                #expect((a == b) == left.utf8.elementsEqual(right.utf8), "\(left.utf8.count), \(right.utf8.count)")
                if a == b { #expect(a.hashValue == b.hashValue) }
            }
        }
        // The same prefix, one byte apart in length on each side of the boundary.
        let capacity = FieldText.inlineCapacity
        #expect(
            FieldText(String(repeating: "7", count: capacity)) != FieldText(String(repeating: "7", count: capacity + 1))
        )
        #expect(
            FieldText(String(repeating: "7", count: capacity)) != FieldText(String(repeating: "7", count: capacity - 1))
        )
    }

    @Test("An amount of 12 integer and 2 fraction digits, signed, fits inline in every measured locale and format")
    func ordinaryAmountsInline() throws {
        var formats: [NumberFormat] = [
            .plain, .currency(code: "USD"), .currency(code: "EUR"), .currency(code: "EGP"), .percent,
        ]
        // Foundation's formatting has no unit skeletons: the unit's texts are the system ICU's alone.
        if LocaleDataSourceKind.current == .systemICU { formats.append(.measureUnit("speed-kilometer-per-hour")) }
        let value = ExactDecimal("-123456789012.34")!
        var longest = (bytes: 0, text: "")
        for identifier in ["en_US", "de_DE", "hi_IN", "ar_EG", "fa_IR", "ff_Adlm"] {
            for format in formats {
                let text = try NumberLocale.named(identifier, format: format).text(of: value, minFractionDigits: 2)
                if text.utf8.count > longest.bytes { longest = (text.utf8.count, text) }
            }
        }
        #expect(longest.bytes <= FieldText.inlineCapacity, "\(Printable.escaped(longest.text)): \(longest.bytes) bytes")
    }

    /// Texts of ASCII bytes and of two-, three- and four-byte characters (Arabic digits, the
    /// euro sign, Adlam digits), at and around the inline capacity.
    static var texts: [String] {
        let capacity = FieldText.inlineCapacity
        var texts = ["", "1", "-1.234,56\u{A0}€", "\u{200F}-\u{0661}\u{066C}\u{0662}\u{0663}\u{0664}", "𞥑𞥒⹁𞥓"]
        for count in [capacity - 1, capacity, capacity + 1, 10_000] {
            texts.append(String(repeating: "7", count: count))
        }
        // A four-byte character across the boundary, and one ending exactly at it.
        texts.append(String(repeating: "7", count: capacity - 1) + "𞥑")
        texts.append(String(repeating: "7", count: capacity - 4) + "𞥑")
        return texts
    }
}

extension FieldText {
    /// The bytes of `string`.
    init(_ string: String) {
        var string = string
        self = string.withUTF8 { bytes in
            FieldText(count: bytes.count) { start in
                guard let base = bytes.baseAddress else { return }
                start.initialize(from: base, count: bytes.count)
            }
        }
    }
}
