// The ICU baseline exists where the system ICU does: Linux (Benchmarks/Package.swift).
#if canImport(CICUBaseline)
    extension BaselineTyping {
        /// ICU's `unum_parseDecimal` and `unumf_formatDecimal` with formatters opened once.
        public static func icu(_ identifier: String, operations: Int) throws -> BaselineTyping {
            guard let formatter = ICUReformatter(locale: identifier) else {
                throw WorkloadUnavailable("ICU cannot open a formatter for \(identifier)")
            }
            return try BaselineTyping(operations: operations, key: { formatter.format(String($0)) ?? "" }) {
                formatter.reformat($0, typing: $1)
            }
        }
    }
#endif
