/// Natural entry (Behaviour §4): a key acts where the caret is.
enum NaturalEntry: EntryRule {
    static func type(_ key: Key, over edit: RangeEdit, in field: borrowing FieldView) throws(EditRejection)
        -> Proposal
    {
        let content = field.content
        switch key {
        case .digit(let digit):
            var result = edit.removing(from: content)
            let end = result.insert(CollectionOfOne(digit), at: edit.lower)
            return .content(result, caretAfter: end, .typed)
        case .decimal:
            if let jump = try EntryMoves.decimalKeyMove(over: edit, in: field) { return jump }
            var result = edit.removing(from: content)
            let end = result.insert(CollectionOfOne(Content.separator), at: edit.lower)
            return .content(result, caretAfter: end, .typed)
        case .minus:
            guard field.policy.stored.permitsNegative else { throw .negativeNotAllowed }
            var result = edit.removing(from: content)
            result.isNegative.toggle()
            return .content(result, caretAfter: edit.lower, .signKey)
        case .plus:
            if let nothingToClear = EntryMoves.plusKeyMove(over: edit, in: field) { return nothingToClear }
            var result = edit.removing(from: content)
            result.isNegative = false
            return .content(result, caretAfter: edit.lower, .signKey)
        case .grouping:
            throw .groupingIsAutomatic
        case .other:
            throw .invalidCharacter
        }
    }

    static func paste(_ string: String, over edit: RangeEdit, wholeText: Bool, in field: borrowing FieldView)
        throws(EditRejection) -> Proposal
    {
        let content = field.content
        let (result, end) = try EntryMoves.pasted(
            string, over: edit, in: content, wholeText: wholeText, field: field)
        return .content(result, caretAfter: end, .pasted)
    }

    @inline(__always)
    static func digitTypedAtCaret(_ string: String, in field: borrowing FieldView) throws(EditRejection)
        -> Proposal?
    {
        guard let digit = field.locale.digitValue(ofKey: string),
            let caret = field.position(of: field.selection.lowerBound),
            !caret.splitsCharacter
        else { return nil }
        var result = field.content
        let end = result.insert(CollectionOfOne(digit), at: caret.index)
        return .content(result, caretAfter: end, .typed)
    }

    static func finalized(_ content: Content, policy: NumberPolicy.Resolved) -> Content? {
        content.finalized(minFractionDigits: policy.minFractionDigits)
    }

    static func steppedFractionDigits(_ result: ExactDecimal, shown: Content, policy: NumberPolicy.Resolved) -> Int {
        max(shown.fractionCount, policy.stored.step.fractionDigits, result.scale)
    }

    static func shows(_ content: Content, policy: NumberPolicy.Resolved) -> Bool { true }

    static func finalizedFractionDigits(_ policy: NumberPolicy.Resolved) -> Int { policy.minFractionDigits }

    static func validate(_ policy: NumberPolicy) throws(NumberEntryError) {}  // any fraction digits

    static var readsDualRoleDot: Bool { true }
}
