import NumberEntry
import Testing

/// Ranges a text view should never send (Behaviour §9): out of bounds, inverted, or splitting a
/// surrogate pair. Every edit entry point refuses them with `invalidRange` and changes nothing.
@Suite("Bad ranges (Behaviour §9): invalidRange, field unchanged")
struct BadRangeTests {
    /// Start states with Latin, Arabic (bidi-marked sign), Adlam and Chakma (two UTF-16 units
    /// per digit) text.
    static let starts: [(locale: String, marked: String)] = [
        ("en_US", "1,234|"), ("en_US", "|"), ("ar_EG", "\u{061C}-١٬٢٣٤|"), ("fa_IR", "\u{200E}\u{2212}[۱۲]"),
        ("ff_Adlm", "\u{1E951}\u{2E41}\u{1E952}\u{1E953}|\u{1E954}"), ("ccp", "-\u{11137}.|\u{11138}"),
    ]

    /// Out-of-bounds and inverted ranges for a text of `length` UTF-16 units.
    static func outOfBounds(length: Int) -> [(Int, Int)] {
        let inverted = length > 0 ? [(length, 0), (length, length - 1)] : [(1, 0)]
        return inverted + [
            (-1, 0), (0, -1), (-1, -1), (length, length + 1), (length + 1, length + 1), (0, length + 1),
            (Int.min, 0), (0, Int.max), (Int.min, Int.max), (Int.max, Int.max), (Int.min, Int.min),
            (Int.max, Int.min), (Int.max - 1, Int.max),
        ]
    }

    /// The ranges that start or end inside a surrogate pair of `text`.
    static func splittingSurrogates(_ text: String) -> [(Int, Int)] {
        let inside = text.utf16.indices.filter { text.utf16[$0] >= 0xDC00 && text.utf16[$0] <= 0xDFFF }
            .map { text.utf16.distance(from: text.utf16.startIndex, to: $0) }
        let length = text.utf16.count
        return inside.flatMap { [($0, $0), (0, $0), ($0, length)] }
    }

    @Test("Out-of-bounds, inverted and surrogate-splitting ranges", arguments: 0..<starts.count)
    func badRanges(_ index: Int) throws {
        let (locale, marked) = Self.starts[index]
        let start = try field(locale, marked)
        let ranges = Self.outOfBounds(length: start.text.utf16.count) + Self.splittingSurrogates(start.text)
        if locale == "ff_Adlm" || locale == "ccp" { #expect(ranges.count > 15, "the text has surrogate pairs") }
        for (lower, upper) in ranges {
            for replacement in ["", "5", "-", ".", "12", "\u{200E}"] {
                var edited = start
                #expect(throws: EditRejection.invalidRange, "replace \(lower), \(upper)") {
                    try edited.replace(from: lower, to: upper, with: replacement)
                }
                #expect(edited == start)
            }
            var selected = start
            #expect(throws: EditRejection.invalidRange, "select \(lower), \(upper)") {
                try selected.select(from: lower, to: upper)
            }
            #expect(selected == start)
        }
    }
}
