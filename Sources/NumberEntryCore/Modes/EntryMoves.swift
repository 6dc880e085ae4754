/// The toolbox below the rules: moves that more than one entry mode makes, called downward by the
/// rules; nothing here names a rule. Deletion's shared moves are in
/// `Modes/EntryMoves+Delete.swift`.
enum EntryMoves {
    /// The decimal key where the content has a separator that `edit` keeps: left of it the caret
    /// jumps behind it, in the fraction the key changes nothing. `nil` where the key inserts one;
    /// throws where the policy allows no fraction. Natural and fixed-scale entry.
    static func decimalKeyMove(over edit: RangeEdit, in field: borrowing FieldView) throws(EditRejection)
        -> Proposal?
    {
        guard field.policy.maxFractionDigits > 0 else { throw .decimalNotAllowed }
        guard let existing = field.content.separatorIndex, !(edit.lower..<edit.upper).contains(existing) else {
            return nil
        }
        guard edit.lower <= existing else { return .nothing }
        return .caret(field.layout(of: field.content).caretOffset(after: existing + 1))
    }

    /// The plus key where it removes nothing and the content is positive: a selection of
    /// decoration only collapses, as deletion does; a caret stays. `nil` where the key acts.
    /// Natural and fixed-scale entry.
    static func plusKeyMove(over edit: RangeEdit, in field: borrowing FieldView) -> Proposal? {
        guard !edit.removesSomething && !field.content.isNegative else { return nil }
        guard !field.selection.isEmpty else { return .nothing }
        return .caret(field.layout(of: field.content).caretOffset(after: edit.lower))
    }

    /// The number `string`, several characters pasted, stands for (Behaviour §4): its sign and
    /// its digit values and separator, the affixes' marks left out in an affixed field. Every
    /// mode's paste reads it so.
    static func pastedNumber(_ string: String, in field: borrowing FieldView) throws(EditRejection)
        -> PastedNumber
    {
        let locale = field.locale
        guard let number = locale.pastedNumber(locale.isAffixed ? locale.unmarkedPaste(string) : string) else {
            throw .invalidPaste
        }
        return number
    }

    /// `content` with `string` pasted over `edit` (Behaviour §4), and the number of significant
    /// characters before the end of the pasted ones; the limits are not checked yet. Natural
    /// entry pastes into the field's content, fixed-scale entry into the content without its
    /// filling.
    static func pasted(
        _ string: String, over edit: RangeEdit, in content: Content, wholeText: Bool, field: borrowing FieldView
    ) throws(EditRejection) -> (Content, Int) {
        let number = try pastedNumber(string, in: field)
        var result = edit.removing(from: content)
        if let sign = number.sign {
            guard wholeText || content.characters.isEmpty && !content.isNegative else { throw .invalidPaste }
            result.isNegative = sign == .minus
        }
        if number.characters.contains(Content.separator) && result.hasSeparator { throw .invalidPaste }
        var end = result.insert(number.characters, at: edit.lower)
        end -= result.dropValuelessFraction(maxFractionDigits: field.policy.maxFractionDigits, before: end)
        return (result, end)
    }

    /// Throws `invalidPolicy` when `policy` has more fraction digits than a mode that always
    /// shows every one of them can show (`NumberPolicy.maximumMinFractionDigits`): cents and
    /// fixed-scale entry.
    static func validateShowingEveryFractionDigit(_ policy: NumberPolicy) throws(NumberEntryError) {
        if let maxFractionDigits = policy.maxFractionDigits, maxFractionDigits > NumberPolicy.maximumMinFractionDigits {
            throw .invalidPolicy(
                .entry, .contradiction,
                "\(policy.entry.rawValue) entry shows at most \(NumberPolicy.maximumMinFractionDigits) fraction digits")
        }
    }
}
