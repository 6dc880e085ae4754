/// What a field holds apart from decoration (spec §1): the sign and the significant
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

    /// Removes leading integer zeros: all of them before a separator (the placeholder takes
    /// their place), all but one when the integer part is only zeros. Returns how many went,
    /// all from the front.
    mutating func removeLeadingZeros() -> Int {
        let integer = integerCount
        var zeros = 0
        while zeros < integer && characters[zeros] == 0 { zeros += 1 }
        if zeros == integer && !hasSeparator && zeros > 0 { zeros -= 1 }
        if zeros > 0 { characters.removeFirst(zeros) }
        return zeros
    }

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
