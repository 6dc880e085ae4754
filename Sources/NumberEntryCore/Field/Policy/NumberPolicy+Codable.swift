extension NumberPolicy {
    private enum CodingKeys: String, CodingKey {
        case format, maxIntegerDigits, maxFractionDigits, minFractionDigits, allowsNegative, minimum, maximum
        case digits, step, entry, currencyUsage, affixesWhenEmpty, showsAffixes, percentValue
        case clampOnFinalize, rounding
    }

    /// Reads a policy; a missing key takes the initializer's default (`{}` is `NumberPolicy()`),
    /// so stored policies keep decoding as settings are added.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let defaults = NumberPolicy()
        self.init(
            format: try container.decodeIfPresent(NumberFormat.self, forKey: .format) ?? defaults.format,
            maxIntegerDigits: try container.decodeIfPresent(Int.self, forKey: .maxIntegerDigits),
            maxFractionDigits: try container.decodeIfPresent(Int.self, forKey: .maxFractionDigits),
            minFractionDigits: try container.decodeIfPresent(Int.self, forKey: .minFractionDigits),
            allowsNegative: try container.decodeIfPresent(Bool.self, forKey: .allowsNegative)
                ?? defaults.allowsNegative,
            minimum: try container.decodeIfPresent(ExactDecimal.self, forKey: .minimum),
            maximum: try container.decodeIfPresent(ExactDecimal.self, forKey: .maximum),
            digits: try container.decodeIfPresent(Digits.self, forKey: .digits) ?? defaults.digits,
            step: try container.decodeIfPresent(Step.self, forKey: .step) ?? defaults.step,
            entry: try container.decodeIfPresent(Entry.self, forKey: .entry) ?? defaults.entry,
            currencyUsage: try container.decodeIfPresent(CurrencyUsage.self, forKey: .currencyUsage)
                ?? defaults.currencyUsage,
            affixesWhenEmpty: try container.decodeIfPresent(Bool.self, forKey: .affixesWhenEmpty)
                ?? defaults.affixesWhenEmpty,
            showsAffixes: try container.decodeIfPresent(Bool.self, forKey: .showsAffixes) ?? defaults.showsAffixes,
            percentValue: try container.decodeIfPresent(PercentValue.self, forKey: .percentValue)
                ?? defaults.percentValue,
            clampOnFinalize: try container.decodeIfPresent(Bool.self, forKey: .clampOnFinalize)
                ?? defaults.clampOnFinalize,
            rounding: try container.decodeIfPresent(ExactDecimal.RoundingMode.self, forKey: .rounding))
    }

    /// Writes every setting; fraction digits left to the format (`nil`) and the default rounding
    /// (`nil`, refuse) are left out.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(format, forKey: .format)
        try container.encodeIfPresent(maxIntegerDigits, forKey: .maxIntegerDigits)
        try container.encodeIfPresent(maxFractionDigits, forKey: .maxFractionDigits)
        try container.encodeIfPresent(minFractionDigits, forKey: .minFractionDigits)
        try container.encode(allowsNegative, forKey: .allowsNegative)
        try container.encodeIfPresent(minimum, forKey: .minimum)
        try container.encodeIfPresent(maximum, forKey: .maximum)
        try container.encode(digits, forKey: .digits)
        try container.encode(step, forKey: .step)
        try container.encode(entry, forKey: .entry)
        try container.encode(currencyUsage, forKey: .currencyUsage)
        try container.encode(affixesWhenEmpty, forKey: .affixesWhenEmpty)
        try container.encode(showsAffixes, forKey: .showsAffixes)
        try container.encode(percentValue, forKey: .percentValue)
        try container.encode(clampOnFinalize, forKey: .clampOnFinalize)
        try container.encodeIfPresent(rounding, forKey: .rounding)
    }
}
