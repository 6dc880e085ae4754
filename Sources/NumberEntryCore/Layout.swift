/// Where each part of a rendered content stands in the text, in UTF-16 code units.
///
/// Rendering (Behaviour §1) and caret mapping (Behaviour §6) both follow the same segments, so the text
/// and the offsets computed from a content always agree.
struct Layout {
    let locale: NumberLocale
    let content: Content
    /// Where the parts stand, computed from the content alone.
    let shape: Shape

    /// Which integer digits a grouping separator precedes; `nil` when the number shows none.
    var separators: Separators? { shape.separators }
    /// The text's length in UTF-8 bytes and UTF-16 code units.
    var size: (utf8: Int, utf16: Int) { shape.size }
    /// Which affixes surround the body.
    var affixes: Affixes { shape.affixes }
    /// The UTF-16 widths of the prefix and the suffix shown.
    var prefixWidth: Int { shape.prefixWidth }
    var suffixWidth: Int { shape.suffixWidth }

    /// Which affixes a text shows (Behaviour §10.3, §10.4).
    enum Affixes {
        case none, positive, negative
    }

    /// How a field shows its affixes.
    enum AffixDisplay {
        /// With the first significant character or sign (the default).
        case withContent
        /// Also around an empty field (`affixesWhenEmpty`).
        case always
        /// Never: the host draws them (`showsAffixes: false`).
        case hidden
    }

    /// One visible part of the text.
    enum Segment: Equatable {
        case prefix, suffix, placeholder, grouping
        /// A significant character: a digit value or `Content.separator`.
        case character(UInt8)
    }

    /// Grouping separators precede the integer digits at `first`, `first + step`, ..., `last`.
    struct Separators {
        let first: Int
        let last: Int
        let step: Int

        /// The index of the separator after the one before `index`; -1 after the last.
        @inline(__always)
        func next(after index: Int) -> Int { index == last ? -1 : index + step }
    }

    init(locale: NumberLocale, content: Content, display: AffixDisplay = .withContent) {
        self.locale = locale
        self.content = content
        shape = Shape(locale: locale, content: content, display: display)
    }

    /// The geometry of a rendered content without the content: what an edit needs to render
    /// its result (`render(_:in:caretAfter:)`) without copying the content into a `Layout`.
    struct Shape {
        let separators: Separators?
        let size: (utf8: Int, utf16: Int)
        let affixes: Affixes
        let prefixWidth: Int
        let suffixWidth: Int

        init(locale: NumberLocale, content: borrowing Content, display: AffixDisplay) {
            affixes = Layout.affixes(of: content, in: locale, display: display)
            let storage = locale.storage
            switch affixes {
            case .none: (prefixWidth, suffixWidth) = (0, 0)
            case .positive:
                (prefixWidth, suffixWidth) = (
                    storage.positivePrefixText.utf16Count, storage.positiveSuffixText.utf16Count
                )
            case .negative:
                (prefixWidth, suffixWidth) = (
                    storage.negativePrefixText.utf16Count, storage.negativeSuffixText.utf16Count
                )
            }
            let grouping = storage.grouping
            let integerCount = content.integerCount
            if storage.groupingSeparator != nil, grouping.primary > 0,
                integerCount >= grouping.primary + grouping.minimumDigits
            {
                let last = integerCount - grouping.primary
                separators = Separators(
                    first: last - (last - 1) / grouping.secondary * grouping.secondary, last: last,
                    step: grouping.secondary)
            } else {
                separators = nil
            }
            size = Layout.size(of: content, in: storage, separators: separators, affixes: affixes)
        }
    }

    /// Which affixes `content` shows.
    @inline(__always)
    static func affixes(of content: Content, in locale: NumberLocale, display: AffixDisplay) -> Affixes {
        if display == .hidden { return .none }
        if content.isNegative { return .negative }
        if locale.isAffixed && (!content.characters.isEmpty || display == .always) { return .positive }
        return .none
    }

    /// The prefix's encoded text.
    var prefixText: SignText {
        switch affixes {
        case .none: SignText.empty
        case .positive: locale.storage.positivePrefixText
        case .negative: locale.storage.negativePrefixText
        }
    }

    /// The suffix's encoded text.
    var suffixText: SignText {
        switch affixes {
        case .none: SignText.empty
        case .positive: locale.storage.positiveSuffixText
        case .negative: locale.storage.negativeSuffixText
        }
    }

