/// How digits enter a field: one type per entry mode of `NumberPolicy.Entry` (`NaturalEntry`,
/// `CentsEntry`, `FixedEntry`). Given the field as it is and one edit, a rule returns what the edit
/// makes (a `Proposal`: the new content and its caret, or a caret move, and what the edit did) or
/// throws the edit's rejection; it never changes the field. The field picks its rule from its
/// policy's entry mode in one file (`Modes/ModeChoice.swift`: for an edit in
/// `NumberField.apply(_:)`, for everything else in `NumberPolicy.Entry.rule`) and puts every
/// proposal in place in one place (`NumberField.commit(_:undo:limits:)`), which checks the
/// limits. The moves several modes make are in the toolbox below the rules, `EntryMoves`; no
/// rule names another.
///
/// The requirements are static and the field calls them through generic code specialized for
/// each rule, so a keystroke pays no dynamic dispatch. Those of an edit read the field through a
/// `FieldView`, borrowed for the call, which offers nothing that writes; the facts of a mode are
/// given the content and the policy. So a rule never changes the field, by type; only the commit
/// point does.
protocol EntryRule {
    /// A key typed over `edit`, the significant characters of the selection or range (empty at a
    /// caret) and whether it covers the sign (Behaviour §4).
    static func type(_ key: Key, over edit: RangeEdit, in field: borrowing FieldView) throws(EditRejection)
        -> Proposal

    /// `string`, several characters read as one number, pasted over `edit`; `wholeText` when the
    /// edit replaces the whole text (which may then set the sign).
    static func paste(_ string: String, over edit: RangeEdit, wholeText: Bool, in field: borrowing FieldView)
        throws(EditRejection) -> Proposal

    /// A deletion of `edit`, the significant characters of the UTF-16 `range`.
    static func delete(_ edit: RangeEdit, range: Range<Int>, in field: borrowing FieldView)
        throws(EditRejection) -> Proposal

    /// Backspace (`forward` false) or Delete at the UTF-16 offset `caret`.
    static func deleteNeighbour(forward: Bool, at caret: Int, in field: borrowing FieldView)
        throws(EditRejection) -> Proposal

    /// `string` typed at the caret (an empty selection) when it is one digit, the commonest edit:
    /// what `type` makes of it, found without reading a range and a key in general; `nil` for any
    /// other string, or where the rule takes the general way.
    static func digitTypedAtCaret(_ string: String, in field: borrowing FieldView) throws(EditRejection)
        -> Proposal?

    /// What finalize makes of `content`, the content of a field with `policy`, which holds a
    /// digit or a separator, before rounding and clamping (Behaviour §7); `nil` when it stays as
    /// it is.
    static func finalized(_ content: Content, policy: NumberPolicy.Resolved) -> Content?

    /// The fraction digits a stepped value `result` shows (Behaviour §13), in a field with
    /// `policy` that showed `shown`.
    static func steppedFractionDigits(_ result: ExactDecimal, shown: Content, policy: NumberPolicy.Resolved) -> Int

    /// Whether a start state's `content` is one this mode shows with `policy` (the fraction it
    /// always shows).
    static func shows(_ content: Content, policy: NumberPolicy.Resolved) -> Bool

    /// The fraction digits a finalized value of a field with `policy` shows at least: its
    /// `minFractionDigits`, or all of `maxFractionDigits` where the mode always shows them
    /// (Behaviour §7, §10.11, §14). `NumberPolicy.Resolved.finalizedFractionDigits` asks it.
    static func finalizedFractionDigits(_ policy: NumberPolicy.Resolved) -> Int

    /// Throws `invalidPolicy` when `policy`'s limits do not suit the mode; checked by
    /// `NumberPolicy.validate()` in its place among the other checks.
    static func validate(_ policy: NumberPolicy) throws(NumberEntryError)

    /// Whether the mode reads the dual-role `.` (Behaviour §3) where the locale groups with
    /// U+002E: a field then keeps a `DotRole` and reinterprets a tentative separator itself
    /// (`Field/NumberField+DualRoleDot.swift`).
    static var readsDualRoleDot: Bool { get }
}
