internal import CICU

/// Small helpers for passing Swift strings to ICU's C API and reading its answers.
enum ICUString {
    /// Calls `fill` with a buffer for a C string answer and returns it; `nil` on failure.
    static func cString(
        capacity: Int = 160, _ fill: (UnsafeMutablePointer<CChar>, Int32, inout UErrorCode) -> Int32
    ) -> String? {
        var buffer = [CChar](repeating: 0, count: capacity + 1)
        var status = U_ZERO_ERROR
        let length = fill(&buffer, Int32(capacity), &status)
        guard status.rawValue <= 0, status != U_STRING_NOT_TERMINATED_WARNING, length >= 0, length <= capacity
        else { return nil }
        return String(decoding: buffer[..<Int(length)].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}

/// An ICU number formatter for one locale and skeleton, with a reusable result.
package final class ICUNumberFormatter {
    private let formatter: OpaquePointer
    private let result: OpaquePointer

    /// Opens a formatter; `nil` when ICU reports a failure (e.g. an unknown numbering system).
    package init?(locale: String, skeleton: String) {
        var status = U_ZERO_ERROR
        let skeletonUnits = Array(skeleton.utf16)
        guard
            let formatter = cicu_unumf_openForSkeletonAndLocale(
                skeletonUnits, Int32(skeletonUnits.count), locale, &status),
            status.rawValue <= 0
        else { return nil }
        guard let result = cicu_unumf_openResult(&status), status.rawValue <= 0 else {
            cicu_unumf_close(formatter)
            return nil
        }
        self.formatter = formatter
        self.result = result
    }

    deinit {
        cicu_unumf_closeResult(result)
        cicu_unumf_close(formatter)
    }

    /// Formats a decimal number given as machine text (`-1234.5`); `nil` on failure.
    package func format(_ decimal: String) -> String? {
        var status = U_ZERO_ERROR
        cicu_unumf_formatDecimal(formatter, decimal, Int32(decimal.utf8.count), result, &status)
        guard status.rawValue <= 0 else { return nil }
        var buffer = [UInt16](repeating: 0, count: 128)
        var length = cicu_unumf_resultToString(result, &buffer, Int32(buffer.count), &status)
        if status == U_BUFFER_OVERFLOW_ERROR {
            status = U_ZERO_ERROR
            buffer = [UInt16](repeating: 0, count: Int(length) + 1)
            length = cicu_unumf_resultToString(result, &buffer, Int32(buffer.count), &status)
        }
        guard status.rawValue <= 0 else { return nil }
        return String(decoding: buffer[..<Int(length)], as: UTF16.self)
    }
}