    /// The UTF-16 offsets where the body starts and ends.
    var body: Range<Int> { prefixWidth..<(size.utf16 - suffixWidth) }

    /// The length of the text computed without rendering it.
    fileprivate static func size(
        of content: Content, in locale: NumberLocale.Storage, separators: Separators?, affixes: Affixes
    ) -> (utf8: Int, utf16: Int) {
        var utf8 = 0
        var utf16 = 0
        func add(_ glyph: Glyph, times: Int = 1) {
            utf8 += glyph.utf8Count * times
            utf16 += glyph.utf16Count * times
        }
        switch affixes {
        case .none: break
        case .positive:
            utf8 += locale.positivePrefixText.utf8.count + locale.positiveSuffixText.utf8.count
            utf16 += locale.positivePrefixText.utf16Count + locale.positiveSuffixText.utf16Count
        case .negative:
            utf8 += locale.negativePrefixText.utf8.count + locale.negativeSuffixText.utf8.count
            utf16 += locale.negativePrefixText.utf16Count + locale.negativeSuffixText.utf16Count
        }
        let glyphs = locale.glyphs
        if content.hasPlaceholder { add(glyphs[0]) }
        if let separators {
            add(glyphs[Glyph.groupingIndex], times: (separators.last - separators.first) / separators.step + 1)
        }
        let characters = content.characters
        let digitCount = characters.count - (content.hasSeparator ? 1 : 0)
        if content.hasSeparator { add(glyphs[Int(Content.separator)]) }
        if let widths = locale.uniformDigitWidths {
            utf8 += widths.utf8 * digitCount
            utf16 += widths.utf16 * digitCount
        } else {
            for character in characters where character != Content.separator { add(glyphs[Int(character)]) }
        }
        return (utf8, utf16)
    }

    /// Calls `body` with each segment and its UTF-16 width, left to right; stops when `body`
    /// returns false.
    @inline(__always)
    func walk(_ body: (Segment, Int) -> Bool) {
        let storage = locale.storage
        if prefixWidth > 0 {
            guard body(.prefix, prefixWidth) else { return }
        }
        let glyphs = storage.glyphs
        if content.hasPlaceholder {
            guard body(.placeholder, glyphs[0].utf16Count) else { return }
        }
        let completed = content.characters.withUnsafeBufferPointer { characters in
            var nextSeparator = separators?.first ?? -1
            let groupingWidth = glyphs[Glyph.groupingIndex].utf16Count
            for (index, character) in characters.enumerated() {
                if index == nextSeparator {
                    guard body(.grouping, groupingWidth) else { return false }
                    nextSeparator = separators!.next(after: index)
                }
                guard body(.character(character), glyphs[Int(character)].utf16Count) else { return false }
            }
            return true
        }
        if completed && suffixWidth > 0 {
            _ = body(.suffix, suffixWidth)
        }
    }

    /// The text the engine shows for the content.
    func render() -> String { render(caretAfter: 0).text }

    /// The text the engine shows for the content, and the caret offset after its `k`-th
    /// significant character (see `caretOffset(after:)`), in one pass over the content.
    func render(caretAfter k: Int) -> (text: String, caret: Int) {
        shape.render(content, in: locale.storage, caretAfter: k)
    }
}

extension Layout.Shape {
    /// The text of `content`, whose shape this is, and the caret offset after its `k`-th
    /// significant character: `Layout.render(caretAfter:)`.
    func render(_ content: Content, in storage: NumberLocale.Storage, caretAfter k: Int) -> (text: String, caret: Int) {
        guard size.utf8 > 0 else { return ("", 0) }
        var caret = 0
        let text = String(unsafeUninitializedCapacity: size.utf8) { buffer in
            var out = buffer.baseAddress!
            switch affixes {
            case .none: break
            case .positive: out = storage.positivePrefixText.write(to: out)
            case .negative: out = storage.negativePrefixText.write(to: out)
            }
            caret = prefixWidth
            if let bytes = storage.singleByteGlyphs {
                out = writeBody(of: content, bytes: bytes, to: out, caretAfter: k, caret: &caret)
            } else {
                out = writeBody(of: content, glyphs: storage.glyphs, to: out, caretAfter: k, caret: &caret)
            }
            switch affixes {
            case .none: break
            case .positive: out = storage.positiveSuffixText.write(to: out)
            case .negative: out = storage.negativeSuffixText.write(to: out)
            }
            return out - buffer.baseAddress!
        }
        return (text, caret)
    }

