/// What a field is, fixed when it is made: its locale, its resolved policy and what they decide
/// once (how the affixes show, whether a typed `.` is read for its two roles). Immutable and
/// shared by every copy of the field, as `NumberLocale.Storage` is by every copy of a locale: a
/// field is this reference, the state it shows and its history.
final class FieldSetup: Sendable {
    /// The locale data the field renders with (`NumberField.locale`).
    let locale: NumberLocale
    /// The limits the field enforces (`NumberField.policy`).
    let policy: NumberPolicy.Resolved
    /// How the policy shows the affixes.
    let affixDisplay: Layout.AffixDisplay
    /// Whether the field reads the dual-role `.` (Behaviour §3): its entry mode does
    /// (`EntryRule.readsDualRoleDot`) and the locale groups with U+002E.
    let readsDualRoleDot: Bool
    /// Whether finalize may change the value, not only how it shows: with a cash rounding
    /// (Behaviour §10.8) or `clampOnFinalize` (§15).
    let finalizeAdjustsValue: Bool

    /// The setup of a field made with `locale` and `policy` (`NumberField.init(locale:policy:)`):
    /// the policy resolved against the locale, the locale showing the digits the policy names.
    init(locale: NumberLocale, policy: NumberPolicy) throws(NumberEntryError) {
        let policy = try policy.resolved(for: locale)
        self.locale = try locale.showing(policy.stored.digits)
        self.policy = policy
        affixDisplay =
            !policy.stored.showsAffixes ? .hidden : policy.stored.affixesWhenEmpty ? .always : .withContent
        readsDualRoleDot = policy.stored.entry.rule.readsDualRoleDot && self.locale.groupingSeparator == "."
        finalizeAdjustsValue =
            (policy.stored.rounding != nil && policy.cashIncrement != nil) || policy.stored.clampOnFinalize
    }
}
