/// What a field holds apart from decoration (Behaviour §1): the sign and the significant
/// characters, i.e. digits and at most one decimal separator, in order.
///
/// An empty integer part next to a separator is shown as the placeholder zero (`0.5`); it is
/// not content, so typing `3` in front of the separator gives `3.5`.
struct Content: Hashable {
    /// The marker for the decimal separator among digit values 0...9.
    static let separator: UInt8 = 10

    var isNegative: Bool
    /// Digit values 0...9 and `separator`, left to right.
    var characters: ContentCharacters

    init(isNegative: Bool = false) {
        self.isNegative = isNegative
        characters = ContentCharacters()
    }

    init<S: Sequence<UInt8>>(isNegative: Bool = false, characters: S) {
        self.isNegative = isNegative
        self.characters = ContentCharacters(characters)
    }

    var separatorIndex: Int? { characters.separatorIndex }
    var hasSeparator: Bool { separatorIndex != nil }
    var integerCount: Int { separatorIndex ?? characters.count }
    var fractionCount: Int { separatorIndex.map { characters.count - $0 - 1 } ?? 0 }
    /// Whether the integer part shows as the placeholder zero.
    var hasPlaceholder: Bool { characters.separatorIndex == 0 }

    var integerDigits: Slice<ContentCharacters> { characters[..<integerCount] }
    var fractionDigits: Slice<ContentCharacters> {
        let start = separatorIndex.map { $0 + 1 } ?? characters.endIndex
        return characters[start...]
    }

    /// Inserts `inserted` (digit values and `separator`) at `index` as a typed key or a paste
    /// does (Behaviour §4) and returns the number of significant characters before the end of the
    /// insertion. A lone zero integer part is replaced by what is inserted right after it;
    /// inserted zeros that land in front of every integer digit are dropped, but a single zero
    /// survives as the whole integer part. Zeros already there (kept zeros) stay.
    mutating func insert<C: Collection<UInt8>>(_ inserted: C, at index: Int) -> Int {
        var start = index
        if start == 1 && integerCount == 1 && characters[0] == 0 {
            characters.remove(at: 0)
            start = 0
        }
        characters.insert(contentsOf: inserted, at: start)
        var end = start + inserted.count
        guard characters[..<start].allSatisfy({ $0 == 0 }) else { return end }
        var zeros = 0
        while start + zeros < end && characters[start + zeros] == 0 { zeros += 1 }
        guard zeros > 0 else { return end }
        characters.removeSubrange(start..<(start + zeros))
        end -= zeros
        if characters.isEmpty {
            characters.append(0)
            end = 1
        }
        return end
    }

    /// Drops what carries no value and breaks the fraction limit (Behaviour §4, lossless paste):
    /// zeros ending the fraction beyond `maxFractionDigits`, then, in an integer field, a
    /// separator left with no fraction digit (an integer part left empty becomes `0`). Returns
    /// how many characters before index `end` went, net of that `0`.
    mutating func dropValuelessFraction(maxFractionDigits: Int, before end: Int) -> Int {
        var dropped = 0
        while fractionCount > maxFractionDigits, characters.last == 0 {
            if characters.count <= end { dropped += 1 }
            characters.removeLast()
        }
        guard maxFractionDigits == 0, let separator = separatorIndex, fractionCount == 0 else { return dropped }
        characters.remove(at: separator)
        if separator < end { dropped += 1 }
        if characters.isEmpty {
            characters.append(0)
            dropped -= 1
        }
        return dropped
    }

    /// Whether the integer part has a zero in front of another integer digit: kept zeros
    /// (Behaviour §4), which only edits make and finalize removes.
    var hasKeptZeros: Bool { integerCount > 1 && characters[0] == 0 }

    /// The exact value; `nil` when there is no digit and no separator (empty or sign only).
    var value: ExactDecimal? {
        guard !characters.isEmpty else { return nil }
        return ExactDecimal(isNegative: isNegative, integerDigits: integerDigits, fractionDigits: fractionDigits)
    }

    /// -1, 0 or 1 as the magnitude is below, equal to or above |bound|.
    func compareMagnitude(with bound: ExactDecimal) -> Int {
        DigitComparison.compare(integer: integerDigits.drop { $0 == 0 }, fraction: fractionDigits, with: bound)
    }
}
