/// What a typed U+002E or U+FF0E is in a field (Behaviour §3, the dual-role `.`).
enum DotRole: UInt8 {
    /// Only ever the decimal key: the field does not group with U+002E, or is not in natural
    /// entry (cents and fixed-scale entry keep v4).
    case notRead
    /// The decimal key, in a natural-entry field that groups with U+002E; the content's
    /// separator, if any, is an ordinary one.
    case decimal
    /// The decimal key, and the content's separator was typed as `.`: the next typed keys may
    /// show that it was grouping.
    case tentative
    /// The grouping key (rejected, grouping is automatic): a tentative separator was grouping.
    /// It lasts until the field has no content.
    case grouping

    /// The role in a new field, which reads the dual-role `.` or not (`FieldSetup.readsDualRoleDot`).
    init(readsDualRoleDot: Bool) {
        self = readsDualRoleDot ? .decimal : .notRead
    }

    /// Whether `scalar` is a key that plays both roles.
    static func isFullStop(_ scalar: Unicode.Scalar) -> Bool { scalar == "." || scalar == "\u{FF0E}" }

    /// Whether every edit may reinterpret or clear a typed `.`: once a `.` is tentative or was
    /// grouping. (In a `.decimal` field only a `.` key that inserts the separator matters: the
    /// general way marks it after the commit, `commitMarkingDot`.)
    @inline(__always)
    var readsEveryEdit: Bool { self == .tentative || self == .grouping }

    /// Whether `string` is one key that plays both roles.
    static func isFullStopKey(_ string: String) -> Bool {
        if case .key(let scalar) = Insertion(string) { return isFullStop(scalar) }
        return false
    }
}

extension NumberField {
    /// Whether the UTF-16 offsets `lower` and `upper` are the selection's (an inverted pair never is).
    @inline(__always)
    func isSelection(_ lower: Int, _ upper: Int) -> Bool {
        lower == selection.lowerBound && upper == selection.upperBound
    }

    /// `applyPlainly(_:by:)` in a field that reads the dual-role `.`, for an edit that may
    /// mark, reinterpret or clear it (Behaviour §3): any edit once a `.` is tentative or was
    /// grouping.
    @inline(never)
    mutating func applyReadingDualRoleDot<Rule: EntryRule>(_ edit: Edit, by rule: Rule.Type) throws(EditRejection)
        -> EditOutcome
    {
        switch edit.kind {
        case .change(let newText, let reported):
            return try applyChange(to: newText, selection: reported, readingDualRoleDot: true, by: rule)
        case .insert(let string): return try typeAtSelection(string, by: rule)
        case .replace(let lower, let upper, let string) where isSelection(lower, upper):
            return try typeAtSelection(string, by: rule)
        case .replace(let lower, let upper, let string) where dotRole == .grouping:
            _ = try characterRange(from: lower, to: upper)  // a bad range is refused first
            try refuseGroupingDot(string)
        default: break
        }
        let clearsMark = dotRole == .tentative && clearsTentativeDot(edit)
        let outcome = try applyPlainly(edit, by: rule)
        settleDotRole(clearingMark: clearsMark)
        return outcome
    }

    /// Commits `proposal`, a key typed at the selection of a `.decimal` field that inserted the
    /// separator, and marks the separator tentative when the key was a `.` (Behaviour §3). Out
    /// of line: the general way reaches it only for a typed separator.
    @inline(never)
    mutating func commitMarkingDot(_ proposal: Proposal, undo: UndoRule, key string: String) throws(EditRejection)
        -> EditOutcome
    {
        let outcome = try commit(proposal, undo: undo)
        if DotRole.isFullStopKey(string) { dotRole = .tentative }
        return outcome
    }

    /// The edit a whole-text change amounts to, `string` over the UTF-16 range `lower..<upper`,
    /// while a `.` is tentative: only one key typed at the selection keeps the mark (Behaviour §3).
    @inline(never)
    mutating func applyChangedEdit<Rule: EntryRule>(_ lower: Int, _ upper: Int, _ string: String, by rule: Rule.Type)
        throws(EditRejection) -> EditOutcome
    {
        let typed = isSelection(lower, upper) && Insertion(string).isKey
        let outcome = try applyReplacing(lower, upper, with: string, by: rule)
        settleDotRole(clearingMark: !typed)
        return outcome
    }

