extension NumberPolicy {
    /// The fraction digits of a plain, percent or per-mille field that sets none: at most 2, and
    /// finalize pads to 0.
    package static let defaultFractionDigits = (max: 2, min: 0)

    /// This policy made concrete for `locale`'s data (Behaviour §10.8), as `NumberField` and
    /// `NumberParser` use it. The format is said once: a policy that leaves `format` at `.plain`
    /// takes the format the data was loaded for, and one that names a format needs data loaded
    /// for it. `maxFractionDigits` is the explicit value or the format's own digits;
    /// `minFractionDigits` is the explicit value or the format's own, capped by
    /// `maxFractionDigits` (so USD with `maxFractionDigits: 0` pads to nothing). A currency's own
    /// digits are the locale data's `FormatData.fractionDigits`, or `cashFractionDigits` with
    /// `currencyUsage: .cash` (2 when hand-built data gives none); any other format's are 2 and 0.
    /// - Throws: `formatMismatch` when the policy names a format and `locale` holds another
    ///   format's data (plain data included), `invalidPolicy` when the limits contradict each
    ///   other, the resolved ones included.
    public func resolved(for locale: NumberLocale) throws(NumberEntryError) -> Resolved {
        var stored = self
        if format == .plain {
            stored.format = locale.format
        } else if format != locale.format {
            throw .formatMismatch(policy: format, localeData: locale.format)
        }
        try stored.validate()
        let own = stored.ownFractionDigits(in: locale.formatData)
        let maximum = maxFractionDigits ?? own.max
        let minimum = minFractionDigits ?? min(own.min, maximum)
        var decided = stored
        decided.maxFractionDigits = maximum
        decided.minFractionDigits = minimum
        try decided.validate()
        return Resolved(stored: stored, maxFractionDigits: maximum, minFractionDigits: minimum, data: locale.formatData)
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
}
