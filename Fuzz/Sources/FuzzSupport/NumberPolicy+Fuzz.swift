public import _NumberEntryTestSupport

extension NumberPolicy {
    /// The formats a fuzzed field may have (Behaviour §10), chosen by bits 4-6 of the flags byte:
    /// plain most often, then a symbol after and before the number, accounting brackets, an
    /// ISO code, percent and per-mille.
    public static let fuzzFormats: [NumberFormat] = [
        .plain, .plain, .currency(code: "EUR"), .currency(code: "USD", accounting: true),
        .currency(code: "CHF", width: .narrow), .currency(code: "JPY", width: .isoCode), .percent, .perMille,
    ]

    /// A valid policy from eight input bytes: flags (Latin digits, no negatives, which bounds,
    /// the format, cents mode or fixed-scale entry), the integer digit limit, the fraction digit limits, the scales of
    /// the bounds and the bounds themselves (negative ones too, with up to two fraction digits).
    public init(fuzz bytes: inout FuzzBytes) {
        let flags = bytes.next()
        let integerLimit = bytes.next()
        let fraction = bytes.next()
        let scales = bytes.next()
        let minimum = Self.bound(bytes.next(), bytes.next(), scale: scales % 3)
        let maximum = Self.bound(bytes.next(), bytes.next(), scale: scales / 3 % 3)
        let maxFractionDigits = Int(fraction % 7)
        self.init(
            maxIntegerDigits: integerLimit == 0 ? nil : 1 + Int(integerLimit) % 20,
            maxFractionDigits: maxFractionDigits,
            minFractionDigits: Int(fraction / 7) % (maxFractionDigits + 1),
            allowsNegative: flags & 2 == 0,
            digits: flags & 1 == 0 ? .locale : .latin)
        if flags & 4 != 0 { self.minimum = minimum }
        if flags & 8 != 0 { self.maximum = maximum }
        if let low = self.minimum, let high = self.maximum, high < low { (self.minimum, self.maximum) = (high, low) }
        if self.maximum?.isNegative == true { allowsNegative = true }  // else no value fits
        format = Self.fuzzFormats[Int(flags >> 4 & 7)]
        if flags & 0x80 != 0 {
            // Fixed-scale entry when the scales' high bit is set (Behaviour §14), else cents mode
            // (§10.11), in every format. Fixed entry needs fraction digits.
            entry = scales & 0x80 != 0 ? .fixed : .cents
            if entry == .fixed && maxFractionDigits == 0 { self.maxFractionDigits = 2 }
        }
        affixesWhenEmpty = format != .plain && integerLimit & 0x80 != 0
    }

    /// A signed 16-bit number with `scale` fraction digits.
    private static func bound(_ high: UInt8, _ low: UInt8, scale: UInt8) -> ExactDecimal {
        let magnitude = String(Int16(bitPattern: UInt16(high) << 8 | UInt16(low)).magnitude)
        let padded = String(repeating: "0", count: max(0, Int(scale) + 1 - magnitude.count)) + magnitude
        let point = padded.index(padded.endIndex, offsetBy: -Int(scale))
        let sign = high & 0x80 != 0 ? "-" : ""
        return ExactDecimal(sign + padded[..<point] + "." + padded[point...])!
    }
}
