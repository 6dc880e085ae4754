import NumberEntry

/// Random edits of every kind, with texts full of what notation and JSON must carry through:
/// braces, marks, colons, commas, quotes, backslashes, combining marks, surrogate pairs, and
/// offsets from `Int.min` to `Int.max`.
struct RandomEdits {
    var random: SeededGenerator

    mutating func next() -> Edit {
        switch Int.random(in: 0..<17, using: &random) {
        case 0, 1: return .insert(text())
        case 2: return .replace(from: offset(), to: offset(), with: text())
        case 3: return .select(from: offset(), to: offset())
        case 4, 5:
            let text = text()
            return .change(text, selection: selection(in: text))
        case 6: return .deleteBackward
        case 7: return .deleteForward
        case 8: return .moveLeft
        case 9: return .moveRight
        case 10: return .moveToStart
        case 11: return .moveToEnd
        case 12: return .finalize
        case 13: return .undo
        case 14: return .redo
        case 15: return .stepUp
        default: return .stepDown
        }
    }

    private static let pieces = [
        "1", "2", "0", ",", ".", "-", "{", "}", "|", "[", "]", ":", "\"", "\\", " ", "\u{301}", "🙂", "\u{200E}",
        "٣", "\u{00A0}", "{bs}", "{change:", "{select:1,2}", "a", "\n",
    ]

    private mutating func text() -> String {
        (0..<Int.random(in: 0...6, using: &random)).map { _ in Self.pieces.randomElement(using: &random)! }.joined()
    }

    private mutating func offset() -> Int {
        switch Int.random(in: 0..<8, using: &random) {
        case 0: [Int.min, Int.max, -1, Int.min + 1].randomElement(using: &random)!
        default: Int.random(in: -2...12, using: &random)
        }
    }

    /// None, or a range in or around the text (possibly inside a surrogate pair).
    private mutating func selection(in text: String) -> Range<Int>? {
        guard Bool.random(using: &random) else { return nil }
        let length = text.utf16.count
        let ends = [
            Int.random(in: -1...(length + 1), using: &random), Int.random(in: -1...(length + 1), using: &random),
        ]
        return ends.min()!..<ends.max()!
    }
}
