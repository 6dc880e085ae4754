/// Text made safe to show in messages and traces.
package enum Printable {
    /// `text` with invisible and non-ASCII-space characters shown as `U+XXXX`, cut after
    /// `limit` characters with an ellipsis.
    package static func escaped(_ text: String, limit: Int = .max) -> String {
        var out = ""
        for (count, scalar) in text.unicodeScalars.enumerated() {
            if count == limit {
                out += "…"
                break
            }
            out += isVisible(scalar) ? String(scalar) : "U+" + hex(scalar.value)
        }
        return out
    }

    private static func isVisible(_ scalar: Unicode.Scalar) -> Bool {
        if scalar == " " { return true }
        switch scalar.properties.generalCategory {
        case .control, .format, .spaceSeparator, .lineSeparator, .paragraphSeparator, .surrogate,
            .privateUse, .unassigned, .nonspacingMark, .enclosingMark:
            return false
        default:
            return true
        }
    }

    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
