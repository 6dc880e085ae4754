extension NumberPolicy {
    /// The number a field shows for `value`, a value from outside (Behaviour §16), in this
    /// resolved policy, in order: the unit shown (§10.10), rounding (`roundedOutsideValue(_:in:)`),
    /// the clamp of `clampOnFinalize`. A value whose rounding alone breaks `maxIntegerDigits` stays
    /// unrounded when the unrounded value fits every digit and sign limit, as finalize leaves it
    /// (§10.8: CHF cash `up` with one integer digit keeps 9.99). The digit and sign limits are then
    /// the caller's to check: `NumberField` refuses what breaks them, a format style shows it.
    package func outsideNumber(ofValue value: ExactDecimal, in locale: NumberLocale) -> ExactDecimal {
        let shown = shownNumber(ofValue: value)
        let rounded = clamped(roundedOutsideValue(shown, in: locale))
        let unrounded = clamped(shown)
        guard let maxIntegerDigits, rounded.integerDigitCount > maxIntegerDigits, fitsDigitsAndSign(unrounded) else {
            return rounded
        }
        return unrounded
    }

    /// A number shown from outside, rounded by the policy's `rounding` mode to `maxFractionDigits`,
    /// or to the cash increment in a cash policy (`cashIncrement(in:)`); unchanged without a mode
    /// (the limits then refuse it), or when it is a bound the policy clamps to (a clamped value
    /// stays, so that finalize is idempotent and its value comes back as it was).
    package func roundedOutsideValue(_ value: ExactDecimal, in locale: NumberLocale) -> ExactDecimal {
        guard let rounding, !clampsAt(value) else { return value }
        if let increment = cashIncrement(in: locale) { return value.rounded(to: increment, rounding) }
        return value.rounded(toFractionDigits: fractionLimit, rounding)
    }

    /// The increment a cash policy rounds to (Behaviour §10.8): the currency's cash increment
    /// (CHF 0.05), else one unit of its cash digits (SEK 1), but never finer than one unit of
    /// `maxFractionDigits` (CHF cash with one fraction digit 0.1, USD cash with none 1); `nil`
    /// outside a cash policy or without the currency's cash data.
    package func cashIncrement(in locale: NumberLocale) -> Increment? {
        guard currencyUsage == .cash, let data = locale.formatData else { return nil }
        var increment: ExactDecimal
        if let own = data.cashIncrement, !own.isZero {
            increment = own
        } else if let digits = data.cashFractionDigits {
            increment = Self.unit(ofFractionDigits: digits)
        } else {
            return nil
        }
        if let maxFractionDigits, increment.scale > maxFractionDigits {
            increment = Self.unit(ofFractionDigits: maxFractionDigits)
        }
        // `NumberLocale.formatted(_:)` refuses an increment beyond `maximumIncrementDigits`.
        return try? Increment(increment)
    }

    /// 10 to the power of `-digits` (`digits` >= 0): 1, 0.1, 0.01, ...
    private static func unit(ofFractionDigits digits: Int) -> ExactDecimal {
        guard digits > 0 else { return 1 }
        let fraction = String(repeating: "0", count: digits - 1) + "1"
        return ExactDecimal(uncheckedNegative: false, integer: "0", fraction: fraction)
    }

    /// Whether `shown` is a bound that finalize clamps to (`clampOnFinalize`): rounding leaves it.
    package func clampsAt(_ shown: ExactDecimal) -> Bool {
        clampOnFinalize && (shown == minimum || shown == maximum)
    }

    /// `shown`, or with `clampOnFinalize` the bound it lies beyond (Behaviour §15, §16).
    private func clamped(_ shown: ExactDecimal) -> ExactDecimal {
        guard clampOnFinalize, let bound = bound(beyond: shown) else { return shown }
        return bound
    }

    /// Whether a field of this resolved policy could show `shown`: its sign, fraction digits and
    /// integer digits within the limits (Behaviour §5, the bounds aside).
    private func fitsDigitsAndSign(_ shown: ExactDecimal) -> Bool {
        !(shown.isNegative && !permitsNegative) && shown.scale <= fractionLimit
            && maxIntegerDigits.map { shown.integerDigitCount <= $0 } ?? true
    }

    /// The bound a number shown lies beyond (Behaviour §15, §16): `minimum` below it, `maximum`
    /// above it; `nil` within the bounds.
    package func bound(beyond shown: ExactDecimal) -> ExactDecimal? {
        if let minimum, shown < minimum { return minimum }
        if let maximum, shown > maximum { return maximum }
        return nil
    }
}
