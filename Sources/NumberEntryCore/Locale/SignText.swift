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