    /// Writes the body (placeholder, digits, separators) at `out` when every glyph is one byte
    /// (`bytes`, indexed as `NumberLocale.Storage.glyphs`), setting `caret` after the `k`-th
    /// significant character when `k` > 0; returns the position after the body.
    @inline(__always)
    private func writeBody(
        of content: Content, bytes: SIMD16<UInt8>, to start: UnsafeMutablePointer<UInt8>, caretAfter k: Int,
        caret: inout Int
    ) -> UnsafeMutablePointer<UInt8> {
        var out = start
        if content.hasPlaceholder {
            out.pointee = bytes[0]
            out += 1
        }
        let bodyStart = out
        var separatorCount = 0
        withUnsafeBytes(of: bytes) { bytes in
            content.characters.withUnsafeBufferPointer { characters in
                var index = 0
                if let separators {
                    let grouping = bytes[Glyph.groupingIndex]
                    var nextSeparator = separators.first
                    while nextSeparator >= 0 {
                        while index < nextSeparator {
                            out.pointee = bytes[Int(characters[index])]
                            out += 1
                            index += 1
                        }
                        out.pointee = grouping
                        out += 1
                        nextSeparator = separators.next(after: nextSeparator)
                    }
                    separatorCount = out - bodyStart - index
                }
                while index < characters.count {
                    out.pointee = bytes[Int(characters[index])]
                    out += 1
                    index += 1
                }
            }
        }
        caret = prefixWidth + (bodyStart - start)
        if k > 0 {
            // After the k-th character: k bytes and the separators in front of it.
            let before = separators.map { k - 1 < $0.first ? 0 : min((k - 1 - $0.first) / $0.step + 1, separatorCount) }
            caret += k + (before ?? 0)
        }
        return out
    }

    /// `writeBody(of:bytes:to:caretAfter:caret:)` for glyphs of any width.
    @inline(__always)
    private func writeBody(
        of content: Content, glyphs: [Glyph], to start: UnsafeMutablePointer<UInt8>, caretAfter k: Int,
        caret: inout Int
    ) -> UnsafeMutablePointer<UInt8> {
        var out = start
        var offset = prefixWidth
        glyphs.withUnsafeBufferPointer { glyphs in
            if content.hasPlaceholder {
                out = glyphs[0].write(to: out)
                offset += glyphs[0].utf16Count
                caret = offset
            }
            let grouping = glyphs[Glyph.groupingIndex]
            content.characters.withUnsafeBufferPointer { characters in
                var nextSeparator = separators?.first ?? -1
                for (index, character) in characters.enumerated() {
                    if index == nextSeparator {
                        out = grouping.write(to: out)
                        offset += grouping.utf16Count
                        nextSeparator = separators!.next(after: index)
                    }
                    let glyph = glyphs[Int(character)]
                    out = glyph.write(to: out)
                    offset += glyph.utf16Count
                    if index < k { caret = offset }
                }
            }
        }
        return out
    }

}

extension Layout {
    /// The UTF-16 length of the rendered text.
    var length: Int { size.utf16 }

    /// The caret offset right after the `k`-th significant character (Behaviour §6): with k = 0,
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
        if offset == length { return Position(index: content.characters.count, splitsCharacter: false) }
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

    /// Every offset the caret may rest on after an edit or a caret move, ascending: the
    /// start, the offset after the sign (and after a placeholder zero), after each significant
    /// character, and the end. One walk, so linear in the text's length.
    func caretOffsets() -> [Int] {
        if locale.isAffixed { return bodyCaretOffsets() }
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

extension Layout {
    /// The caret offsets of an affixed text (Behaviour §10.5): the body's ends (the start as offset
    /// 0 is in a plain text) and the offsets after each significant character and a
    /// placeholder zero; never inside or outside the affixes.
    private func bodyCaretOffsets() -> [Int] {
        let body = self.body
        var offsets = [body.lowerBound]
        var offset = 0
        walk { segment, width in
            offset += width
            switch segment {
            case .placeholder, .character: offsets.append(offset)
            case .prefix, .grouping, .suffix: break
            }
            return true
        }
        if body.upperBound != offsets.last! { offsets.append(body.upperBound) }
        return offsets
    }
}

extension Unicode.Scalar {
    /// The number of UTF-16 code units that encode the scalar.
    @inlinable var utf16Width: Int { value > 0xFFFF ? 2 : 1 }
}
