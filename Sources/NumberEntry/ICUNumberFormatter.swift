internal import CICUBridge

/// An ICU number formatter for one locale and skeleton, with a reusable result. Not shared
/// between threads.
package final class ICUNumberFormatter {
    private let formatter: OpaquePointer

    /// Opens a formatter; `nil` when ICU reports a failure (e.g. an unknown numbering system).
    package init?(locale: String, skeleton: String) {
        let skeletonUnits = Array(skeleton.utf16)
        guard let formatter = cicu_formatter_open(skeletonUnits, Int32(skeletonUnits.count), locale) else {
            return nil
        }
        self.formatter = formatter
    }

    deinit {
        cicu_formatter_close(formatter)
    }

    /// Formats a decimal number given as machine text (`-1234.5`); `nil` on failure.
    package func format(_ decimal: String) -> String? {
        var buffer = [UInt16](repeating: 0, count: 128)
        var length = cicu_formatter_format(formatter, decimal, Int32(decimal.utf8.count), &buffer, Int32(buffer.count))
        if length > buffer.count {
            buffer = [UInt16](repeating: 0, count: Int(length))
            length = cicu_formatter_format(formatter, decimal, Int32(decimal.utf8.count), &buffer, length)
        }
        guard length >= 0, length <= buffer.count else { return nil }
        return String(decoding: buffer[..<Int(length)], as: UTF16.self)
    }
}
