/// The fuzzer's input, read front to back. Reading past the end gives zeros, so every byte
/// string is a valid input.
public struct FuzzBytes {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var position = 0

    public init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    /// Whether every byte has been read.
    public var isAtEnd: Bool { position >= bytes.count }

    /// The next byte, or 0 past the end.
    public mutating func next() -> UInt8 {
        guard position < bytes.count else { return 0 }
        defer { position += 1 }
        return bytes[position]
    }

    /// A Unicode scalar from the next three bytes; surrogate code points become U+FFFD.
    public mutating func scalar() -> Unicode.Scalar {
        let value = (UInt32(next()) << 16 | UInt32(next()) << 8 | UInt32(next())) % 0x11_0000
        return Unicode.Scalar(value) ?? "\u{FFFD}"
    }
}
