/// Text with its selection marked: `|` for a caret, `[` and `]` around a selection
/// (neither occurs in numbers). Offsets are UTF-16. The case files' start and expected states
/// and the `{change:TEXT}` notation of `Edit` are written so.
package enum MarkedText {
    /// Splits marked text into the text and its selection; `nil` without exactly one marking.
    package static func parse(_ marked: String) -> (text: String, selection: Range<Int>)? {
        var text = String.UnicodeScalarView()
        var offset = 0
        var caret: Int?
        var open: Int?
        var close: Int?
        for scalar in marked.unicodeScalars {
            switch scalar {
            case "|":
                guard caret == nil, open == nil else { return nil }
                caret = offset
            case "[":
                guard open == nil, caret == nil else { return nil }
                open = offset
            case "]":
                guard let open, close == nil, caret == nil, offset >= open else { return nil }
                close = offset
            default:
                text.append(scalar)
                offset += scalar.value > 0xFFFF ? 2 : 1
            }
        }
        if let caret { return (String(text), caret..<caret) }
        if let open, let close { return (String(text), open..<close) }
        return nil
    }

    /// The text with the selection marked.
    package static func render(_ text: String, selection: Range<Int>) -> String {
        var units = Array(text.utf16)
        guard selection.lowerBound >= 0, selection.upperBound <= units.count else {
            return text + " (selection \(selection) out of bounds)"
        }
        if selection.isEmpty {
            units.insert(UInt16(ascii: "|"), at: selection.lowerBound)
        } else {
            units.insert(UInt16(ascii: "]"), at: selection.upperBound)
            units.insert(UInt16(ascii: "["), at: selection.lowerBound)
        }
        return String(decoding: units, as: UTF16.self)
    }

    /// Whether `render(text, selection:)` reads back as `text` and `selection`: the text holds
    /// no mark, and the selection lies in it without splitting a surrogate pair.
    package static func canRender(_ text: String, selection: Range<Int>) -> Bool {
        guard !containsMarks(text) else { return false }
        let units = text.utf16
        guard selection.lowerBound >= 0, selection.upperBound <= units.count else { return false }
        for bound in [selection.lowerBound, selection.upperBound] where bound < units.count {
            if UTF16.isTrailSurrogate(units[units.index(units.startIndex, offsetBy: bound)]) { return false }
        }
        return true
    }

    /// Whether `text` holds `|`, `[` or `]`.
    package static func containsMarks(_ text: String) -> Bool {
        text.unicodeScalars.contains { $0 == "|" || $0 == "[" || $0 == "]" }
    }
}

extension UInt16 {
    fileprivate init(ascii: Unicode.Scalar) { self = UInt16(ascii.value) }
}
