internal import CICUBridge

/// Reads a C string answer from ICU.
enum ICUString {
    /// Calls `fill` with a buffer and its capacity; `fill` returns the answer's length, or a
    /// negative number on failure. Returns the answer, or `nil`.
    static func cString(capacity: Int = 160, _ fill: (UnsafeMutablePointer<CChar>, Int32) -> Int32) -> String? {
        var buffer = [CChar](repeating: 0, count: capacity + 1)
        let length = fill(&buffer, Int32(capacity))
        guard length >= 0, length <= capacity else { return nil }
        return String(decoding: buffer[..<Int(length)].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
