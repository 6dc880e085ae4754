extension NumberParser {
    /// Where a text's number stands between its sign and affixes.
    struct Body {
        var start: Int
        var end: Int
        /// The UTF-16 offset of `start` in the text.
        var offset = 0
        var negative = false
    }

    /// The body of `bytes` inside the locale's negative prefix and suffix, else inside a format's
    /// positive affixes, else after the locale's minus sign alone (`-1,234.50` in a USD field),
    /// else the whole text; affixes read as typed (`TypedText`: a plain space for U+00A0, the
    /// minus without its bidi mark, `-` for a minus a keyboard lacks).
    func signedBody(_ bytes: UnsafeBufferPointer<UInt8>) -> Body {
        let whole = Body(start: 0, end: bytes.count)
        // The common case, a number from the first byte, without loading the affixes.
        if let first = bytes.first, !affixes.signStarts.contains(first) { return whole }
        if !(affixes.negativePrefix.isEmpty && affixes.negativeSuffix.isEmpty),
            let body = affixed(bytes, affixes.negativePrefix, affixes.negativeSuffix)
        {
            return Body(start: body.start, end: body.end, offset: body.offset, negative: true)
        }
        guard locale.storage.isAffixed else { return whole }
        if let body = affixed(bytes, affixes.positivePrefix, affixes.positiveSuffix) { return body }
        if let (signEnd, signWidth) = minusSignEnd(in: bytes) {
            return Body(start: signEnd, end: bytes.count, offset: signWidth, negative: true)
        }
        return whole
    }

    /// The text between `prefix` and `suffix`, when it has both. Inlined: a number where the
    /// prefix would start is refused from its first byte, without a call.
    @inline(__always)
    private func affixed(_ bytes: UnsafeBufferPointer<UInt8>, _ prefix: [UInt8], _ suffix: [UInt8]) -> Body? {
        guard let (start, width) = TypedText.prefix(prefix, in: bytes, from: 0, to: bytes.count, affixes.forms),
            let end = TypedText.suffix(suffix, in: bytes, from: start, to: bytes.count, affixes.forms)
        else { return nil }
        return Body(start: start, end: end, offset: width)
    }

    /// Where the locale's minus sign as typed ends at the start of `bytes`, ignorable marks
    /// around it included (U+061C `-` in `ar_EG`), and the UTF-16 width up to there; `nil`
    /// without one.
    private func minusSignEnd(in bytes: UnsafeBufferPointer<UInt8>) -> (Int, Int)? {
        guard !affixes.minusSign.isEmpty,
            var (index, width) = TypedText.prefix(
                affixes.minusSign, in: bytes, from: 0, to: bytes.count, affixes.forms)
        else { return nil }
        while index < bytes.count {
            let (scalar, length) = TypedText.scalar(in: bytes, at: index)
            guard Ignorables.contains(scalar) else { break }
            index += length
            width += 1
        }
        return (index, width)
    }

    /// The `notANumber` of a character the body's reading cannot take at UTF-16 `position`,
    /// after a number that ends at byte `numberEnd`, UTF-16 offset `numberOffset` (before a
    /// grouping separator the reading took for one: a suffix may start with that space). Where
    /// the prefix was read and the sign's suffix follows the number, the reading takes it: the
    /// error stands at the first character after the complete suffix (`12%x` in an `en_US`
    /// percent field: offset 3), or where the suffix stops matching (Behaviour §18).
    func notANumber(
        _ bytes: UnsafeBufferPointer<UInt8>, _ body: Body, hasNumber: Bool, numberEnd: Int, numberOffset: Int,
        at position: Int
    ) -> ParseError {
        let (prefix, suffix) =
            body.negative
            ? (affixes.negativePrefix, affixes.negativeSuffix) : (affixes.positivePrefix, affixes.positiveSuffix)
        guard hasNumber, !suffix.isEmpty, body.start > 0 || prefix.isEmpty else {
            return .notANumber(offset: position)
        }
        let match = TypedText.longestPrefix(suffix, in: bytes, from: numberEnd, to: bytes.count, affixes.forms)
        return .notANumber(offset: max(position, numberOffset + match.width))
    }
}
