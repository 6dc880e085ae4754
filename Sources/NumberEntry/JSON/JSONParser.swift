/// A JSON syntax error at a line and column (both from 1; the column counts UTF-8 bytes).
package struct JSONSyntaxError: Error, Sendable {
    package var line: Int
    package var column: Int
    package var reason: String
}

/// A strict RFC 8259 reader in linear time with a nesting limit, so no input can exhaust the stack:
/// the one JSON reader of hints files and the wire formats (``WireDecoder``).
package struct JSONParser {
    /// The deepest nesting of arrays and objects accepted.
    package static let maximumDepth = 64

    private let bytes: [UInt8]
    private var index = 0
    private var depth = 0

    private init(_ text: String) {
        bytes = Array(text.utf8)
    }

    /// The single JSON value of `text` (a leading byte order mark is allowed).
    package static func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue {
        var parser = JSONParser(text)
        if parser.bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3 }
        let value = try parser.value()
        parser.skipWhitespace()
        guard parser.index == parser.bytes.count else { throw parser.error("unexpected text after the JSON value") }
        return value
    }

    private mutating func value() throws(JSONSyntaxError) -> JSONValue {
        skipWhitespace()
        guard let byte = peek() else { throw error("unexpected end of the file") }
        switch byte {
        case UInt8(ascii: "{"): return try object()
        case UInt8(ascii: "["): return try array()
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): return try literal("true", .bool(true))
        case UInt8(ascii: "f"): return try literal("false", .bool(false))
        case UInt8(ascii: "n"): return try literal("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
        default: throw error("unexpected character")
        }
    }

    private mutating func object() throws(JSONSyntaxError) -> JSONValue {
        try enter()
        var members: [JSONValue.Member] = []
        skipWhitespace()
        if peek() == UInt8(ascii: "}") {
            index += 1
        } else {
            repeat {
                skipWhitespace()
                guard peek() == UInt8(ascii: "\"") else { throw error("expected a key in quotes") }
                let key = try string()
                skipWhitespace()
                try expect(":")
                members.append(JSONValue.Member(key: key, value: try value()))
                skipWhitespace()
            } while try separator(closing: "}")
        }
        depth -= 1
        return .object(members)
    }

    private mutating func array() throws(JSONSyntaxError) -> JSONValue {
        try enter()
        var elements: [JSONValue] = []
        skipWhitespace()
        if peek() == UInt8(ascii: "]") {
            index += 1
        } else {
            repeat {
                elements.append(try value())
                skipWhitespace()
            } while try separator(closing: "]")
        }
        depth -= 1
        return .array(elements)
    }

    /// Consumes the opening bracket, counting the nesting.
    private mutating func enter() throws(JSONSyntaxError) {
        guard depth < Self.maximumDepth else { throw error("nested deeper than \(Self.maximumDepth) levels") }
        depth += 1
        index += 1
    }

    /// Consumes `,` (true: more follows) or the closing bracket (false).
    private mutating func separator(closing: Unicode.Scalar) throws(JSONSyntaxError) -> Bool {
        switch peek() {
        case UInt8(ascii: ","):
            index += 1
            return true
        case UInt8(ascii: closing):
            index += 1
            return false
        case nil:
            throw error("unexpected end of the file")
        default:
            throw error("expected , or \(closing)")
        }
    }

    private mutating func string() throws(JSONSyntaxError) -> String {
        index += 1
        var utf8: [UInt8] = []
        while let byte = peek() {
            index += 1
            switch byte {
            case UInt8(ascii: "\""):
                return String(decoding: utf8, as: UTF8.self)
            case UInt8(ascii: "\\"):
                utf8.append(contentsOf: String(try escape()).utf8)
            case 0..<0x20:
                index -= 1
                throw error("control character in a string")
            default:
                utf8.append(byte)
            }
        }
        throw error("unterminated string")
    }

    private mutating func escape() throws(JSONSyntaxError) -> Character {
        guard let byte = peek() else { throw error("unterminated string") }
        index += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{8}"
        case UInt8(ascii: "f"): return "\u{C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let unit = try hexUnit()
            if UTF16.isLeadSurrogate(unit), bytes[index...].starts(with: Array("\\u".utf8)) {
                index += 2
                let trail = try hexUnit()
                if UTF16.isTrailSurrogate(trail) {
                    let value = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(trail) - 0xDC00)
                    return Character(Unicode.Scalar(value)!)
                }
            }
            guard let scalar = Unicode.Scalar(unit) else { throw error("unpaired surrogate in a \\u escape") }
            return Character(scalar)
        default:
            index -= 1
            throw error("invalid escape")
        }
    }

    /// Four hex digits of a `\u` escape.
    private mutating func hexUnit() throws(JSONSyntaxError) -> UInt16 {
        var unit: UInt16 = 0
        for _ in 0..<4 {
            guard let byte = peek(), let digit = Self.hexValue(byte) else {
                throw error("a \\u escape needs four hex digits")
            }
            unit = unit << 4 | digit
            index += 1
        }
        return unit
    }

    private static func hexValue(_ byte: UInt8) -> UInt16? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt16(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt16(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt16(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    /// The literal text of a number.
    private mutating func number() throws(JSONSyntaxError) -> String {
        let start = index
        if peek() == UInt8(ascii: "-") { index += 1 }
        if peek() == UInt8(ascii: "0") {
            index += 1
        } else {
            guard digits() > 0 else { throw error("invalid number") }
        }
        if peek() == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { throw error("invalid number") }
        }
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            index += 1
            if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { index += 1 }
            guard digits() > 0 else { throw error("invalid number") }
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    /// Consumes ASCII digits and returns how many.
    private mutating func digits() -> Int {
        let start = index
        while let byte = peek(), byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") { index += 1 }
        return index - start
    }

    private mutating func literal(_ word: String, _ value: JSONValue) throws(JSONSyntaxError) -> JSONValue {
        guard bytes[index...].starts(with: word.utf8) else { throw error("unexpected character") }
        index += word.utf8.count
        return value
    }

    private mutating func expect(_ character: Unicode.Scalar) throws(JSONSyntaxError) {
        guard let byte = peek() else { throw error("unexpected end of the file") }
        guard byte == UInt8(ascii: character) else { throw error("expected \(character)") }
        index += 1
    }

    private mutating func skipWhitespace() {
        while let byte = peek(), byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { index += 1 }
    }

    private func peek() -> UInt8? {
        index < bytes.count ? bytes[index] : nil
    }

    /// An error at the current position.
    private func error(_ reason: String) -> JSONSyntaxError {
        let before = bytes[..<min(index, bytes.count)]
        let line = before.count { $0 == 0x0A } + 1
        let lineStart = before.lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
        return JSONSyntaxError(line: line, column: before.count - lineStart + 1, reason: reason)
    }
}
