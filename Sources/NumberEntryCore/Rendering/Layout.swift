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

        /// `locale` is borrowed: an initializer otherwise takes its arguments owned, which costs
        /// the caller a retain of the locale's storage on every keystroke.
        init(locale: borrowing NumberLocale, content: borrowing Content, display: AffixDisplay) {
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
            let grouping = storage.symbols.grouping
            let integerCount = content.integerCount
            if storage.symbols.groupingSeparator != nil, grouping.primary > 0,
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
}

extension Unicode.Scalar {
    /// The number of UTF-16 code units that encode the scalar.
    @inlinable var utf16Width: Int { value > 0xFFFF ? 2 : 1 }
}
