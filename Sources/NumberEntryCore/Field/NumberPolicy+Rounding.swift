extension NumberPolicy {
    /// A value from outside a field (Behaviour §16) as this resolved policy takes it: rounded by
    /// its `rounding` mode to `maxFractionDigits`, or to the currency's cash increment in a cash
    /// policy whose locale data has one; unchanged without a mode (the limits then refuse it).
    package func outsideValue(_ value: ExactDecimal, in locale: NumberLocale) -> ExactDecimal {
        guard let rounding else { return value }
        if currencyUsage == .cash, let increment = locale.formatData?.cashIncrement {
            return value.rounded(toMultipleOf: increment, rounding)
        }
        return value.rounded(toFractionDigits: fractionLimit, rounding)
    }
}
