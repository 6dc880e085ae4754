import NumberEntry

/// Values as hints diagnostics show them: on one line, escaped as in JSON, long ones shortened.
enum DiagnosticText {
    /// Numbers of more characters than this are abbreviated.
    static let numberLength = 24
    /// Strings of more characters than this are cut, with an ellipsis.
    static let stringLength = 40

    /// `value` as written, or its first characters, an ellipsis and its digit count when it
    /// is long (`100000000000… (401 digits)`).
    static func number(_ value: ExactDecimal) -> String {
        let text = value.description
        guard text.utf8.count > numberLength else { return text }
        let digits = text.utf8.count { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
        return String(text.prefix(numberLength / 2)) + "… (\(digits) digits)"
    }

    /// `text` in quotes, escaped, cut after `stringLength` characters.
    static func quoted(_ text: String) -> String {
        let cut = text.count > stringLength
        return "\"" + escaped(cut ? String(text.prefix(stringLength)) : text) + (cut ? "…" : "") + "\""
    }

    /// `text` with quotes, backslashes, control and format characters escaped as in a JSON
    /// string (`\"`, `\\`, `\n`, `\u202E`).
    static func escaped(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                switch scalar.properties.generalCategory {
                case .control, .format, .lineSeparator, .paragraphSeparator:
                    for unit in String(scalar).utf16 { out += "\\u" + hex(unit) }
                default:
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }

    private static func hex(_ unit: UInt16) -> String {
        let digits = String(unit, radix: 16, uppercase: true)
        return String(repeating: "0", count: 4 - digits.count) + digits
    }
}
