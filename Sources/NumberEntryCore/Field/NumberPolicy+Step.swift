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

    /// Throws `invalidPolicy` unless the step is positive and written with no more fraction
    /// digits than the field may show (`nil`: not known before the policy is resolved).
    func validateStep(maxFractionDigits: Int?) throws(NumberEntryError) {
        if step.value.isNegative || step.value.isZero { throw .invalidPolicy("step must be positive") }
        if let maxFractionDigits, step.fractionDigits > maxFractionDigits {
            throw .invalidPolicy("step must have at most maxFractionDigits fraction digits")
        }
    }
}

extension NumberField {
    /// The bound nearest 0 when 0 lies outside [`minimum`, `maximum`]; `nil` when 0 is inside.
    private var boundNearestZero: ExactDecimal? {
        if let minimum = policy.minimum, minimum > .zero { return minimum }
        if let maximum = policy.maximum, maximum < .zero { return maximum }
        return nil
    }

    /// Step up or down (Behaviour §13): the value (0 for an empty or sign-only field) plus or minus
    /// the policy's step, clamped to the bounds (and to 0 without negatives) but never moved
    /// against the step's direction, shown fresh with the caret at the end; an empty field whose
    /// range excludes 0 steps to the bound nearest 0, one at a bound to 0. A step that would move
    /// the value against its direction changes nothing; one held at a bound renders it fresh
    /// (and changes nothing, the caret included, when that is the text shown).
    mutating func performStep(up: Bool) throws(EditRejection) {
        let current = content.value ?? .zero
        var result = up ? current + policy.step.value : current - policy.step.value
        if let maximum = policy.maximum, result > maximum { result = maximum }
        if let minimum = policy.minimum, result < minimum { result = minimum }
        if !policy.allowsNegative && result.isNegative { result = .zero }
        if content.value == nil, let bound = boundNearestZero {
            result = bound  // an empty field outside its range: the first step gives that bound
        } else if content.value != nil {
            guard up ? result >= current : result <= current else { return }
        }
        // Cents mode and fixed-scale entry always show exactly `maxFractionDigits` (the step fits
        // them, Behaviour §13, §14).
        let fractionDigits =
            policy.entry != .natural
            ? policy.fractionLimit : max(content.fractionCount, policy.step.fractionDigits, result.scale)
        let stepped = locale.content(of: result, fractionDigits: fractionDigits)
        guard stepped != content else { return }  // held at a bound, already fresh: nothing changes
        try check(stepped)
        show(stepped, caret: .bodyEnd)
    }
}
