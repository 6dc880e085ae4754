/// Natural entry (Behaviour §4): a key acts where the caret is.
enum NaturalEntry: EntryRule {
    static func type(_ key: Key, over edit: RangeEdit, in field: inout NumberField) throws(EditRejection)
        -> Proposal
    {
        let content = field.content
        switch key {
        case .digit(let digit):
            var result = edit.removing(from: content)
            let end = result.insert(CollectionOfOne(digit), at: edit.lower)
            return .content(result, caretAfter: end, .typed)
        case .decimal:
            if let jump = try decimalKeyMove(over: edit, in: &field) { return jump }
            var result = edit.removing(from: content)
            let end = result.insert(CollectionOfOne(Content.separator), at: edit.lower)
            return .content(result, caretAfter: end, .typed)
        case .minus:
            guard field.policy.permitsNegative else { throw .negativeNotAllowed }
            var result = edit.removing(from: content)
            result.isNegative.toggle()
            return .content(result, caretAfter: edit.lower, .signKey)
        case .plus:
            if let nothingToClear = plusKeyMove(over: edit, in: &field) { return nothingToClear }
            var result = edit.removing(from: content)
            result.isNegative = false
            return .content(result, caretAfter: edit.lower, .signKey)
        case .grouping:
            throw .groupingIsAutomatic
        case .other:
            throw .invalidCharacter
        }
    }

    /// The decimal key where the content has a separator that `edit` keeps: left of it the caret
    /// jumps behind it, in the fraction the key changes nothing. `nil` where the key inserts one;
    /// throws where the policy allows no fraction. Shared with fixed-scale entry.
    static func decimalKeyMove(over edit: RangeEdit, in field: inout NumberField) throws(EditRejection)
        -> Proposal?
    {
        guard field.policy.fractionLimit > 0 else { throw .decimalNotAllowed }
        guard let existing = field.content.separatorIndex, !(edit.lower..<edit.upper).contains(existing) else {
            return nil
        }
        guard edit.lower <= existing else { return .nothing }
        return .caret(field.layout(of: field.content).caretOffset(after: existing + 1))
    }

    /// The plus key where it removes nothing and the content is positive: a selection of
    /// decoration only collapses, as deletion does; a caret stays. `nil` where the key acts.
    /// Shared with fixed-scale entry.
    static func plusKeyMove(over edit: RangeEdit, in field: inout NumberField) -> Proposal? {
        guard !edit.removesSomething && !field.content.isNegative else { return nil }
        guard !field.selection.isEmpty else { return .nothing }
        return .caret(field.layout(of: field.content).caretOffset(after: edit.lower))
    }

    static func paste(_ string: String, over edit: RangeEdit, wholeText: Bool, in field: inout NumberField)
        throws(EditRejection) -> Proposal
    {
        let content = field.content
        let (result, end) = try pasted(string, over: edit, in: content, wholeText: wholeText, field: &field)
        return .content(result, caretAfter: end, .pasted)
    }

    /// `content` with `string` pasted over `edit` (Behaviour §4), and the number of significant
    /// characters before the end of the pasted ones; the limits are not checked yet. Shared with
    /// fixed-scale entry, which pastes into the content without its filling.
    static func pasted(
        _ string: String, over edit: RangeEdit, in content: Content, wholeText: Bool, field: inout NumberField
    ) throws(EditRejection) -> (Content, Int) {
        let locale = field.locale
        guard let number = locale.pastedNumber(locale.isAffixed ? locale.unmarkedPaste(string) : string) else {
            throw .invalidPaste
        }
        var result = edit.removing(from: content)
        if let sign = number.sign {
            guard wholeText || content.characters.isEmpty && !content.isNegative else { throw .invalidPaste }
            result.isNegative = sign == .minus
        }
        if number.characters.contains(Content.separator) && result.hasSeparator { throw .invalidPaste }
        var end = result.insert(number.characters, at: edit.lower)
        end -= result.dropValuelessFraction(maxFractionDigits: field.policy.fractionLimit, before: end)
        return (result, end)
    }

    @inline(__always)
    static func digitTypedAtCaret(_ string: String, in field: inout NumberField) throws(EditRejection)
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

    static func finalized(_ content: Content, in field: inout NumberField) -> Content? {
        content.finalized(minFractionDigits: field.policy.fractionPadding)
    }

    static func steppedFractionDigits(_ result: ExactDecimal, in field: inout NumberField) -> Int {
        max(field.content.fractionCount, field.policy.step.fractionDigits, result.scale)
    }

    static func shows(_ content: Content, in field: inout NumberField) -> Bool { true }
}
