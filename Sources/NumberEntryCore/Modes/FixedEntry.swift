/// Fixed-scale entry (Behaviour §14): as natural entry, except that the fraction always shows
/// `maxFractionDigits` digits, typed fraction digits overwrite and deleted ones leave a zero at
/// the fraction's end. The zeros ending the fraction after the edited range are filling, so a
/// selection or a paste acts on the digits as typed and the fraction is filled again afterwards.
enum FixedEntry: EntryRule {
    static func type(_ key: Key, over edit: RangeEdit, in field: borrowing FieldView) throws(EditRejection)
        -> Proposal
    {
        let removes = edit.lower < edit.upper
        switch key {
        case .digit(let digit):
            guard removes || edit.touchesSign else {
                guard let (result, end) = digitTyped(digit, at: edit.lower, in: field) else {
                    throw .tooManyFractionDigits
                }
                return .content(result, caretAfter: end, .typed)
            }
            var result = edit.removing(from: field.content.droppingFilling(after: edit.upper))
            let hadInteger = result.integerCount > 0
            var end = result.insert(CollectionOfOne(digit), at: edit.lower)
            if !hadInteger { end = result.placeholderForLoneZero(caretAfter: end) }
            return filled(result, caretAfter: end, .typed, field)
        case .decimal:
            if let jump = try EntryMoves.decimalKeyMove(over: edit, in: field) { return jump }
            var result = edit.removing(from: field.content.droppingFilling(after: edit.upper))
            let end = result.insert(CollectionOfOne(Content.separator), at: edit.lower)
            return filled(result, caretAfter: end, .typed, field)
        case .minus:
            guard field.policy.stored.permitsNegative else { throw .negativeNotAllowed }
            var result = edit.removing(from: field.content.droppingFilling(after: edit.upper))
            if removes { result.emptyIfOnlyFilling() }
            result.isNegative.toggle()
            return filled(result, caretAfter: result.characters.isEmpty ? 0 : edit.lower, .signKey, field)
        case .plus:
            if let nothingToClear = EntryMoves.plusKeyMove(over: edit, in: field) { return nothingToClear }
            var result = edit.removing(from: field.content.droppingFilling(after: edit.upper))
            if removes { result.emptyIfOnlyFilling() }
            result.isNegative = false
            return filled(result, caretAfter: result.characters.isEmpty ? 0 : edit.lower, .signKey, field)
        case .grouping:
            throw .groupingIsAutomatic
        case .other:
            throw .invalidCharacter
        }
    }

    static func paste(_ string: String, over edit: RangeEdit, wholeText: Bool, in field: borrowing FieldView)
        throws(EditRejection) -> Proposal
    {
        let base = field.content.droppingFilling(after: edit.upper)
        var (result, end) = try EntryMoves.pasted(string, over: edit, in: base, wholeText: wholeText, field: field)
        if edit.removing(from: base).integerCount == 0 { end = result.placeholderForLoneZero(caretAfter: end) }
        return filled(result, caretAfter: end, .pasted, field)
    }

    /// One digit typed at the caret: found as `type` finds it, the caret's significant
    /// characters read without walking the text where the caret stands in front of the separator
    /// or in the fraction; a digit at the fraction's end goes the general way, which rejects it.
    /// It never throws, and so is inlined into the keystroke's specialized code as natural
    /// entry's is: with a `throw` in it, that code called it through the rule's witness table
    /// (about 150 instructions a keystroke, `scripts/instructions.sh`).
    @inline(__always)
    static func digitTypedAtCaret(_ string: String, in field: borrowing FieldView) throws(EditRejection)
        -> Proposal?
    {
        guard let digit = field.locale.digitValue(ofKey: string) else { return nil }
        let index: Int
        if let fast = caretIndex(in: field) {
            index = fast
        } else {
            guard let caret = field.position(of: field.selection.lowerBound), !caret.splitsCharacter else {
                return nil
            }
            index = caret.index
        }
        guard let (result, end) = digitTyped(digit, at: index, in: field) else { return nil }
        return .content(result, caretAfter: end, .typed)
    }

    /// The significant characters before the caret when it stands in front of the separator or
    /// in the fraction, found without walking the text: the separator, the fraction digits and
    /// the suffix behind it have known widths. `nil` elsewhere (and for a field without a
    /// number, or digits of different widths, which no Unicode numbering system has).
    @inline(__always)
    private static func caretIndex(in field: borrowing FieldView) -> Int? {
        guard let separator = field.content.separatorIndex,
            let digit = field.locale.storage.uniformDigitWidths?.utf16
        else { return nil }
        let places = field.policy.maxFractionDigits
        let caret = field.selection.lowerBound
        // Wrapping arithmetic: offsets and widths within a text in memory cannot overflow.
        let fractionStart = field.textLength &- field.suffixWidth &- places &* digit
        if caret == fractionStart &- field.locale.decimalSeparator.utf16Width { return separator }
        let into = caret &- fractionStart
        guard into >= 0, into % digit == 0, into / digit <= places else { return nil }
        return separator &+ 1 &+ into / digit
    }

    /// A digit at significant character `index`: inserted in the integer part (Behaviour §14.1),
    /// over the digit right of it in the fraction (§14.3); `nil` at the fraction's end, where it
    /// is rejected (`tooManyFractionDigits`). Returns the content and the significant characters
    /// before the caret after it, limits not checked.
    @inline(__always)
    private static func digitTyped(_ digit: UInt8, at index: Int, in field: borrowing FieldView)
        -> (content: Content, caretAfter: Int)?
    {
        var result = field.content
        if let separator = result.separatorIndex, index > separator {
            guard index < result.characters.count else { return nil }
            result.characters[index] = digit
            return (result, index + 1)
        }
        let wasEmpty = result.characters.isEmpty  // else it shows its filled fraction already
        var end = result.insert(CollectionOfOne(digit), at: index)
        if wasEmpty {
            end = result.placeholderForLoneZero(caretAfter: end)
            result.fillFraction(to: field.policy.maxFractionDigits)
        }
        return (result, end)
    }

    /// `result` with its fraction filled, the caret after its `k`-th significant character.
    static func filled(
        _ result: consuming Content, caretAfter k: Int, _ effect: Proposal.Effect, _ field: borrowing FieldView
    ) -> Proposal {
        var filled = result
        filled.fillFraction(to: field.policy.maxFractionDigits)
        return .content(filled, caretAfter: k, effect)
    }

    static func finalized(_ content: Content, policy: NumberPolicy.Resolved) -> Content? {
        content.finalized(minFractionDigits: policy.maxFractionDigits)  // keeps its filled fraction (§14.7)
    }

    static func steppedFractionDigits(_ result: ExactDecimal, shown: Content, policy: NumberPolicy.Resolved) -> Int {
        policy.maxFractionDigits  // always all of them (the step fits them, Behaviour §13, §14)
    }

    static func shows(_ content: Content, policy: NumberPolicy.Resolved) -> Bool {
        content.isFilled(to: policy.maxFractionDigits)
    }

    static func finalizedFractionDigits(_ policy: NumberPolicy.Resolved) -> Int {
        policy.maxFractionDigits  // it always shows all of them
    }

    static func validate(_ policy: NumberPolicy) throws(NumberEntryError) {
        if policy.maxFractionDigits == 0 {
            throw .invalidPolicy(.entry, .contradiction, "fixed entry needs maxFractionDigits of at least 1")
        }
        try EntryMoves.validateShowingEveryFractionDigit(policy)
    }

    static var readsDualRoleDot: Bool { false }  // a `.` is only ever the decimal key
}
