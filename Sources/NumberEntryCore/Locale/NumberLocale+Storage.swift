extension NumberLocale {
    /// A locale's defining values (`Symbols`) and what derives from them; immutable and shared by
    /// all copies.
    final class Storage: Sendable {
        /// The values that define the locale; everything else here derives from them.
        let symbols: Symbols
        let minusSign: String
        let plusSign: String
        /// The same locale in the `latn` numbering system, when this one has other digits.
        let latin: @Sendable () -> Storage?
        /// Whether `б` `Б` `ю` `Ю` are decimal keys (Cyrillic-script locales, Behaviour §3).
        let hasCyrillicDecimalKeys: Bool
        /// Whether there is format data: a stored flag, since the hot path asks on every edit
        /// and testing the optional would copy the data.
        let isAffixed: Bool
        /// The encoded positive prefix and suffix (empty for the plain format).
        let positivePrefixText: SignText
        let positiveSuffixText: SignText
        /// The sign characters (Behaviour §10.3) as UTF-16 ranges of the negative prefix and suffix:
        /// what remains of them after their common start and end with the positive affix.
        let prefixSign: Range<Int>
        let suffixSign: Range<Int>
        /// The characters of the format's affixes that a typed key may hit without effect
        /// (Behaviour §10.6.8): `$` in a USD field, `%`, the accounting brackets.
        let affixScalars: Set<Unicode.Scalar>

        /// The encoded digits 0...9 (indexed by digit value), then the decimal separator (at
        /// `Content.separator`) and the grouping separator (at `Glyph.groupingIndex`).
        let glyphs: [Glyph]
        /// The encoded negative prefix and suffix.
        let negativePrefixText: SignText
        let negativeSuffixText: SignText
        /// The UTF-8 and UTF-16 widths every digit has, when all ten have the same (as in every
        /// Unicode numbering system); lets rendering size a text without reading it.
        let uniformDigitWidths: Glyph.Widths?
        /// The glyphs' bytes when every glyph (digits and separators) is one byte, as in `en_US`
        /// and `de_DE`: lets rendering write a byte per character.
        let singleByteGlyphs: SIMD16<UInt8>?
        /// The zero digit's code point when the ten digits are consecutive code points (all
        /// Unicode decimal digits are); lets the hot path map a digit with one subtraction.
        let contiguousZero: UInt32?
        /// The UTF-8 of the digits as the bytes all ten share (`digitLead`, the first in the
        /// lowest byte, `digitLeadCount` of them: 0 for ASCII, 1 for Arabic, 3 for Adlam) and the
        /// zero's last byte, the others' following it; `digitLeadCount` is -1 for digits that
        /// are not so (none in Unicode). Lets a parser read digits without decoding them.
        let digitLeadCount: Int
        let digitLead: UInt32
        let digitLast: UInt8

        init(
            _ symbols: Symbols, latin: @escaping @Sendable () -> Storage?, minusSign: String? = nil,
            plusSign: String? = nil
        ) {
            self.symbols = symbols
            self.latin = latin
            let digits = symbols.digits
            let (negativePrefix, negativeSuffix) = (symbols.negativePrefix, symbols.negativeSuffix)
            let formatData = symbols.formatData
            hasCyrillicDecimalKeys = symbols.script == "Cyrl"
            self.minusSign = minusSign ?? Ignorables.removing(from: negativePrefix + negativeSuffix)
            self.plusSign = plusSign ?? Ignorables.removing(from: symbols.plusPrefix)
            isAffixed = formatData != nil
            positivePrefixText = SignText(formatData?.positivePrefix ?? "")
            positiveSuffixText = SignText(formatData?.positiveSuffix ?? "")
            prefixSign = Self.signRange(negative: negativePrefix, positive: formatData?.positivePrefix ?? "")
            suffixSign = Self.signRange(negative: negativeSuffix, positive: formatData?.positiveSuffix ?? "")
            var affixScalars = Set<Unicode.Scalar>()
            if let formatData {
                for affix in [formatData.positivePrefix, formatData.positiveSuffix, negativePrefix, negativeSuffix] {
                    affixScalars.formUnion(affix.unicodeScalars)
                }
            }
            self.affixScalars = affixScalars
            glyphs =
                digits.map(Glyph.init) + [Glyph(symbols.decimalSeparator), Glyph(symbols.groupingSeparator ?? " ")]
            negativePrefixText = SignText(negativePrefix)
            negativeSuffixText = SignText(negativeSuffix)
            let digitWidths = Set(glyphs[..<10].map(Glyph.Widths.init))
            uniformDigitWidths = digitWidths.count == 1 ? digitWidths.first : nil
            var bytes = SIMD16<UInt8>()
            for (index, glyph) in glyphs.enumerated() { bytes[index] = UInt8(truncatingIfNeeded: glyph.utf8) }
            singleByteGlyphs = glyphs.allSatisfy { $0.utf8Count == 1 } ? bytes : nil
            let zero = digits[0].value
            contiguousZero = digits.indices.allSatisfy { digits[$0].value == zero + UInt32($0) } ? zero : nil
            let encoded = digits.map { Array(String($0).utf8) }
            let shared =
                encoded.allSatisfy { $0.dropLast() == encoded[0].dropLast() }
                && encoded.indices.allSatisfy { encoded[$0].last! == encoded[0].last! &+ UInt8($0) }
            digitLeadCount = shared ? encoded[0].count - 1 : -1
            digitLead = shared ? encoded[0].dropLast().reversed().reduce(0) { $0 << 8 | UInt32($1) } : 0
            digitLast = shared ? encoded[0].last! : 0
        }

        /// The UTF-16 range of `negative` left after removing its longest common start and end
        /// with `positive` (the whole of `negative` when `positive` is empty).
        static func signRange(negative: String, positive: String) -> Range<Int> {
            let n = Array(negative.utf16)
            let p = Array(positive.utf16)
            var start = 0
            while start < n.count && start < p.count && n[start] == p[start] { start += 1 }
            var end = 0
            while end < n.count - start && end < p.count - start && n[n.count - 1 - end] == p[p.count - 1 - end] {
                end += 1
            }
            return start..<(n.count - end)
        }
    }

    /// The defining values of a locale, compared and hashed as the locale's identity; declared
    /// once, here, and held by `Storage`.
    struct Symbols: Hashable {
        var identifier: String
        var numberingSystem: String
        var digits: [Unicode.Scalar]
        var decimalSeparator: Unicode.Scalar
        var groupingSeparator: Unicode.Scalar?
        var negativePrefix: String
        var negativeSuffix: String
        var plusPrefix: String
        var grouping: Grouping
        var script: String
        /// The format's data (Behaviour §10.2); `nil` for the plain format.
        var formatData: FormatData? = nil
    }
}
