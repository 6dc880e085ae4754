/// One character of rendered text, encoded once per locale so that rendering copies bytes.
struct Glyph: Sendable, Hashable {
    /// The UTF-8 bytes, the first in the lowest byte.
    let utf8: UInt32
    /// The number of UTF-8 bytes (1...4).
    let utf8Count: Int
    /// The number of UTF-16 code units (1 or 2).
    let utf16Count: Int

    /// A glyph's UTF-8 and UTF-16 counts.
    struct Widths: Sendable, Hashable {
        let utf8: Int
        let utf16: Int

        init(_ glyph: Glyph) {
            utf8 = glyph.utf8Count
            utf16 = glyph.utf16Count
        }
    }

    /// Where `NumberLocale.Storage.glyphs` keeps the grouping separator, after the digits and the
    /// decimal separator.
    static let groupingIndex = 11

    init(_ scalar: Unicode.Scalar) {
        var bytes: UInt32 = 0
        var count = 0
        UTF8.encode(scalar) { byte in
            bytes |= UInt32(byte) << (8 * count)
            count += 1
        }
        utf8 = bytes
        utf8Count = count
        utf16Count = scalar.utf16Width
    }

    /// Whether `bytes` hold this glyph's bytes at `index` (in valid UTF-8, the character there
    /// is this one).
    @inline(__always)
    func isEncoded(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        guard bytes.count - index >= utf8Count else { return false }
        for offset in 0..<utf8Count where bytes[index + offset] != UInt8(truncatingIfNeeded: utf8 >> (8 * offset)) {
            return false
        }
        return true
    }

    /// Writes the bytes at `pointer` and returns the position after them.
    @inline(__always)
    func write(to pointer: UnsafeMutablePointer<UInt8>) -> UnsafeMutablePointer<UInt8> {
        let raw = UnsafeMutableRawPointer(pointer)
        switch utf8Count {
        case 1:
            raw.storeBytes(of: UInt8(truncatingIfNeeded: utf8), as: UInt8.self)
        case 2:
            raw.storeBytes(of: UInt16(truncatingIfNeeded: utf8).littleEndian, as: UInt16.self)
        case 3:
            raw.storeBytes(of: UInt16(truncatingIfNeeded: utf8).littleEndian, as: UInt16.self)
            raw.storeBytes(of: UInt8(truncatingIfNeeded: utf8 >> 16), toByteOffset: 2, as: UInt8.self)
        default:
            raw.storeBytes(of: utf8.littleEndian, as: UInt32.self)
        }
        return pointer + utf8Count
    }
}
