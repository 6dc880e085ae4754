/// Cents mode (Behaviour §10.11): digits enter from the right and the body always shows exactly
/// `maxFractionDigits` fraction digits. The amount is its digit string (`CentsDigits`); an edit
/// acts at its edit point in it (typing at the body end is the classic cents entry), the amount
/// re-flows from the right, and the caret stays before the digits that were right of the edit.
/// A digit string left empty by a removal is the empty field (or the sign-only state).
enum CentsEntry: EntryRule {
    static func type(_ key: Key, over edit: RangeEdit, in field: borrowing FieldView) throws(EditRejection)
        -> Proposal
    {
        let digits = CentsDigits(field.content, lower: edit.lower, upper: edit.upper)
        let isNegative = field.content.isNegative && !edit.touchesSign
        switch key {
        case .digit(let digit):
            return proposal(isNegative: isNegative, digits.replacing(with: CollectionOfOne(digit)), .typed, field)
        case .decimal: throw .decimalNotAllowed
        case .minus:
            guard field.policy.stored.permitsNegative else { throw .negativeNotAllowed }
            return proposal(isNegative: !isNegative, digits.replacing(with: EmptyCollection()), .signKey, field)
        case .plus:
            // On a positive amount, a plus key that removes no digit changes nothing.
            guard field.content.isNegative || digits.coversDigit else {
                return field.selection.isEmpty ? .nothing : caret(atStartOf: field.selection, in: field)
            }
            return proposal(isNegative: false, digits.replacing(with: EmptyCollection()), .signKey, field)
        case .grouping: throw .groupingIsAutomatic
        case .other: throw .invalidCharacter
        }
    }

    /// A caret at the start of the UTF-16 `range`, as an edit that changes nothing over a range
    /// leaves it (Behaviour §10.11): on the first caret position from there (a start in the
    /// prefix goes to the body start, one between a plain field's sign and its placeholder zero
    /// after the zero).
    static func caret(atStartOf range: Range<Int>, in field: borrowing FieldView) -> Proposal {
        .caret(field.layout.caretOffsets().first { $0 >= range.lowerBound } ?? field.bodyEnd)
    }

    static func paste(_ string: String, over edit: RangeEdit, wholeText: Bool, in field: borrowing FieldView)
        throws(EditRejection) -> Proposal
    {
        let number = try EntryMoves.pastedNumber(string, in: field)
        let digits = CentsDigits(field.content, lower: edit.lower, upper: edit.upper)
        // An unsigned paste keeps the sign shown (unless the edit removed it), a signed one sets it.
        let negative = number.sign.map { $0 == .minus } ?? (field.content.isNegative && !edit.touchesSign)
        if digits.coversSome {
            // Pasted digits replace the selected ones; a decimal separator has no place among them.
            guard !number.characters.contains(Content.separator) else { throw .invalidPaste }
            return proposal(isNegative: negative, digits.replacing(with: number.characters), .pasted, field)
        }
        // At a caret, or over every digit, a paste is a value: it replaces the content.
        let places = field.policy.maxFractionDigits
        let (amount, fits) = centsAmount(of: number.characters, places: places)
        let pasted = proposal(isNegative: negative, CentsDigits.Result(digits: amount), .pasted, field)
        guard fits else { throw fractionRejection(of: pasted, places: places, in: field) }
        return pasted
    }

    /// Why a paste with more fraction digits than `places` is refused, by the order of
    /// Behaviour §5: the sign, the separator (no fraction at all), the integer digits of
    /// `pasted` (the paste with its fraction cut to `places`), then the fraction digits.
    private static func fractionRejection(of pasted: Proposal, places: Int, in field: borrowing FieldView)
        -> EditRejection
    {
        guard case .content(let content, _, _) = pasted else { return .tooManyFractionDigits }
        if content.isNegative && !field.policy.stored.permitsNegative { return .negativeNotAllowed }
        if places == 0 { return .decimalNotAllowed }
        do { try field.checkDigitsAndSign(content) } catch { return error }
        return .tooManyFractionDigits
    }

