extension NumberPolicy {
    /// What step up and down add and subtract (Behaviour §13): an exact positive decimal and the
    /// fraction digits it was written with, which a stepped value shows at least (`0.50`: two).
    public struct Step: Sendable, Hashable, Codable, CustomStringConvertible, ExpressibleByIntegerLiteral {
        /// The amount.
        public let value: ExactDecimal
        /// The fraction digits as written: 2 for `0.50`, never fewer than the value's own, and
        /// more than 999 (ICU's limit, `NumberPolicy.maximumMinFractionDigits`) only when the
        /// value's own are.
        public let fractionDigits: Int

        /// Reads machine text as written (`0.25`, `0.50`, `5`); `nil` when it is no number.
        public init?(_ text: String) {
            guard let value = ExactDecimal(text) else { return nil }
            let written = text.utf8.firstIndex(of: UInt8(ascii: ".")).map { text.utf8[$0...].count - 1 } ?? 0
            self.init(value, fractionDigits: written)
        }

        /// An amount shown with at least `fractionDigits` fraction digits (and at least its own);
        /// a count above 999 counts as 999, so `description` pads with at most 999 zeros.
        public init(_ value: ExactDecimal, fractionDigits: Int = 0) {
            self.value = value
            self.fractionDigits = max(value.scale, min(fractionDigits, NumberPolicy.maximumMinFractionDigits))
        }

        public init(integerLiteral value: Int) {
            self.init(ExactDecimal(value))
        }

        /// Reads the amount as written, a string such as `"0.50"`.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            let text = try container.decode(String.self)
            guard let step = Step(text) else {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "\(text) is not a step")
            }
            self = step
        }

        /// Writes the amount as written, a string such as `"0.50"`.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(description)
        }

        /// The amount as written, e.g. `0.50`.
        public var description: String {
            let padding = fractionDigits - value.scale
            guard padding > 0 else { return value.description }
            return value.description + (value.scale == 0 ? "." : "") + String(repeating: "0", count: padding)
        }
    }

    /// Throws `invalidPolicy` unless the step is written with no more fraction digits than the
    /// field may show (`nil`: not known before the policy is resolved); that it is positive is
    /// its own rule (`settingTable`).
    func validateStep(maxFractionDigits: Int?) throws(NumberEntryError) {
        if let maxFractionDigits, step.fractionDigits > maxFractionDigits {
            throw .invalidPolicy(.step, .contradiction, "step must have at most maxFractionDigits fraction digits")
        }
    }
}
