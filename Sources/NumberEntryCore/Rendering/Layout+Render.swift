extension Layout {
    /// The text the engine shows for the content.
    func render() -> FieldText { render(caretAfter: 0).text }

    /// The text the engine shows for the content, and the caret offset after its `k`-th
    /// significant character (see `caretOffset(after:)`), in one pass over the content.
    func render(caretAfter k: Int) -> (text: FieldText, caret: Int) {
        shape.render(content, in: locale.storage, caretAfter: k)
    }
}

extension Layout.Shape {
    /// The text of `content`, whose shape this is, and the caret offset after its `k`-th
    /// significant character: `Layout.render(caretAfter:)`. The bytes are the locale's encoded
    /// glyphs and affixes, valid UTF-8 already, written straight into the text's storage
    /// (`FieldText`): nothing validates them, and a text of up to `FieldText.inlineCapacity`
    /// bytes allocates nothing.
    func render(_ content: Content, in storage: NumberLocale.Storage, caretAfter k: Int) -> (
        text: FieldText, caret: Int
    ) {
        var caret = 0
        let text = FieldText(count: size.utf8) { start in
            write(content, in: storage, to: start, caretAfter: k, caret: &caret)
        }
        return (text, caret)
    }

    /// Writes the text of `content` (`size.utf8` bytes) at `start`, setting `caret` after its
    /// `k`-th significant character.
    @inline(__always)
    private func write(
        _ content: Content, in storage: NumberLocale.Storage, to start: UnsafeMutablePointer<UInt8>, caretAfter k: Int,
        caret: inout Int
    ) {
        var out = start
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
        case .positive: _ = storage.positiveSuffixText.write(to: out)
        case .negative: _ = storage.negativeSuffixText.write(to: out)
        }
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
                    separatorCount = out - bodyStart &- index
                }
                while index < characters.count {
                    out.pointee = bytes[Int(characters[index])]
                    out += 1
                    index += 1
                }
            }
        }
        caret = prefixWidth &+ (bodyStart - start)
        if k > 0 {
            // After the k-th character: k bytes and the separators in front of it.
            let before = separators.map {
                k &- 1 < $0.first ? 0 : min((k &- 1 &- $0.first) / $0.step &+ 1, separatorCount)
            }
            caret &+= k &+ (before ?? 0)
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
