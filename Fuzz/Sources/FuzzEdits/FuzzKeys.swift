import FuzzSupport
import _NumberEntryTestSupport

/// Reads the edits of a fuzz input, one command byte each (ASCII, so seeds stay readable):
///
/// | byte | edit |
/// |---|---|
/// | `0`-`9` `.` `,` `-` `+` space `'` | typed as itself |
/// | `b` `d` `l` `r` `h` `e` `f` | backspace, forward delete, left, right, home, end, finalize |
/// | `s` A B | select from offset A to offset B |
/// | `x` A B S | replace offsets A to B with string S |
/// | `p` S | insert string S at the selection |
/// | `u` XYZ | insert the Unicode scalar XYZ (24 bits, modulo U+110000) |
/// | `n` K | insert one of the locale's own symbols or a formatted value |
/// | `L` N C | insert character C repeated (N + 1) * 4 times |
/// | `c` A B S K | whole-text change: the text with offsets A to B replaced by S; K picks the reported selection |
/// | `C` S K | whole-text change to the string S |
/// | `z` `y` `U` `D` | undo, redo, step up, step down |
/// | anything else | insert an entry of `FuzzAlphabet` |
///
/// An offset byte below 0xF8 is an offset from -1 to three past the end of the text; 0xF8 and
/// above are extremes (`Int.min`, `Int.max`, ...). A string is a length byte (modulo 32), then
/// per character a byte: ASCII below 0x80, 0xFE a locale symbol, 0xFF a scalar, else an
/// alphabet entry. A reported selection byte K is none (K % 3 == 0), the caret after the
/// replacement (1), or offsets A and B of the new text (2, possibly out of bounds).
struct FuzzKeys {
    var bytes: FuzzBytes
    let locale: NumberLocale

    private static let extremeOffsets = [Int.min, Int.max, -1, Int.min + 1, Int.max - 1, 1 << 32, -(1 << 32), 65536]

    /// The next edit for a field showing `text`.
    mutating func next(text: String) -> Edit {
        let textLength = text.utf16.count
        let command = bytes.next()
        switch Unicode.Scalar(command) {
        case "0"..."9", ".", ",", "-", "+", " ", "'": return .insert(String(Unicode.Scalar(command)))
        case "b": return .deleteBackward
        case "d": return .deleteForward
        case "l": return .moveLeft
        case "r": return .moveRight
        case "h": return .moveToStart
        case "e": return .moveToEnd
        case "f": return .finalize
        case "s": return .select(from: offset(textLength), to: offset(textLength))
        case "x": return .replace(from: offset(textLength), to: offset(textLength), with: string())
        case "p": return .insert(string())
        case "u": return .insert(String(bytes.scalar()))
        case "n": return .insert(symbol(bytes.next()))
        case "L":
            let count = (Int(bytes.next()) + 1) * 4
            return .insert(String(repeating: character(bytes.next()), count: count))
        case "c": return change(of: text)
        case "C":
            let new = string()
            return .change(new, selection: reportedSelection(in: new, caret: new.utf16.count))
        case "z": return .undo
        case "y": return .redo
        case "U": return .stepUp
        case "D": return .stepDown
        default: return .insert(FuzzAlphabet.entry(command))
        }
    }

    /// The text a host would report after a raw edit of `text` (offsets clamped into the text;
    /// a split surrogate pair becomes U+FFFD, as a broken host would send it).
    private mutating func change(of text: String) -> Edit {
        let units = Array(text.utf16)
        let bounds = [offset(units.count), offset(units.count)].map { min(max($0, 0), units.count) }.sorted()
        let inserted = string()
        let new = String(decoding: units[..<bounds[0]] + Array(inserted.utf16) + units[bounds[1]...], as: UTF16.self)
        return .change(new, selection: reportedSelection(in: new, caret: bounds[0] + inserted.utf16.count))
    }

    private mutating func reportedSelection(in text: String, caret: Int) -> Range<Int>? {
        switch bytes.next() % 3 {
        case 0: return nil
        case 1: return min(caret, text.utf16.count)..<min(caret, text.utf16.count)
        default:
            let ends = [offset(text.utf16.count), offset(text.utf16.count)].sorted()
            return ends[0]..<ends[1]
        }
    }

    private mutating func offset(_ textLength: Int) -> Int {
        let byte = bytes.next()
        if byte >= 0xF8 { return Self.extremeOffsets[Int(byte - 0xF8)] }
        return Int(byte) % (textLength + 4) - 1
    }

    private mutating func string() -> String {
        var text = ""
        for _ in 0..<(bytes.next() % 32) { text += character(bytes.next()) }
        return text
    }

    private mutating func character(_ byte: UInt8) -> String {
        switch byte {
        case 0..<0x80: String(Unicode.Scalar(byte))
        case 0xFE: symbol(bytes.next())
        case 0xFF: String(bytes.scalar())
        default: FuzzAlphabet.entry(byte - 0x80)
        }
    }

    /// One of the locale's digits, separators or signs, or a value as the locale formats it.
    private func symbol(_ byte: UInt8) -> String {
        switch byte / 10 % 7 {
        case 0: String(locale.digits[Int(byte % 10)])
        case 1: String(locale.decimalSeparator)
        case 2: locale.groupingSeparator.map { String($0) } ?? " "
        case 3: locale.minusSign
        case 4: locale.negativePrefix
        case 5: locale.plusPrefix
        default: locale.text(of: ExactDecimal(Int(byte) * 1_234_567 - 99_999_999), minFractionDigits: Int(byte % 3))
        }
    }
}
