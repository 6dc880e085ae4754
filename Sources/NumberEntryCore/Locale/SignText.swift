/// A sign's text (bidi marks included), encoded once per locale.
struct SignText: Sendable, Hashable {
    let utf8: [UInt8]
    let utf16Count: Int

    /// No text.
    static let empty = SignText("")

    init(_ text: String) {
        utf8 = Array(text.utf8)
        utf16Count = text.utf16.count
    }

    /// Whether the UTF-16 offset `offset` into the text lies inside a character (between the two
    /// halves of a surrogate pair). Walks the text, which only an offset inside an affix needs.
    func splitsScalar(at offset: Int) -> Bool {
        var units = 0
        for byte in utf8 where byte & 0xC0 != 0x80 {  // the lead byte of each scalar
            let start = units
            units += byte >= 0xF0 ? 2 : 1
            if units > offset { return offset > start }
        }
        return false
    }

    /// Writes the bytes at `pointer` and returns the position after them.
    @inline(__always)
    func write(to pointer: UnsafeMutablePointer<UInt8>) -> UnsafeMutablePointer<UInt8> {
        utf8.withUnsafeBufferPointer { bytes in
            guard let base = bytes.baseAddress else { return }
            pointer.initialize(from: base, count: bytes.count)
        }
        return pointer + utf8.count
    }
}