    @inline(__always)
    static func digitTypedAtCaret(_ string: String, in field: borrowing FieldView) throws(EditRejection)
        -> Proposal?
    {
        nil  // a digit re-flows the amount: the general way
    }

    static func finalized(_ content: Content, policy: NumberPolicy.Resolved) -> Content? {
        // Cents mode always shows its fraction digits: finalize only drops negative zero.
        guard content.isNegative && content.characters.allSatisfy({ $0 == 0 || $0 == Content.separator }) else {
            return nil
        }
        var result = content
        result.isNegative = false
        return result
    }

    static func steppedFractionDigits(_ result: ExactDecimal, shown: Content, policy: NumberPolicy.Resolved) -> Int {
        policy.maxFractionDigits  // always all of them (the step fits them, Behaviour §13)
    }

    /// Whether `content` is empty or shows exactly `maxFractionDigits` fraction digits, as every
    /// cents-mode text with a digit does.
    static func shows(_ content: Content, policy: NumberPolicy.Resolved) -> Bool {
        let places = policy.maxFractionDigits
        return content.characters.isEmpty || content.fractionCount == places && content.hasSeparator == (places > 0)
    }

    static func finalizedFractionDigits(_ policy: NumberPolicy.Resolved) -> Int {
        policy.maxFractionDigits  // it always shows all of them
    }

    static func validate(_ policy: NumberPolicy) throws(NumberEntryError) {
        try EntryMoves.validateShowingEveryFractionDigit(policy)
    }

    static var readsDualRoleDot: Bool { false }  // a `.` is only ever the decimal key

    /// The digit string of a pasted amount (digit values and at most one separator), its
    /// fraction padded or cut to `places`, and whether it fits them: zeros beyond them may go,
    /// other digits may not.
    private static func centsAmount(of characters: [UInt8], places: Int) -> (digits: [UInt8], fits: Bool) {
        let separator = characters.firstIndex(of: Content.separator) ?? characters.count
        var fraction = characters[min(separator + 1, characters.count)...]
        while fraction.count > places && fraction.last == 0 { fraction.removeLast() }
        let fits = fraction.count <= places
        var digits = Array(characters[..<separator].drop { $0 == 0 })
        digits += fraction.prefix(places)
        digits += repeatElement(0, count: max(0, places - fraction.count))
        return (Array(digits.drop { $0 == 0 }), fits)
    }

    /// The edit's digit string (without leading zeros; `nil` for no content) shown with the
    /// sign, split so that exactly `maxFractionDigits` of them are fraction digits, with the caret
    /// right before its `caretFromEnd`-th digit counted from the end (before a grouping separator
    /// in front of it, Behaviour §6), or at the body end when that is 0.
    static func proposal(
        isNegative: Bool, _ edit: CentsDigits.Result, _ effect: Proposal.Effect, _ field: borrowing FieldView
    ) -> Proposal {
        var result = Content(isNegative: isNegative)
        var caret = NumberField.Caret.bodyEnd
        if let digits = edit.digits {
            let places = field.policy.maxFractionDigits
            let padded = Array(repeating: UInt8(0), count: max(0, places + 1 - digits.count)) + digits
            let split = padded.count - places
            // A zero integer part is the placeholder, as a start state reads it.
            var characters = places > 0 && split == 1 && padded[0] == 0 ? [] : Array(padded[..<split])
            if places > 0 { characters += [Content.separator] + padded[split...] }
            let fromEnd = min(edit.caretFromEnd, digits.count)
            if fromEnd > 0 {
                var index = characters.count
                var seen = 0
                while seen < fromEnd {
                    index -= 1
                    if characters[index] != Content.separator { seen += 1 }
                }
                caret = .after(index)
            }
            result.characters = ContentCharacters(characters)
        }
        return .content(result, caret: caret, effect: effect)
    }
}
