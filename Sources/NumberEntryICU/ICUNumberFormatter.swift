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

    /// Formats a decimal and splits the text around its body (ICU's integer, fraction, decimal
    /// and grouping separator fields): `nil` on failure or when the text has no body.
    package func formatParts(_ decimal: String) -> (prefix: String, body: String, suffix: String)? {
        var buffer = [UInt16](repeating: 0, count: 128)
        var start: Int32 = -1
        var end: Int32 = -1
        let decimalLength = Int32(decimal.utf8.count)
        var length = cicu_formatter_format_body(
            formatter, decimal, decimalLength, &buffer, Int32(buffer.count), &start, &end)
        if length > buffer.count {
            buffer = [UInt16](repeating: 0, count: Int(length))
            length = cicu_formatter_format_body(formatter, decimal, decimalLength, &buffer, length, &start, &end)
        }
        guard length >= 0, length <= buffer.count, start >= 0, start <= end, end <= length else { return nil }
        let units = buffer[..<Int(length)]
        return (
            String(decoding: units[..<Int(start)], as: UTF16.self),
            String(decoding: units[Int(start)..<Int(end)], as: UTF16.self),
            String(decoding: units[Int(end)...], as: UTF16.self)
        )
    }
}
