extension NumberPolicy.Resolved {
    /// The number a field shows for `value`, a value from outside (Behaviour §16), in order: the
    /// unit shown (§10.10), rounding (`roundedOutsideValue(_:)`), the clamp of `clampOnFinalize`.
    /// A value whose rounding alone breaks `maxIntegerDigits` stays unrounded when the unrounded
    /// value fits every digit and sign limit, as finalize leaves it (§10.8: CHF cash `up` with one
    /// integer digit keeps 9.99). The digit and sign limits are then the caller's to check:
    /// `NumberField` refuses what breaks them, a format style shows it.
    package func outsideNumber(ofValue value: ExactDecimal) -> ExactDecimal {
        let shown = shownNumber(ofValue: value)
        let rounded = clamped(roundedOutsideValue(shown))
        let unrounded = clamped(shown)
        guard let maxIntegerDigits = stored.maxIntegerDigits, rounded.integerDigitCount > maxIntegerDigits,
            fitsDigitsAndSign(unrounded)
        else { return rounded }
        return unrounded
    }

    /// A number shown from outside, rounded by the policy's `rounding` mode to `maxFractionDigits`,
    /// or to the cash increment in a cash policy (`cashIncrement`); unchanged without a mode (the
    /// limits then refuse it), or when it is a bound the policy clamps to (a clamped value stays,
    /// so that finalize is idempotent and its value comes back as it was).
    private func roundedOutsideValue(_ value: ExactDecimal) -> ExactDecimal {
        guard let rounding = stored.rounding, !clampsAt(value) else { return value }
        if let cashIncrement { return value.rounded(to: cashIncrement, rounding) }
        return value.rounded(toFractionDigits: maxFractionDigits, rounding)
    }

    /// The increment a cash policy rounds to (Behaviour §10.8): the currency's cash increment
    /// in `data` (CHF 0.05), else one unit of its cash digits (SEK 1), but never finer than one
    /// unit of `maxFractionDigits` (CHF cash with one fraction digit 0.1, USD cash with none 1);
    /// `nil` without the currency's cash data.
    static func cashIncrement(in data: NumberLocale.FormatData?, maxFractionDigits: Int) -> Increment? {
        guard let data else { return nil }
        var increment: ExactDecimal
        if let own = data.cashIncrement, !own.isZero {
            increment = own
        } else if let digits = data.cashFractionDigits {
            increment = unit(ofFractionDigits: digits)
        } else {
            return nil
        }
        if increment.scale > maxFractionDigits { increment = unit(ofFractionDigits: maxFractionDigits) }
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
        stored.clampOnFinalize && (shown == stored.minimum || shown == stored.maximum)
    }

    /// `shown`, or with `clampOnFinalize` the bound it lies beyond (Behaviour §15, §16).
    private func clamped(_ shown: ExactDecimal) -> ExactDecimal {
        guard stored.clampOnFinalize, let bound = bound(beyond: shown) else { return shown }
        return bound
    }

    /// Whether a field of this policy could show `shown`: its sign, fraction digits and integer
    /// digits within the limits (Behaviour §5, the bounds aside).
    private func fitsDigitsAndSign(_ shown: ExactDecimal) -> Bool {
        !(shown.isNegative && !stored.permitsNegative) && shown.scale <= maxFractionDigits
            && stored.maxIntegerDigits.map { shown.integerDigitCount <= $0 } ?? true
    }

    /// The bound a number shown lies beyond (Behaviour §15, §16): `minimum` below it, `maximum`
    /// above it; `nil` within the bounds.
    package func bound(beyond shown: ExactDecimal) -> ExactDecimal? {
        if let minimum = stored.minimum, shown < minimum { return minimum }
        if let maximum = stored.maximum, shown > maximum { return maximum }
        return nil
    }
}
