import Testing

@testable import number_entry

@Suite struct KeyDecoderTests {
    @Test func decodesCharactersControlsAndEscapes() {
        var decoder = KeyDecoder()
        let keys = decoder.feed(
            Array("1é\u{7F}\u{1B}[3~\u{1B}[D\u{1B}OC\u{1B}[H\u{1B}[4~\u{1B}[1;5D\t\r\u{3}\u{1B}[5~".utf8))
        #expect(
            keys == [
                .text("1"), .text("é"), .backspace, .delete, .left, .right, .home, .end, .left, .tab, .enter,
                .interrupt,
            ])
        #expect(!decoder.awaitsEscape)
        #expect(decoder.feed(Array("\u{1B}[A\u{1B}OB\u{1A}\u{19}".utf8)) == [.up, .down, .undo, .redo])
        #expect(!decoder.awaitsEscape)
    }

    @Test func waitsForSplitSequences() {
        var decoder = KeyDecoder()
        #expect(decoder.feed([0xF0, 0x9E]).isEmpty)
        #expect(decoder.feed([0xA5, 0x91]) == [.text("\u{1E951}")])
        #expect(decoder.feed(Array("\u{1B}[".utf8)).isEmpty)
        #expect(decoder.awaitsEscape)
        #expect(decoder.feed(Array("3~".utf8)) == [.delete])
    }

    @Test func readsABracketedPasteAsOneKey() {
        var decoder = KeyDecoder()
        #expect(decoder.feed(Array("\u{1B}[200~1.2".utf8)).isEmpty)
        #expect(!decoder.awaitsEscape)
        #expect(decoder.feed(Array("34,5\n\u{1B}[20".utf8)).isEmpty)
        #expect(decoder.feed(Array("1~7".utf8)) == [.paste("1.234,5\n"), .text("7")])
    }

    @Test(arguments: [
        ([0xC3, 0x1B], [TerminalKey.escape]), ([0xE2, 0x82, 0x0D], [.enter]), ([0xF0, 0x03], [.interrupt]),
        ([0xC3, 0x31, 0x7F], [.text("1"), .backspace]), ([0x80, 0xBF, 0x32], [.text("2")]),
        ([0xFF, 0xC0, 0xAF, 0x33], [.text("3")]), ([0xED, 0xA0, 0x80, 0x34], [.text("4")]),
        ([0xC3, 0xA9, 0xC3], [.text("é")]),
    ])
    func strayBytesAreDroppedWithoutTheKeysAfterThem(bytes: [UInt8], keys: [TerminalKey]) {
        var decoder = KeyDecoder()
        #expect(decoder.feed(bytes) + decoder.flushEscape() == keys)
    }

    @Test func aLoneEscapeIsEscape() {
        var decoder = KeyDecoder()
        #expect(decoder.feed([0x1B]).isEmpty)
        #expect(decoder.awaitsEscape)
        #expect(decoder.flushEscape() == [.escape])
        #expect(decoder.flushEscape().isEmpty)
        #expect(decoder.feed([0x1B, 0x1B, UInt8(ascii: "[")]) == [.escape])
    }
}
