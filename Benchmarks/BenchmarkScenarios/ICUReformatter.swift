// The ICU baseline exists where the system ICU does: Linux (Benchmarks/Package.swift).
#if canImport(CICUBaseline)
    internal import CICUBaseline

    /// ICU's parser and formatter for one locale, used as an app would: Swift strings in and out,
    /// converted to and from UTF-16 (into stack buffers, so the copies cost no malloc).
    final class ICUReformatter {
        private let formatter: OpaquePointer
        private static let decimalCapacity = 64
        private static let textCapacity = 128

        init?(locale: String) {
            guard let formatter = cicub_open(locale) else { return nil }
            self.formatter = formatter
        }

        deinit {
            cicub_close(formatter)
        }

        /// The text ICU shows for `text` with `key` typed at its end; `nil` when it does not parse.
        func reformat(_ text: String, typing key: String) -> String? {
            let length = text.utf16.count + key.utf16.count
            return withUnsafeTemporaryAllocation(of: UInt16.self, capacity: length) { units in
                var end = units.initialize(fromContentsOf: text.utf16)
                end = units[end...].initialize(fromContentsOf: key.utf16)
                return withUnsafeTemporaryAllocation(of: CChar.self, capacity: Self.decimalCapacity) { decimal in
                    let count = cicub_parse(
                        formatter, units.baseAddress, Int32(end), decimal.baseAddress, Int32(Self.decimalCapacity))
                    guard count >= 0 else { return nil }
                    return format(decimal.baseAddress!, count: count)
                }
            }
        }

        /// ICU's text for the ASCII decimal `decimal`.
        func format(_ decimal: String) -> String? {
            var decimal = decimal
            return decimal.withUTF8 { bytes in
                bytes.withMemoryRebound(to: CChar.self) { format($0.baseAddress!, count: Int32($0.count)) }
            }
        }

        private func format(_ decimal: UnsafePointer<CChar>, count: Int32) -> String? {
            withUnsafeTemporaryAllocation(of: UInt16.self, capacity: Self.textCapacity) { out in
                let length = cicub_format(formatter, decimal, count, out.baseAddress, Int32(Self.textCapacity))
                guard length >= 0, length <= Self.textCapacity else { return nil }
                return String(decoding: out[..<Int(length)], as: UTF16.self)
            }
        }
    }
#endif
