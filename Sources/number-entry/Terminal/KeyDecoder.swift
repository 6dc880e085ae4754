/// Turns the bytes a terminal sends into keys: UTF-8 characters, control keys, `CSI`/`SS3`
/// escape sequences and bracketed pastes. Bytes may arrive split anywhere.
struct KeyDecoder {
    private var pending: [UInt8] = []
    private var pasting = false
    /// Bytes at the start of the pending paste already known not to begin its end marker.
    private var pasteScanned = 0

    /// Whether the pending bytes are an unfinished escape sequence: a lone Esc when nothing
    /// follows soon.
    private(set) var awaitsEscape = false

    private static let escape: UInt8 = 0x1B
    private static let pasteEnd: [UInt8] = Array("\u{1B}[201~".utf8)

    /// Adds bytes and returns the keys they complete.
    mutating func feed(_ bytes: some Sequence<UInt8>) -> [TerminalKey] {
        pending.append(contentsOf: bytes)
        var keys: [TerminalKey] = []
        var index = 0
        while index < pending.count {
            guard let (key, length) = next(at: index) else { break }
            if let key { keys.append(key) }
            index += length
        }
        pending.removeFirst(index)
        awaitsEscape = !pasting && pending.first == Self.escape
        return keys
    }

    /// Ends an unfinished escape sequence as a lone Esc.
    mutating func flushEscape() -> [TerminalKey] {
        guard awaitsEscape else { return [] }
        pending.removeAll()
        awaitsEscape = false
        return [.escape]
    }

    /// The key at `index` (`nil` for ignored bytes) and its length; `nil` when incomplete.
    private mutating func next(at index: Int) -> (TerminalKey?, Int)? {
        if pasting { return pasteContent(at: index) }
        let byte = pending[index]
        switch byte {
        case Self.escape: return escapeSequence(at: index)
        case 0x0D, 0x0A: return (.enter, 1)
        case 0x09: return (.tab, 1)
        case 0x7F, 0x08: return (.backspace, 1)
        case 0x03: return (.interrupt, 1)
        case 0x1A: return (.undo, 1)
        case 0x19: return (.redo, 1)
        case ..<0x20: return (nil, 1)
        default: break
        }
        return character(at: index)
    }

    /// The UTF-8 character at `index`; an invalid byte is dropped alone, so that a stray lead
    /// byte never takes the keys after it.
    private func character(at index: Int) -> (TerminalKey?, Int)? {
        let length =
            switch pending[index] {
            case 0x00...0x7F: 1
            case 0xC2...0xDF: 2
            case 0xE0...0xEF: 3
            case 0xF0...0xF4: 4
            default: 0
            }
        guard length > 0 else { return (nil, 1) }
        let available = pending[(index + 1)..<min(index + length, pending.count)]
        guard available.allSatisfy({ $0 & 0xC0 == 0x80 }) else { return (nil, 1) }
        guard available.count == length - 1 else { return nil }
        let bytes = pending[index..<(index + length)]
        // A lossy decode that gives the bytes back is valid (`String(validating:as:)` needs macOS 15).
        let text = String(decoding: bytes, as: UTF8.self)
        guard text.utf8.elementsEqual(bytes) else { return (nil, 1) }
        return (.text(text), length)
    }

    /// The paste up to its end marker.
    private mutating func pasteContent(at index: Int) -> (TerminalKey?, Int)? {
        let end = Self.pasteEnd
        let last = pending.count - end.count
        guard index + pasteScanned <= last else { return nil }
        for start in (index + pasteScanned)...last where pending[start..<(start + end.count)].elementsEqual(end) {
            pasting = false
            pasteScanned = 0
            return (.paste(String(decoding: pending[index..<start], as: UTF8.self)), start - index + end.count)
        }
        pasteScanned = last + 1 - index
        return nil
    }

    /// A `CSI` or `SS3` sequence, or a lone Esc followed by another key.
    private mutating func escapeSequence(at index: Int) -> (TerminalKey?, Int)? {
        guard index + 1 < pending.count else { return nil }
        switch pending[index + 1] {
        case UInt8(ascii: "["):
            var end = index + 2
            while end < pending.count, (0x20...0x3F).contains(pending[end]) { end += 1 }
            guard end < pending.count else { return nil }
            let parameters = String(decoding: pending[(index + 2)..<end], as: UTF8.self)
            if pending[end] == UInt8(ascii: "~") && parameters == "200" {
                pasting = true
                return (nil, end - index + 1)
            }
            return (Self.key(final: pending[end], parameters: parameters), end - index + 1)
        case UInt8(ascii: "O"):
            guard index + 2 < pending.count else { return nil }
            return (Self.key(final: pending[index + 2], parameters: ""), 3)
        default:
            return (.escape, 1)
        }
    }

    /// The editing key an escape sequence stands for; `nil` for keys the field ignores.
    private static func key(final: UInt8, parameters: String) -> TerminalKey? {
        switch Unicode.Scalar(final) {
        case "A": return .up
        case "B": return .down
        case "D": return .left
        case "C": return .right
        case "H": return .home
        case "F": return .end
        case "~":
            switch parameters.split(separator: ";").first {
            case "3": return .delete
            case "1", "7": return .home
            case "4", "8": return .end
            default: return nil
            }
        default: return nil
        }
    }
}
