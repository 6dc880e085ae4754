/// The state of one number field: its canonical text, the selection, the locale and the policy.
///
/// A field is what it is, fixed when it is made (its locale and policy, shared by its copies),
/// and what it shows (the text, the selection). Every edit either is accepted, leaving a new
/// canonical text and caret, or throws an `EditRejection` and leaves the field exactly as it was.
/// Offsets are UTF-16 code units, as `NSRange` and the UIKit/AppKit text delegates use. The field
/// carries its undo history (Behaviour §12); two fields are equal when they show the same state,
/// whatever their histories.
public struct NumberField: Sendable, Hashable {
    /// What the field is: its locale, its policy and what they decide once, shared by its copies.
    let setup: FieldSetup
    // The setup's locale, kept beside the state as well: rendering and every rule read it on
    // every keystroke, and read through the setup, a locale handed to a call left out of line
    // was retained for it (+2.4 % instructions a keystroke in `ar_EG`).
    /// The locale data the field renders with.
    public let locale: NumberLocale
    /// The text shown: always exactly what the engine renders for its content. Made from the
    /// field's bytes when read: a text of over 15 UTF-8 bytes (past Swift's small strings)
    /// allocates its `String`.
    public var text: String { textBytes.string }
    /// The selection in UTF-16 offsets; a caret when empty.
    public internal(set) var selection = 0..<0
    /// The text's UTF-8 bytes, held by value: rendering writes them, the commit point installs
    /// them, and an edit reads them without making a `String`.
    var textBytes = FieldText()
    /// The content the text shows, kept beside it so that an edit never reads the text back.
    var content = Content()
    /// The UTF-16 length of `text`, kept beside it so that an edit at the end needs no walk.
    var textLength = 0
    /// The undo history.
    var history = EditHistory(limit: NumberField.defaultUndoLimit)
    /// What a typed `.` is (Behaviour §3, the dual-role `.`); like the history, not part of what
    /// the field shows.
    var dotRole: DotRole

    /// The limits the field enforces: the policy it was made with, resolved against its locale
    /// data (`NumberPolicy.resolved(for:)`): its settings and the policy to store are `stored`,
    /// its fraction digits are numbers, never `nil`.
    public var policy: NumberPolicy.Resolved { setup.policy }

    /// An empty field. It shows the digits the policy names: with `.latin`, the locale's Latin
    /// variant (`locale.showing(.latin)`), so `field.locale` may differ from `locale`. The
    /// policy's fraction digits left `nil` become the format's own (Behaviour §10.8), and a
    /// format left at `.plain` the one `locale` was loaded for.
    /// - Throws: `formatMismatch` when the policy names a format and `locale` was loaded for another,
    ///   `invalidPolicy` when its limits contradict each other.
    public init(locale: NumberLocale, policy: NumberPolicy = NumberPolicy()) throws(NumberEntryError) {
        setup = try FieldSetup(locale: locale, policy: policy)
        self.locale = setup.locale
        dotRole = DotRole(readsDualRoleDot: setup.readsDualRoleDot)
        install(rendered(Content(), caret: .after(0)))
    }

    /// A field showing `text`, which must be canonical (what the engine renders, with no zero in
    /// front of another integer digit: kept zeros arise only from edits; in cents mode, with all
    /// its fraction digits; in fixed-scale entry, with its filled fraction) and within the
    /// policy's limits, with the given selection.
    public init(
        locale: NumberLocale, policy: NumberPolicy = NumberPolicy(), text: String, selection: Range<Int>
    ) throws(NumberEntryError) {
        try self.init(locale: locale, policy: policy)
        let display = setup.affixDisplay
        guard let content = self.locale.content(of: text, display: display), !content.hasKeptZeros,
            self.policy.stored.entry.rule.shows(content, policy: self.policy)
        else { throw .notCanonical(text) }
        let layout = Layout(locale: self.locale, content: content, display: display)
        let shown = layout.render()
        guard shown.string == text else { throw .notCanonical(text) }
        do {
            try check(content)
            restore(EditHistory.State(text: shown, selection: selection, content: content, textLength: layout.length))
            try commit(.select(try selected(from: selection.lowerBound, to: selection.upperBound)), undo: .none)
        } catch {
            throw .invalidStartState(error)
        }
    }

    /// A field showing `value`, a value from outside (Behaviour §16) in the unit `value` reports
    /// (with `percentValue: .fraction`, 0.125 is `12.5 %`), as finalize would show it (padded to
    /// `minFractionDigits`; in cents mode and fixed-scale entry to `maxFractionDigits`, which they
    /// always show), with the caret at the end: for prefilling a form with a stored value. The
    /// number shown is rounded when the policy names a `rounding` mode (to the cash increment in
    /// a cash policy), then with `clampOnFinalize` brought to the nearer bound it lies beyond;
    /// bounds never refuse it. The result must then meet the digit and sign limits, checked in
    /// the order of §5: a negative value where negatives are not allowed, too many integer
    /// digits, too many fraction digits (without a `rounding` mode) are refused
    /// (`invalidStartState(.negativeNotAllowed)`, ...). A value whose rounding alone would break
    /// `maxIntegerDigits` is shown unrounded when it fits as it is.
    public init(locale: NumberLocale, policy: NumberPolicy = NumberPolicy(), value: ExactDecimal)
        throws(NumberEntryError)
    {
        try self.init(locale: locale, policy: policy)
        let shown = self.policy.outsideNumber(ofValue: value)
        let content = self.locale.content(of: shown, minFractionDigits: self.policy.finalizedFractionDigits)
        do {
            let shown = Proposal.content(content, caret: .bodyEnd, effect: .replaced)
            try commit(shown, undo: .none, limits: .digitsAndSign)
        } catch {
            throw .invalidStartState(error)
        }
    }

    /// The exact value shown; `nil` for an empty or sign-only field. `12.` has the value 12, and
    /// `1.50` (trailing zeros, such as a fixed-scale field's filling) 1.5.
    /// A percent or per-mille field whose policy asks for `percentValue: .fraction` reports
    /// the fraction (`12.5 %` is 0.125).
    public var value: ExactDecimal? {
        content.value.map(policy.value(ofShown:))
    }

    /// The number the text shows, whatever `percentValue` says (`12.5 %` is 12.5).
    package var shownValue: ExactDecimal? { content.value }

    /// Whether the field shows nothing.
    public var isEmpty: Bool { textBytes.isEmpty }

    /// Whether the field shows a negative sign (also for `-` and `-0`).
    public var isNegative: Bool { content.isNegative }

    public static func == (lhs: NumberField, rhs: NumberField) -> Bool {
        lhs.textBytes == rhs.textBytes && lhs.selection == rhs.selection && lhs.content == rhs.content
            && (lhs.setup === rhs.setup || lhs.locale == rhs.locale && lhs.policy == rhs.policy)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(textBytes)
        hasher.combine(selection)
        hasher.combine(content)
        hasher.combine(locale)
        hasher.combine(policy)
    }

    /// Where the affixes and their sign characters stand in the text (UTF-16 offsets).
    struct AffixBounds {
        /// The body's start and end.
        var prefixEnd: Int
        var suffixStart: Int
        /// The sign characters in the prefix and in the suffix (empty when positive).
        var prefixSign: Range<Int>
        var suffixSign: Range<Int>

        /// Whether the nonempty range `lower..<upper` overlaps a sign character (an affix without
        /// one has an empty sign range, which overlaps nothing).
        func touchesSign(_ lower: Int, _ upper: Int) -> Bool {
            prefixSign.overlaps(lower..<upper) || suffixSign.overlaps(lower..<upper)
        }
    }
}