    /// `string` typed at the selection of a field that reads the dual-role `.` (Behaviour §3): a
    /// `.` that inserts the decimal separator marks it tentative, a key that shows a tentative
    /// separator was grouping reinterprets it in the same keystroke (and typing step, §12), and
    /// after that the `.` is the grouping key. A paste clears the mark.
    mutating func typeAtSelection<Rule: EntryRule>(_ string: String, by rule: Rule.Type) throws(EditRejection)
        -> EditOutcome
    {
        let (lower, upper) = (selection.lowerBound, selection.upperBound)
        let undo = UndoRule.replacing(selection)
        let clearsMark = dotRole == .tentative && clearsTentativeDot(replacing: lower, upper, with: string)
        guard case .key(let scalar) = Insertion(string) else {
            let outcome = try commit(try proposal(replacing: lower, upper, with: string, by: rule), undo: undo)
            settleDotRole(clearingMark: clearsMark)
            return outcome
        }
        let fullStop = DotRole.isFullStop(scalar)
        try refuseGroupingDot(string)
        let key = locale.key(for: scalar)
        if dotRole == .tentative,
            let reinterpreted = reinterpretingDot(scalar, key, over: try rangeEdit(from: lower, to: upper))
        {
            let outcome = try commit(reinterpreted, undo: undo)
            dotRole = .grouping
            return outcome
        }
        let proposal = try proposal(replacing: lower, upper, with: string, by: rule)
        var marks = false
        if fullStop, case .content = proposal { marks = true }  // it inserts the decimal separator
        let outcome = try commit(proposal, undo: undo)
        if marks { dotRole = .tentative } else { settleDotRole(clearingMark: clearsMark) }
        return outcome
    }

    /// What `key`, typed as `scalar` over `edit` (at the selection), makes when it shows that
    /// the content's tentative separator was grouping; `nil` where it does not, or where the
    /// result would break a limit, and the key acts as on an ordinary separator. Part of the
    /// dual-role `.`, which the field keeps (natural entry reads it, `EntryRule.readsDualRoleDot`),
    /// not of a rule. With the edit point right of the separator, which follows an integer digit,
    /// the key shows it when it is
    /// - (a) the locale's own decimal separator, typed with exactly a primary group of digits
    ///   right of it: it then inserts the decimal separator;
    /// - (b) a digit that would break `maxFractionDigits`, leaving at most a primary group there;
    /// - (c) U+002E or U+FF0E, typed with exactly a primary group right of it: it adds nothing.
    /// The separator goes, the digits right of it join the integer part, and the caret stays on
    /// its digit.
    mutating func reinterpretingDot(_ scalar: Unicode.Scalar, _ key: Key, over edit: RangeEdit) -> Proposal? {
        var result = edit.removing(from: content)
        guard let separator = result.separatorIndex, separator > 0, edit.lower > separator else { return nil }
        let group = locale.grouping.primary
        let fraction = result.fractionCount
        let inserted: UInt8?
        switch key {
        case .digit(let digit) where fraction >= policy.maxFractionDigits && fraction < group: inserted = digit
        case .decimal where fraction == group && scalar == locale.decimalSeparator: inserted = Content.separator
        case .decimal where fraction == group && DotRole.isFullStop(scalar): inserted = nil
        default: return nil
        }
        result.characters.remove(at: separator)
        var end = edit.lower - 1
        if let inserted { end = result.insert(CollectionOfOne(inserted), at: end) }
        do { try check(result) } catch { return nil }
        return .content(result, caretAfter: end, .typed)
    }

    /// Throws `groupingIsAutomatic` when `string` is a `.` or U+FF0E key and a tentative `.` was
    /// grouping (Behaviour §3), whatever range it replaces.
    @inline(__always)
    func refuseGroupingDot(_ string: String) throws(EditRejection) {
        guard dotRole == .grouping, case .key(let scalar) = Insertion(string), DotRole.isFullStop(scalar) else {
            return
        }
        throw .groupingIsAutomatic
    }

    /// Whether `edit`, no key typed at the selection, clears a tentative `.` whatever it leaves
    /// once accepted (Behaviour §3): a paste, undo, redo, a step, finalize, or a key that replaces
    /// the separator. Read before the edit.
    func clearsTentativeDot(_ edit: Edit) -> Bool {
        switch edit.kind {
        case .stepUp, .stepDown, .finalize, .undo, .redo: true
        case .replace(let lower, let upper, let string): clearsTentativeDot(replacing: lower, upper, with: string)
        default: false
        }
    }

    /// Whether replacing the UTF-16 range `lower..<upper` with `string` clears a tentative `.`:
    /// a paste does, and so does a key over the separator. Removing the separator does too,
    /// which `settleDotRole(clearingMark:)` sees in what is left.
    private func clearsTentativeDot(replacing lower: Int, _ upper: Int, with string: String) -> Bool {
        switch Insertion(string) {
        case .nothing: return false
        case .paste: return true
        case .key:
            guard let separator = content.separatorIndex, let edit = try? rangeEdit(from: lower, to: upper) else {
                return false
            }
            return edit.lower <= separator && separator < edit.upper
        }
    }

    /// Brings the dual-role `.` up to date after an accepted edit: `clearingMark` clears a
    /// tentative mark (a paste, a whole-text change that is no typed key, undo, redo, a step,
    /// finalize); removing the separator clears it too, and a field left with no content reads `.`
    /// as the decimal key again.
    @inline(__always)
    mutating func settleDotRole(clearingMark: Bool) {
        switch dotRole {
        case .notRead, .decimal: break
        case .tentative: if clearingMark || !content.hasSeparator { dotRole = .decimal }
        case .grouping: if content.characters.isEmpty { dotRole = .decimal }
        }
    }
}

extension Insertion {
    /// Whether the insertion is one key.
    var isKey: Bool {
        if case .key = self { true } else { false }
    }
}
