extension ExactDecimal {
    /// The value of an integer.
    public init(_ value: Int) {
        self.init(String(value))!
    }
}

extension Int {
    /// The decimal's value when it is a whole number that fits in `Int`; `nil` otherwise.
    public init?(exactly value: ExactDecimal) {
        guard value.fractionDigits.isEmpty, let magnitude = UInt(value.integerDigits) else { return nil }
        if value.isNegative {
            guard magnitude <= UInt(Int.max) + 1 else { return nil }
            self = magnitude == UInt(Int.max) + 1 ? Int.min : -Int(magnitude)
        } else {
            guard let result = Int(exactly: magnitude) else { return nil }
            self = result
        }
    }
}

extension Double {
    /// The nearest `Double` to the decimal (correctly rounded; large values become infinity).
    public init(_ value: ExactDecimal) {
        self = Double(value.description) ?? .nan
    }
}
