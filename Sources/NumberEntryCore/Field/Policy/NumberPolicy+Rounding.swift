extension NumberPolicy {
    /// A number from outside a field (Behaviour §16), in the unit the field shows, as this
    /// resolved policy takes it: rounded by its `rounding` mode to `maxFractionDigits`, or to the
    /// currency's cash increment in a cash policy whose locale data has one; unchanged without a
    /// mode (the limits then refuse it), or when it is a bound the policy clamps to (a clamped
    /// value stays, so that finalize is idempotent and its value comes back as it was).
    package func outsideValue(_ value: ExactDecimal, in locale: NumberLocale) -> ExactDecimal {
        guard let rounding, !clampsAt(value) else { return value }
        if let increment = cashIncrement(in: locale) { return value.rounded(to: increment, rounding) }
        return value.rounded(toFractionDigits: fractionLimit, rounding)
    }

    /// The increment a cash policy rounds to (CHF 0.05); `nil` without one.
    package func cashIncrement(in locale: NumberLocale) -> Increment? {
        guard currencyUsage == .cash, let increment = locale.formatData?.cashIncrement, !increment.isZero else {
            return nil
        }
        // `NumberLocale.formatted(_:)` refuses an increment beyond `maximumIncrementDigits`.
        return try? Increment(increment)
    }

    /// Whether `shown` is a bound that finalize clamps to (`clampOnFinalize`): rounding leaves it.
    package func clampsAt(_ shown: ExactDecimal) -> Bool {
        clampOnFinalize && (shown == minimum || shown == maximum)
    }

    /// The bound a number shown lies beyond (Behaviour §15, §16): `minimum` below it, `maximum`
    /// above it; `nil` within the bounds.
    package func bound(beyond shown: ExactDecimal) -> ExactDecimal? {
        if let minimum, shown < minimum { return minimum }
        if let maximum, shown > maximum { return maximum }
        return nil
    }
}
