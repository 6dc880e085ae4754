/// The digit string of a cents field (Behaviour §10.11) and an edit's place in it: the digits
/// shown without the zeros that only fill the display (`$0.05` holds `5`, `$0.00` holds `0`).
struct CentsDigits {
    /// The digit string.
    var digits: [UInt8] = []
    /// The edit's ends in `digits`: `lower..<upper` are the digits it covers.
    var lower = 0
    var upper = 0

    /// What an edit leaves: the new digit string (`nil` for no content) and the caret's place
    /// in it, counted from the end: how many of its digits stand right of the caret.
    struct Result {
        var digits: [UInt8]?
        var caretFromEnd = 0
    }

    /// The digit string of `content` and the place in it of the edit of its significant
    /// characters `lower..<upper`.
    init(_ content: Content, lower: Int, upper: Int) {
        var shownBefore = 0
        var shownThrough = 0
        for (index, character) in content.characters.enumerated() where character != Content.separator {
            digits.append(character)
            if index < lower { shownBefore += 1 }
            if index < upper { shownThrough += 1 }
        }
        // The fill zeros; an amount of zero keeps one of them as its digit string.
        let zeros = digits.prefix { $0 == 0 }.count
        let fill = zeros == digits.count ? max(0, zeros - 1) : zeros
        digits.removeFirst(fill)
        self.lower = max(0, shownBefore - fill)
        self.upper = max(0, shownThrough - fill)
    }

    /// Whether the edit covers a digit of the digit string.
    var coversDigit: Bool { upper > lower }

    /// Whether the edit covers some of the digits, not all: its digits then go in their place.
    var coversSome: Bool { coversDigit && (lower > 0 || upper < digits.count) }

    /// The digit string with `inserted` in place of the covered digits; `nil` digits when a
    /// removal left none but zeros, or the content had none; `0` for an amount of zero
    /// (Behaviour §10.11: like a `0` typed into an empty field, `caretFromEnd` counts it).
    func replacing<C: Collection<UInt8>>(with inserted: C) -> Result {
        var result = Array(digits[..<lower])
        result += inserted
        result += digits[upper...]
        let significant = Self.significant(result)
        guard significant.isEmpty else { return Result(digits: significant, caretFromEnd: digits.count - upper) }
        let emptied = inserted.isEmpty && (coversDigit || digits.isEmpty)
        return Result(digits: emptied ? nil : [0], caretFromEnd: digits.count - upper)
    }

    /// The digit string without the digit left of the edit point; `nil` when there is none.
    func removingBefore() -> Result? {
        guard lower > 0 else { return nil }
        var result = digits
        result.remove(at: lower - 1)
        let significant = Self.significant(result)
        return Result(digits: significant.isEmpty ? nil : significant, caretFromEnd: digits.count - lower)
    }

    /// The digit string without the digit right of the edit point; `nil` when there is none.
    func removingAfter() -> Result? {
        guard lower < digits.count else { return nil }
        var result = digits
        result.remove(at: lower)
        let significant = Self.significant(result)
        return Result(digits: significant.isEmpty ? nil : significant, caretFromEnd: digits.count - lower - 1)
    }

    private static func significant(_ digits: [UInt8]) -> [UInt8] {
        Array(digits.drop { $0 == 0 })
    }
}
