/// ICU's own formatting of complete values: the oracle the tests compare the engine with.
/// Not used on the keystroke path.
package enum ICUReference {
    /// ICU's `unumf` text for the machine decimal `value` (`-1234.50`) with exactly
    /// `fractionDigits` fraction digits, in the canonical ICU locale `identifier`.
    package static func format(_ value: String, fractionDigits: Int, locale identifier: String) -> String? {
        let skeleton = fractionDigits == 0 ? "precision-integer" : "." + String(repeating: "0", count: fractionDigits)
        return ICUNumberFormatter(locale: identifier, skeleton: skeleton)?.format(value)
    }
}
