extension NumberPolicy {
    /// A policy made concrete for one locale's data (`NumberPolicy.resolved(for:)`): every setting
    /// of the policy it was made from, with fraction digits that are numbers, never `nil`.
    /// `NumberField.policy` and `NumberParser.policy` are resolved policies.
    public struct Resolved: Sendable, Hashable {
        /// The settings as a `NumberPolicy`, its fraction digits set: for making another field
        /// or parser that behaves the same.
        public let policy: NumberPolicy

        /// Made only by `resolved(for:)`, which sets both fraction digits.
        init(resolving policy: NumberPolicy) {
            self.policy = policy
        }

        /// The most fraction digits: the policy's own, else the format's (a currency's digits,
        /// its cash digits with `currencyUsage: .cash`, else 2).
        public var maxFractionDigits: Int { policy.maxFractionDigits.unsafelyUnwrapped }
        /// The fraction digits finalize pads to: the policy's own, else the format's (a
        /// currency's digits, else 0), capped by `maxFractionDigits`.
        public var minFractionDigits: Int { policy.minFractionDigits.unsafelyUnwrapped }
        /// The format the field shows (`NumberPolicy.format`).
        public var format: NumberFormat { policy.format }
        /// The most integer digits; `nil` for no limit (`NumberPolicy.maxIntegerDigits`).
        public var maxIntegerDigits: Int? { policy.maxIntegerDigits }
        /// Whether negative numbers may be typed (`NumberPolicy.allowsNegative`).
        public var allowsNegative: Bool { policy.allowsNegative }
        /// Whether the minus key may make a number negative (`NumberPolicy.permitsNegative`).
        public var permitsNegative: Bool { policy.permitsNegative }
        /// The smallest value, in the number shown (`NumberPolicy.minimum`).
        public var minimum: ExactDecimal? { policy.minimum }
        /// The largest value, in the number shown (`NumberPolicy.maximum`).
        public var maximum: ExactDecimal? { policy.maximum }
        /// Locale or Latin digits (`NumberPolicy.digits`).
        public var digits: Digits { policy.digits }
        /// What step up and down add and subtract (`NumberPolicy.step`).
        public var step: Step { policy.step }
        /// How digits enter (`NumberPolicy.entry`).
        public var entry: Entry { policy.entry }
        /// A currency's standard or cash digits (`NumberPolicy.currencyUsage`).
        public var currencyUsage: CurrencyUsage { policy.currencyUsage }
        /// Whether an empty field shows the affixes (`NumberPolicy.affixesWhenEmpty`).
        public var affixesWhenEmpty: Bool { policy.affixesWhenEmpty }
        /// Whether the text shows the affixes (`NumberPolicy.showsAffixes`).
        public var showsAffixes: Bool { policy.showsAffixes }
        /// What a percent or per-mille field's value reports (`NumberPolicy.percentValue`).
        public var percentValue: PercentValue { policy.percentValue }
        /// Whether finalize clamps to the bounds (`NumberPolicy.clampOnFinalize`).
        public var clampOnFinalize: Bool { policy.clampOnFinalize }
        /// How a value from outside with too many fraction digits is taken (`NumberPolicy.rounding`).
        public var rounding: ExactDecimal.RoundingMode? { policy.rounding }

        /// `maxFractionDigits`: a plain read on the keystroke path.
        @inline(__always)
        package var fractionLimit: Int { maxFractionDigits }
        /// `minFractionDigits`.
        @inline(__always)
        package var fractionPadding: Int { minFractionDigits }
        /// The fraction digits a finalized value shows at least: `minFractionDigits`, or all of
        /// `maxFractionDigits` in cents mode and fixed-scale entry, which always show them
        /// (Behaviour §10.11, §14): the entry mode's `EntryRule.finalizedFractionDigits(_:)`.
        package var finalizedPadding: Int { entry.rule.finalizedFractionDigits(self) }
        /// `NumberPolicy.outsideNumber(ofValue:in:)`.
        package func outsideNumber(ofValue value: ExactDecimal, in locale: NumberLocale) -> ExactDecimal {
            policy.outsideNumber(ofValue: value, in: locale)
        }
        /// `NumberPolicy.cashIncrement(in:)`.
        package func cashIncrement(in locale: NumberLocale) -> Increment? { policy.cashIncrement(in: locale) }
        /// `NumberPolicy.clampsAt(_:)`.
        package func clampsAt(_ shown: ExactDecimal) -> Bool { policy.clampsAt(shown) }
        /// `NumberPolicy.bound(beyond:)`.
        package func bound(beyond shown: ExactDecimal) -> ExactDecimal? { policy.bound(beyond: shown) }
        /// `NumberPolicy.shownNumber(ofValue:)`.
        package func shownNumber(ofValue value: ExactDecimal) -> ExactDecimal { policy.shownNumber(ofValue: value) }
        /// `NumberPolicy.value(ofShown:)`.
        @inline(__always)
        package func value(ofShown shown: ExactDecimal) -> ExactDecimal { policy.value(ofShown: shown) }
    }
}
