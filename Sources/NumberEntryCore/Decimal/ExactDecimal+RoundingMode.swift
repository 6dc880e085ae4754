extension ExactDecimal {
    /// ICU's rounding modes, with ICU's meanings (Behaviour §16), written and read as its
    /// `rawValue` (`"halfEven"`).
    ///
    /// Growable: a later version may add a mode as a new static member (a minor version; ICU
    /// has more), so a `switch` over modes needs a `default`.
    public struct RoundingMode: NamedVocabulary, Sendable, Codable, CustomStringConvertible {
        /// The modes, for the rounding code's `switch`.
        package enum Kind: String, CaseIterable {
            case halfEven, halfUp, halfDown, up, down, ceiling, floor
        }

        /// The mode.
        package let kind: Kind

        package init(kind: Kind) { self.kind = kind }

        /// To the nearest; a tie goes to the even neighbour (2.665 → 2.66).
        public static let halfEven = RoundingMode(kind: .halfEven)
        /// To the nearest; a tie goes away from zero (2.675 → 2.68).
        public static let halfUp = RoundingMode(kind: .halfUp)
        /// To the nearest; a tie goes toward zero (2.675 → 2.67).
        public static let halfDown = RoundingMode(kind: .halfDown)
        /// Away from zero (2.661 → 2.67, -2.661 → -2.67).
        public static let up = RoundingMode(kind: .up)
        /// Toward zero (2.669 → 2.66).
        public static let down = RoundingMode(kind: .down)
        /// Toward positive infinity (2.661 → 2.67, -2.669 → -2.66).
        public static let ceiling = RoundingMode(kind: .ceiling)
        /// Toward negative infinity (2.669 → 2.66, -2.661 → -2.67).
        public static let floor = RoundingMode(kind: .floor)

        /// Whether a value strictly between two multiples goes to the one farther from zero.
        /// `odd` tells whether the multiple nearer zero is an odd one; `half` compares what is
        /// cut off with half a multiple (-1 less, 0 equal, 1 more) and is asked only by the half
        /// modes.
        func roundsAwayFromZero(isNegative: Bool, odd: Bool, half: () -> Int) -> Bool {
            switch kind {
            case .up: return true
            case .down: return false
            case .ceiling: return !isNegative
            case .floor: return isNegative
            case .halfUp, .halfDown, .halfEven:
                let half = half()
                return half > 0 || (half == 0 && (kind == .halfUp || (kind == .halfEven && odd)))
            }
        }
    }
}
