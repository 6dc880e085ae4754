extension NumberLocale {
    /// A locale's values, public and derived; immutable and shared by all copies.
    final class Storage: Sendable {
        let identifier: String
        let numberingSystem: String
        let digits: [Unicode.Scalar]
        let decimalSeparator: Unicode.Scalar
        let groupingSeparator: Unicode.Scalar?
        let negativePrefix: String
        let negativeSuffix: String
        let plusPrefix: String
        let grouping: Grouping
        let minusSign: String
        let plusSign: String

        /// The encoded digits 0...9 (indexed by digit value), then the decimal separator (at
        /// `Content.separator`) and the grouping separator (at `Glyph.groupingIndex`).
        let glyphs: [Glyph]
        /// The encoded negative prefix and suffix.
        let negativePrefixText: SignText
        let negativeSuffixText: SignText
        /// The UTF-8 and UTF-16 widths every digit has, when all ten have the same (as in every
        /// Unicode numbering system); lets rendering size a text without reading it.
        let uniformDigitWidths: Glyph.Widths?
        /// The zero digit's code point when the ten digits are consecutive code points (all
        /// Unicode decimal digits are); lets the hot path map a digit with one subtraction.
        let contiguousZero: UInt32?

        init(
            identifier: String, numberingSystem: String, digits: [Unicode.Scalar],
            decimalSeparator: Unicode.Scalar, groupingSeparator: Unicode.Scalar?,
            negativePrefix: String, negativeSuffix: String, plusPrefix: String, grouping: Grouping
        ) {
            self.identifier = identifier
            self.numberingSystem = numberingSystem
            self.digits = digits
            self.decimalSeparator = decimalSeparator
            self.groupingSeparator = groupingSeparator
            self.negativePrefix = negativePrefix
            self.negativeSuffix = negativeSuffix
            self.plusPrefix = plusPrefix
            self.grouping = grouping
            minusSign = Ignorables.removing(from: negativePrefix + negativeSuffix)
            plusSign = Ignorables.removing(from: plusPrefix)
            glyphs = digits.map(Glyph.init) + [Glyph(decimalSeparator), Glyph(groupingSeparator ?? " ")]
            negativePrefixText = SignText(negativePrefix)
            negativeSuffixText = SignText(negativeSuffix)
            let digitWidths = Set(glyphs[..<10].map(Glyph.Widths.init))
            uniformDigitWidths = digitWidths.count == 1 ? digitWidths.first : nil
            let zero = digits[0].value
            contiguousZero = digits.indices.allSatisfy { digits[$0].value == zero + UInt32($0) } ? zero : nil
        }

        /// The values that define the locale; everything else derives from them.
        var symbols: Symbols {
            Symbols(
                identifier: identifier, numberingSystem: numberingSystem, digits: digits,
                decimalSeparator: decimalSeparator, groupingSeparator: groupingSeparator,
                negativePrefix: negativePrefix, negativeSuffix: negativeSuffix, plusPrefix: plusPrefix,
                grouping: grouping)
        }
    }

    /// The defining values of a locale, compared and hashed as the locale's identity.
    struct Symbols: Hashable {
        let identifier: String
        let numberingSystem: String
        let digits: [Unicode.Scalar]
        let decimalSeparator: Unicode.Scalar
        let groupingSeparator: Unicode.Scalar?
        let negativePrefix: String
        let negativeSuffix: String
        let plusPrefix: String
        let grouping: Grouping
    }
}
