/// Where each part of a rendered content stands in the text, in UTF-16 code units.
///
/// Rendering (spec §1) and caret mapping (spec §6) both walk these segments, so the text and
/// the offsets computed from a content always agree.
struct Layout {
    let locale: NumberLocale
    let content: Content

    /// One visible part of the text.
    enum Segment: Equatable {
        case prefix, suffix, placeholder, grouping
        /// A significant character: a digit value or `Content.separator`.
        case character(UInt8)
    }

    /// Calls `body` with each segment and its UTF-16 width, left to right; stops when `body`
    /// returns false.
    @inline(__always)
    func walk(_ body: (Segment, Int) -> Bool) {
        let negative = content.isNegative
        if negative && !locale.negativePrefix.isEmpty {
            guard body(.prefix, locale.negativePrefix.utf16.count) else { return }
        }
        if content.hasPlaceholder {
            guard body(.placeholder, locale.digits[0].utf16Width) else { return }
        }
        let integerCount = content.integerCount
        let groupingWidth = locale.groupingSeparator?.utf16Width ?? 0
        for (index, character) in content.characters.enumerated() {
            if index < integerCount && locale.grouping.separates(before: index, of: integerCount) {
                guard body(.grouping, groupingWidth) else { return }
            }
            let width =
                character == Content.separator
                ? locale.decimalSeparator.utf16Width : locale.digits[Int(character)].utf16Width
            guard body(.character(character), width) else { return }
        }
        if negative && !locale.negativeSuffix.isEmpty {
            _ = body(.suffix, locale.negativeSuffix.utf16.count)
        }
    }

    /// The text the engine shows for the content.
    func render() -> String {
        var scalars = String.UnicodeScalarView()
        walk { segment, _ in
            switch segment {
            case .prefix: scalars.append(contentsOf: locale.negativePrefix.unicodeScalars)
            case .suffix: scalars.append(contentsOf: locale.negativeSuffix.unicodeScalars)
            case .placeholder: scalars.append(locale.digits[0])
            case .grouping: scalars.append(locale.groupingSeparator!)
            case .character(Content.separator): scalars.append(locale.decimalSeparator)
            case .character(let digit): scalars.append(locale.digits[Int(digit)])
            }
            return true
        }
        return String(scalars)
    }

    /// The UTF-16 length of the rendered text.
    var length: Int {
        var total = 0
        walk { _, width in
            total += width
            return true
        }
        return total
    }

    /// The caret offset right after the `k`-th significant character (spec §6): with k = 0,
    /// after the negative prefix and after a placeholder zero; never after a grouping separator.
    func caretOffset(after k: Int) -> Int {
        var offset = 0
        var seen = 0
        var result = 0
        walk { segment, width in
            switch segment {
            case .prefix, .placeholder:
                offset += width
                result = offset
                return true
            case .character:
                guard seen < k else { return false }
                offset += width
                seen += 1
                result = offset
                return seen < k
            case .grouping, .suffix:
                offset += width
                return true
            }
        }
        return result
    }

    /// Where a UTF-16 offset falls.
    struct Position {
        /// Significant characters that end at or before the offset.
        var index: Int
        /// Whether the offset lies inside a character (splits a surrogate pair).
        var splitsCharacter: Bool
    }

    /// The position of `offset`, or `nil` when it is outside the text.
    func position(of offset: Int) -> Position? {
        guard offset >= 0 else { return nil }
        var start = 0
        var index = 0
        var splits = false
        walk { segment, width in
            guard start < offset else { return false }
            let end = start + width
            switch segment {
            case .character:
                if end <= offset { index += 1 } else { splits = width > 1 }
            case .placeholder, .grouping:
                if end > offset { splits = width > 1 }
            case .prefix, .suffix:
                break
            }
            start = end
            return true
        }
        guard offset <= start else { return nil }
        return Position(index: index, splitsCharacter: splits)
    }

    /// The UTF-16 ranges of the sign's prefix and suffix (empty when positive).
    var signBounds: (prefixEnd: Int, suffixStart: Int, length: Int) {
        let total = length
        guard content.isNegative else { return (0, total, total) }
        return (locale.negativePrefix.utf16.count, total - locale.negativeSuffix.utf16.count, total)
    }

    /// Every offset the caret may rest on after an edit or a caret move, ascending: the
    /// start, the offset after the sign (and after a placeholder zero), after each significant
    /// character, and the end. One walk, so linear in the text's length.
    func caretOffsets() -> [Int] {
        var offsets = [0]
        var offset = 0
        walk { segment, width in
            offset += width
            switch segment {
            case .prefix:
                if !content.hasPlaceholder { offsets.append(offset) }
            case .placeholder, .character:
                offsets.append(offset)
            case .grouping, .suffix:
                break
            }
            return true
        }
        if offset != offsets.last! { offsets.append(offset) }
        return offsets
    }
}

extension Unicode.Scalar {
    /// The number of UTF-16 code units that encode the scalar.
    @inlinable var utf16Width: Int { value > 0xFFFF ? 2 : 1 }
}
