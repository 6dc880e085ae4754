extension NumberPolicy.Resolved {
    /// The number a field with this policy shows for `value`, a value in the unit `value` reports
    /// (Behaviour §10.10): with `percentValue: .fraction`, 0.125 is 12.5 in a percent field and
    /// 125 in a per-mille one; in any other field the value is the number shown.
    package func shownNumber(ofValue value: ExactDecimal) -> ExactDecimal {
        let places = fractionValuePlaces
        return places == 0 || value.isZero ? value : value.movingPoint(by: places)
    }

    /// The value, in the unit `value` reports, of `shown`, a number a field with this policy shows:
    /// the inverse of `shownNumber(ofValue:)` (12.5 in a percent field reporting fractions is 0.125).
    @inline(__always)
    package func value(ofShown shown: ExactDecimal) -> ExactDecimal {
        let places = fractionValuePlaces
        return places == 0 || shown.isZero ? shown : shown.movingPoint(by: -places)
    }

    /// The powers of ten between the number shown and the value: 2 for a percent and 3 for a
    /// per-mille field with `percentValue: .fraction`, else 0.
    private var fractionValuePlaces: Int {
        guard stored.percentValue == .fraction else { return 0 }
        switch stored.format.kind {
        case .percent: return 2
        case .perMille: return 3
        default: return 0
        }
    }
}
