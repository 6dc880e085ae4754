/// What an entry rule sees of a field (`EntryRule`): the field's parts and the queries rules make
/// (`FieldReading`), read from the field as it is, with no way to change it. A rule receives the
/// view `borrowing`; the view cannot be copied, so a rule can neither keep it nor pass it on
/// beyond its own call. Only this file makes one, for one call into a rule, from the field's
/// address, which lasts for that call (`viewing: &self`).
///
/// The view holds the field's address, not the field: a borrowed `NumberField` (490 bytes) is
/// copied whole to every call left out of line, which most rule requirements are. It reads the
/// policy on the field's setup (`FieldSetup`) and the locale the field keeps beside its state.
struct FieldView: FieldReading, ~Copyable {
    private let field: UnsafePointer<NumberField>

    fileprivate init(_ field: UnsafePointer<NumberField>) {
        self.field = field
    }

    /// The field's locale data.
    var locale: NumberLocale {
        @inline(__always) get { field.pointee.locale }
    }

    /// The field's resolved policy.
    var policy: NumberPolicy.Resolved {
        @inline(__always) get { field.pointee.setup.policy }
    }

    /// How the policy shows the affixes.
    var affixDisplay: Layout.AffixDisplay {
        @inline(__always) get { field.pointee.setup.affixDisplay }
    }

    /// The content the text shows.
    var content: Content {
        @inline(__always) get { field.pointee.content }
    }

    /// The selection in UTF-16 offsets; a caret when empty.
    var selection: Range<Int> {
        @inline(__always) get { field.pointee.selection }
    }

    /// The UTF-16 length of the text.
    var textLength: Int {
        @inline(__always) get { field.pointee.textLength }
    }
}

extension FieldView {
    // The ways into a rule: the field passes its own address (`viewing: &self`), which lasts for
    // the call, and the view made from it, borrowed by the rule, ends with it.

    /// `EntryRule.digitTypedAtCaret(_:in:)` of `rule` with a view of the field at `field`.
    @inline(__always)
    static func digitTypedAtCaret<Rule: EntryRule>(
        _ string: String, by rule: Rule.Type, viewing field: UnsafePointer<NumberField>
    ) throws(EditRejection) -> Proposal? {
        try Rule.digitTypedAtCaret(string, in: FieldView(field))
    }

    /// `EntryRule.deleteNeighbour(forward:at:in:)` of `rule` at the caret, with a view of the
    /// field at `field`.
    @inline(__always)
    static func deleteNeighbour<Rule: EntryRule>(
        forward: Bool, by rule: Rule.Type, viewing field: UnsafePointer<NumberField>
    ) throws(EditRejection) -> Proposal {
        let view = FieldView(field)
        return try Rule.deleteNeighbour(forward: forward, at: view.selection.lowerBound, in: view)
    }

    /// `proposal(replacing:_:with:by:)` with a view of the field at `field`.
    @inline(__always)
    static func proposal<Rule: EntryRule>(
        replacing lower: Int, _ upper: Int, with string: String, by rule: Rule.Type,
        viewing field: UnsafePointer<NumberField>
    ) throws(EditRejection) -> Proposal {
        try FieldView(field).proposal(replacing: lower, upper, with: string, by: rule)
    }
}
