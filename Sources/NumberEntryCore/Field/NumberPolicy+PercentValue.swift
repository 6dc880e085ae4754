extension NumberPolicy {
    /// The power of ten between the number a field shows and the value it reports (Behaviour
    /// §10.10): 2 in a percent field and 3 in a per-mille field with `percentValue: .fraction`,
    /// else 0.
    package var valueExponent: Int {
        guard percentValue == .fraction else { return 0 }
        switch format {
        case .percent: return 2
        case .perMille: return 3
        default: return 0
        }
    }

    /// The number a field with this policy shows for `value`, a value in the unit the field's
    /// `value` reports (Behaviour §10.10): with `percentValue: .fraction`, 0.125 is 12.5 in a
    /// percent field and 125 in a per-mille field; otherwise the value itself. Exact.
    public func shownNumber(ofValue value: ExactDecimal) -> ExactDecimal {
        let exponent = valueExponent
        return exponent == 0 ? value : value.shifted(byPowerOfTen: exponent)
    }

    /// The value a field with this policy reports for the number it shows: the inverse of
    /// `shownNumber(ofValue:)` (12.5 shown in a percent field with `percentValue: .fraction` is
    /// 0.125). Exact.
    public func value(ofShownNumber shown: ExactDecimal) -> ExactDecimal {
        let exponent = valueExponent
        return exponent == 0 ? shown : shown.scaledDown(by: exponent)
    }
}
