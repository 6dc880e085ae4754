/// Reading the UTF-8 of a complete string against the text a field shows, as a person types it
/// (Behaviour §18): ignorable characters are skipped on either side, U+0020, U+00A0 and U+202F
/// stand for each other, and the keyboard forms of the locale's own signs stand for them
/// (`KeyboardForms`). Allocation-free: the parser's strict reading runs on these.
enum TypedText {
    /// Whether `scalar` is one of the spaces that stand for each other.
    @inline(__always)
    static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || scalar == "\u{00A0}" || scalar == "\u{202F}"
    }

    /// The locale's own characters that a keyboard lacks, for which a person types another
    /// (Behaviour §18), derived from its data: its minus when that is not U+002D (U+2212 in `sv`,
    /// `fi`, `fa`), for which any minus key of §3 stands; its grouping separator when that is
    /// U+2019 (`de_CH`), for which U+0027 stands.
    struct KeyboardForms: Sendable, Hashable {
        /// The locale's minus sign (bidi marks left out) when it is one scalar other than U+002D.
        let minus: Unicode.Scalar?
        /// The locale's grouping separator when it is U+2019.
        let apostrophe: Unicode.Scalar?

        init(_ storage: NumberLocale.Storage) {
            let scalars = storage.minusSign.unicodeScalars
            minus = scalars.count == 1 && scalars.first != "-" ? scalars.first : nil
            apostrophe = storage.symbols.groupingSeparator == "\u{2019}" ? "\u{2019}" : nil
        }
    }

    /// Whether a typed `scalar` stands for the shown `expected`: the same character, a space for
    /// a space, or a keyboard form for the locale's character (`forms`).
    @inline(__always)
    static func matches(_ scalar: Unicode.Scalar, _ expected: Unicode.Scalar, _ forms: KeyboardForms) -> Bool {
        scalar == expected || (isSpace(scalar) && isSpace(expected))
            || (expected == forms.minus && NumberLocale.isTypedMinus(scalar))
            || (scalar == "'" && expected == forms.apostrophe)
    }

    /// The scalar starting at `index` of valid UTF-8 and its length in bytes.
    @inline(__always)
    static func scalar(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (Unicode.Scalar, Int) {
        let lead = UInt32(bytes[index])
        if lead < 0x80 { return (Unicode.Scalar(UInt8(lead)), 1) }
        let width = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
        var value = lead & (0x7F >> width)
        for next in 1..<width where index + next < bytes.count {
            value = value << 6 | UInt32(bytes[index + next] & 0x3F)
        }
        return (Unicode.Scalar(value) ?? "\u{FFFD}", width)
    }

    /// The scalar ending just before `end` (> 0) of valid UTF-8 and its length in bytes.
    @inline(__always)
    static func scalar(in bytes: UnsafeBufferPointer<UInt8>, before end: Int) -> (Unicode.Scalar, Int) {
        var start = end - 1
        while start > 0, bytes[start] & 0xC0 == 0x80, end - start < 4 { start -= 1 }
        return (scalar(in: bytes, at: start).0, end - start)
    }

    /// A format's affixes as a person types them: their UTF-8 without ignorable characters,
    /// made once per parser.
    struct Affixes: Sendable, Hashable {
        let negativePrefix: [UInt8]
        let negativeSuffix: [UInt8]
        let positivePrefix: [UInt8]
        let positiveSuffix: [UInt8]
        /// The locale's minus sign without bidi marks.
        let minusSign: [UInt8]
        /// What typed characters stand for the locale's own.
        let forms: KeyboardForms
        /// The first bytes of a text that may start a sign `NumberParser.signedBody(_:)` looks
        /// for (`mayStart(_:as:)`), every byte when one it looks for has no prefix: any other
        /// first byte (a digit's) leaves the whole text to the number, no affix tried.
        let signStarts: ByteSet

        init(_ storage: NumberLocale.Storage) {
            func typed(_ text: SignText) -> [UInt8] {
                Array(Ignorables.removing(from: String(decoding: text.utf8, as: UTF8.self)).utf8)
            }
            negativePrefix = typed(storage.negativePrefixText)
            negativeSuffix = typed(storage.negativeSuffixText)
            positivePrefix = typed(storage.positivePrefixText)
            positiveSuffix = typed(storage.positiveSuffixText)
            minusSign = Array(storage.minusSign.utf8)
            forms = KeyboardForms(storage)
            var prefixes = negativePrefix.isEmpty && negativeSuffix.isEmpty ? [] : [negativePrefix]
            if storage.isAffixed { prefixes += [positivePrefix] + (minusSign.isEmpty ? [] : [minusSign]) }
            signStarts = ByteSet { byte in prefixes.contains { $0.isEmpty || TypedText.mayStart(byte, as: $0[0]) } }
        }
    }

    /// Where typed `affix` (no ignorables) ends at `start` of `bytes[..<end]`, and the UTF-16
    /// width the text takes up to there; `nil` when the text does not start with it.
    @inline(__always)
    static func prefix(
        _ affix: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int, _ forms: KeyboardForms
    ) -> (end: Int, width: Int)? {
        // The common refusal, a number where the affix would start, from one byte, inlined.
        if let first = affix.first, start < end, !mayStart(bytes[start], as: first) { return nil }
        let match = longestPrefix(affix, in: bytes, from: start, to: end, forms)
        return match.matched == affix.count ? (match.end, match.width) : nil
    }

    /// How much of typed `affix` (no ignorables) the text at `start` of `bytes[..<end]` holds:
    /// the bytes of the affix matched, where the match ends in the text and its UTF-16 width.
    static func longestPrefix(
        _ affix: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int, _ forms: KeyboardForms
    ) -> (matched: Int, end: Int, width: Int) {
        affix.withUnsafeBufferPointer { pattern in
            // The common refusal, a number where the affix would start, from one byte.
            if let first = pattern.first, start < end, !mayStart(bytes[start], as: first) { return (0, start, 0) }
            var (index, next, width) = (start, 0, 0)
            while next < pattern.count {
                if index < end, pattern[next] < 0x80, bytes[index] < 0x80 {
                    // ASCII on both sides: never ignorable, and a space matches only itself.
                    guard pattern[next] == bytes[index] else { break }
                    (next, index, width) = (next + 1, index + 1, width + 1)
                    continue
                }
                var (typed, typedIndex, typedWidth) = (Unicode.Scalar(UInt8(0)), index, width)
                repeat {
                    guard typedIndex < end else { return (next, index, width) }
                    let length: Int
                    (typed, length) = scalar(in: bytes, at: typedIndex)
                    typedIndex += length
                    typedWidth += typed.utf16Width
                } while Ignorables.contains(typed)
                let (shown, shownLength) = scalar(in: pattern, at: next)
                guard matches(typed, shown, forms) else { break }
                (next, index, width) = (next + shownLength, typedIndex, typedWidth)
            }
            return (next, index, width)
        }
    }

    /// Whether a text whose first byte is `byte` may start with a pattern whose first byte is
    /// `first`: it is that byte, or may start an ignorable (0xD8, 0xE2, 0xEF), a space (0x20,
    /// 0xC2 for U+00A0, 0xE2 for U+202F) or a minus key (0x2D, 0xE2, 0xE3 for U+30FC, 0xEF).
    @inline(__always)
    private static func mayStart(_ byte: UInt8, as first: UInt8) -> Bool {
        byte == first || byte == 0x20 || byte == 0x2D || byte == 0xC2 || byte == 0xD8 || byte == 0xE2
            || byte == 0xE3 || byte == 0xEF
    }

    /// Where typed `affix` (no ignorables) starts at the end of `bytes[start..<end]`; `nil` when
    /// the text does not end with it.
    static func suffix(
        _ affix: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int, _ forms: KeyboardForms
    ) -> Int? {
        affix.withUnsafeBufferPointer { pattern in
            var (index, next) = (end, pattern.count)
            while next > 0 {
                if index > start, pattern[next - 1] < 0x80, bytes[index - 1] < 0x80 {
                    guard pattern[next - 1] == bytes[index - 1] else { return nil }
                    (next, index) = (next - 1, index - 1)
                    continue
                }
                var (typed, typedLength) = (Unicode.Scalar(UInt8(0)), 0)
                repeat {
                    guard index > start else { return nil }
                    (typed, typedLength) = scalar(in: bytes, before: index)
                    index -= typedLength
                } while Ignorables.contains(typed)
                let (shown, shownLength) = scalar(in: pattern, before: next)
                guard matches(typed, shown, forms) else { return nil }
                next -= shownLength
            }
            return index
        }
    }
}
