/// UTF-16 offsets and lengths over UTF-8 bytes (valid UTF-8, as Swift strings hold).
enum UTF8Offsets {
    /// Whether the byte at `index` continues a scalar (false at the end).
    @inline(__always)
    static func continues(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        index < bytes.count && bytes[index] & 0xC0 == 0x80
    }

    /// The number of leading bytes the two buffers share (any bytes, not only UTF-8),
    /// compared eight at a time.
    static func commonPrefixCount(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Int {
        let shorter = min(a.count, b.count)
        guard shorter > 0, let left = a.baseAddress, let right = b.baseAddress else { return 0 }
        var count = 0
        while count + 8 <= shorter {
            let x = UnsafeRawPointer(left + count).loadUnaligned(as: UInt64.self)
            let y = UnsafeRawPointer(right + count).loadUnaligned(as: UInt64.self)
            if x != y { return count + (x ^ y).littleEndian.trailingZeroBitCount / 8 }
            count += 8
        }
        while count < shorter && left[count] == right[count] { count += 1 }
        return count
    }

    /// The UTF-16 length of whole scalars' bytes: one unit per scalar, two for a 4-byte one.
    static func utf16Count(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> Int {
        var count = 0
        for byte in bytes {
            if byte & 0xC0 != 0x80 { count += 1 }
            if byte >= 0xF0 { count += 1 }
        }
        return count
    }

    /// The byte offset of a UTF-16 offset, or `nil` when it is negative, beyond the end or
    /// inside a surrogate pair.
    static func byteOffset(ofUTF16 offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard offset >= 0 else { return nil }
        var units = 0
        var index = 0
        while units < offset && index < bytes.count {
            let lead = bytes[index]
            let length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
            units += length == 4 ? 2 : 1
            index += length
        }
        return units == offset ? index : nil
    }
}
