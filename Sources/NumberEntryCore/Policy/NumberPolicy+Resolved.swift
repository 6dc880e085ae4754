extension NumberPolicy {
    /// A policy made concrete for one locale's data (`NumberPolicy.resolved(for:)`): the policy
    /// to store, and what resolution decided from it, once, when the field or parser was made.
    ///
    /// `NumberField.policy` and `NumberParser.policy` are resolved policies. Read a setting on
    /// `stored` (`field.policy.stored.allowsNegative`) and the fraction digits here
    /// (`field.policy.maxFractionDigits`: a number, never `nil`); store or reuse `stored`
    /// (`JSONEncoder().encode(field.policy.stored)`, `NumberField(locale:policy:)`), which makes a
    /// field that behaves the same.
    public struct Resolved: Sendable, Hashable {
        /// The policy the field or parser was made with, its format the one it shows (the locale
        /// data's when the policy left the format at `.plain`): for storing, and for making
        /// another field or parser that behaves the same. Its fraction digits are as the policy
        /// set them (`nil`: the format's own), so a stored policy keeps that meaning.
        public let stored: NumberPolicy
        /// The most fraction digits: `stored`'s own, else the format's (a currency's digits, its
        /// cash digits with `currencyUsage: .cash`, else 2).
        public let maxFractionDigits: Int
        /// The fraction digits finalize pads to in natural entry: `stored`'s own, else the
        /// format's (a currency's digits, else 0), capped by `maxFractionDigits`.
        public let minFractionDigits: Int
        /// The fraction digits a finalized value shows at least: `minFractionDigits`, or all of
        /// `maxFractionDigits` in cents mode and fixed-scale entry, which always show them
        /// (Behaviour §7, §10.11, §14). Set once by the entry mode's rule
        /// (`EntryRule.finalizedFractionDigits(_:)`), which reads the two above.
        public private(set) var finalizedFractionDigits: Int
        /// The increment a cash policy rounds to (`cashIncrement(of:in:maxFractionDigits:)`);
        /// `nil` outside a cash policy or without the currency's cash data.
        package let cashIncrement: Increment?

        /// Made only by `resolved(for:)`, from a valid policy whose format is `data`'s.
        init(stored: NumberPolicy, maxFractionDigits: Int, minFractionDigits: Int, data: NumberLocale.FormatData?) {
            self.stored = stored
            self.maxFractionDigits = maxFractionDigits
            self.minFractionDigits = minFractionDigits
            cashIncrement =
                stored.currencyUsage == .cash ? Self.cashIncrement(in: data, maxFractionDigits: maxFractionDigits) : nil
            finalizedFractionDigits = minFractionDigits
            finalizedFractionDigits = stored.entry.rule.finalizedFractionDigits(self)
        }
    }
}
