extension NumberPolicy {
    /// The fraction digits of a plain, percent or per-mille field that sets none: at most 2, and
    /// finalize pads to 0.
    package static let defaultFractionDigits = (max: 2, min: 0)

    /// This policy with its fraction digits made concrete for `locale`'s data (Behaviour §10.8),
    /// as `NumberField` and `NumberParser` use it: `maxFractionDigits` is the explicit value or the
    /// format's own digits; `minFractionDigits` is the explicit value or the format's own, capped
    /// by `maxFractionDigits` (so USD with `maxFractionDigits: 0` pads to nothing). A currency's
    /// own digits are the locale data's `FormatData.fractionDigits`, or `cashFractionDigits`
    /// with `currencyUsage: .cash` (2 when hand-built data gives none); any other format's are
    /// 2 and 0.
    /// - Throws: `formatMismatch` when `locale` holds another format's data, `invalidPolicy`
    ///   when the resolved limits contradict each other.
    public func resolved(for locale: NumberLocale) throws(NumberEntryError) -> Resolved {
        guard locale.format == format else { throw .formatMismatch(policy: format, localeData: locale.format) }
        try validate()
        let own = ownFractionDigits(in: locale.formatData)
        var resolved = self
        let maximum = maxFractionDigits ?? own.max
        resolved.maxFractionDigits = maximum
        resolved.minFractionDigits = minFractionDigits ?? min(own.min, maximum)
        try resolved.validate()
        return Resolved(resolving: resolved)
    }

    /// The format's own fraction digits: a currency's from its data, else the defaults.
    private func ownFractionDigits(in data: NumberLocale.FormatData?) -> (max: Int, min: Int) {
        guard case .currency = format.kind else { return Self.defaultFractionDigits }
        let standard = data?.fractionDigits
        let digits =
            (currencyUsage == .cash ? data?.cashFractionDigits ?? standard : standard)
            ?? Self.defaultFractionDigits.max
        return (digits, digits)
    }

    /// `maxFractionDigits` of the settings a resolved policy holds (`Resolved.policy`), where it
    /// is never `nil`: read by the functions a resolved policy forwards to (rounding an outside
    /// value, `outsideNumber(ofValue:in:)`) and by the field checks of `NumberEntryChecks`. The
    /// keystroke path reads the resolved policy's own `Resolved.fractionLimit`.
    @inline(__always)
    package var fractionLimit: Int { maxFractionDigits.unsafelyUnwrapped }
}
