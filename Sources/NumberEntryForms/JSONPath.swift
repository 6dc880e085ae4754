/// A location in a JSON document, written from `$` (`$.unitPrice.maximum`, `$._sections[0]`).
struct JSONPath: Sendable, CustomStringConvertible {
    private(set) var description = "$"

    /// The path of member `key` of the object here.
    func key(_ key: String) -> JSONPath {
        var path = self
        let isIdentifier =
            !key.isEmpty && key.utf8.allSatisfy { $0 == UInt8(ascii: "_") || Self.isAlphanumeric($0) }
            && !(key.utf8.first.map(Self.isDigit) ?? false)
        if isIdentifier {
            path.description += "." + key
        } else {
            path.description += "[\"" + DiagnosticText.escaped(key) + "\"]"
        }
        return path
    }

    /// The path of element `index` of the array here.
    func index(_ index: Int) -> JSONPath {
        var path = self
        path.description += "[\(index)]"
        return path
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    private static func isAlphanumeric(_ byte: UInt8) -> Bool {
        isDigit(byte) || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
    }
}
