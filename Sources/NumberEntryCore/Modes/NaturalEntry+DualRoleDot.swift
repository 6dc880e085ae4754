/// The dual-role `.` of natural entry (Behaviour §3): where the field groups with U+002E, a typed
/// `.` inserts the decimal separator tentatively, and the next keys may show it was grouping.
extension NaturalEntry {
    /// What `key`, typed as `scalar` over `edit` (at the selection), makes when it shows that the
    /// content's tentative separator was grouping; `nil` where it does not, or where the result
    /// would break a limit, and the key acts as on an ordinary separator. With the edit point right
    /// of the separator, which follows an integer digit, the key shows it when it is
    /// - (a) the locale's own decimal separator, typed with exactly a primary group of digits right
    ///   of it: it then inserts the decimal separator;
    /// - (b) a digit that would break `maxFractionDigits`, leaving at most a primary group there;
    /// - (c) U+002E or U+FF0E, typed with exactly a primary group right of it: it adds nothing.
    /// The separator goes, the digits right of it join the integer part, and the caret stays on
    /// its digit.
    static func reinterpreting(_ scalar: Unicode.Scalar, _ key: Key, over edit: RangeEdit, in field: inout NumberField)
        -> Proposal?
    {
        var result = edit.removing(from: field.content)
        guard let separator = result.separatorIndex, separator > 0, edit.lower > separator else { return nil }
        let group = field.locale.grouping.primary
        let fraction = result.fractionCount
        let inserted: UInt8?
        switch key {
        case .digit(let digit) where fraction >= field.policy.fractionLimit && fraction < group: inserted = digit
        case .decimal where fraction == group && scalar == field.locale.decimalSeparator: inserted = Content.separator
        case .decimal where fraction == group && DotRole.isFullStop(scalar): inserted = nil
        default: return nil
        }
        result.characters.remove(at: separator)
        var end = edit.lower - 1
        if let inserted { end = result.insert(CollectionOfOne(inserted), at: end) }
        do { try field.check(result) } catch { return nil }
        return .content(result, caretAfter: end, .typed)
    }
}
