extension ExactDecimal {
    /// ICU's rounding modes, with ICU's meanings (Behaviour §16).
    public enum RoundingMode: String, Sendable, Hashable, CaseIterable, Codable {
        /// To the nearest; a tie goes to the even neighbour (2.665 → 2.66).
        case halfEven
        /// To the nearest; a tie goes away from zero (2.675 → 2.68).
        case halfUp
        /// To the nearest; a tie goes toward zero (2.675 → 2.67).
        case halfDown
        /// Away from zero (2.661 → 2.67, -2.661 → -2.67).
        case up
        /// Toward zero (2.669 → 2.66).
        case down
        /// Toward positive infinity (2.661 → 2.67, -2.669 → -2.66).
        case ceiling
        /// Toward negative infinity (2.669 → 2.66, -2.661 → -2.67).
        case floor
    }

    /// The value rounded to at most `digits` fraction digits (`digits` below 0 counts as 0),
    /// exactly, in decimal.
    public func rounded(toFractionDigits digits: Int, _ mode: RoundingMode) -> ExactDecimal {
        guard scale > max(0, digits) else { return self }
        return rounded(toMultipleOf: ExactDecimal(scaled: [1], scale: max(0, digits), isNegative: false), mode)
    }

    /// The nearest multiple of `increment` in the direction `mode` says (a cash increment: CHF
    /// 0.05), exactly; the value itself when `increment` is zero. The sign of `increment` does
    /// not matter.
    public func rounded(toMultipleOf increment: ExactDecimal, _ mode: RoundingMode) -> ExactDecimal {
        guard !increment.isZero else { return self }
        let scale = max(self.scale, increment.scale)
        let magnitude = scaledDigits(scale)
        let step = increment.scaledDigits(scale)
        let (quotient, remainder) = DigitArithmetic.divide(magnitude, by: step)
        guard !remainder.isEmpty else { return self }
        let awayFromZero: Bool
        switch mode {
        case .up: awayFromZero = true
        case .down: awayFromZero = false
        case .ceiling: awayFromZero = !isNegative
        case .floor: awayFromZero = isNegative
        case .halfUp, .halfDown, .halfEven:
            let half = DigitArithmetic.compare(DigitArithmetic.sum(remainder, remainder), step)
            let odd = (quotient.last ?? 0) % 2 == 1
            awayFromZero = half > 0 || (half == 0 && (mode == .halfUp || (mode == .halfEven && odd)))
        }
        var result = DigitArithmetic.difference(magnitude, remainder)
        if awayFromZero { result = DigitArithmetic.sum(result, step) }
        return ExactDecimal(scaled: Array(result.drop { $0 == 0 }), scale: scale, isNegative: isNegative)
    }
}
