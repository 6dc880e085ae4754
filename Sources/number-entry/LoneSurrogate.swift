/// Finds `\u` escapes of UTF-16 surrogates that do not pair up in JSON text: a JSON decoder
/// refuses such a string without saying why.
enum LoneSurrogate {
    /// The first unpaired surrogate escape in the strings of `json`: its text (`\ud800`) and
    /// its column (from 1, in UTF-8 bytes); `nil` when there is none.
    static func first(in json: String) -> (escape: String, column: Int)? {
        let bytes = Array(json.utf8)
        var index = 0
        var inString = false
        while index < bytes.count {
            let byte = bytes[index]
            guard inString, byte == backslash else {
                if byte == quote { inString.toggle() }
                index += 1
                continue
            }
            guard let unit = unit(in: bytes, at: index) else {
                index += 2
                continue
            }
            if UTF16.isLeadSurrogate(unit), let trail = self.unit(in: bytes, at: index + 6),
                UTF16.isTrailSurrogate(trail)
            {
                index += 12
            } else if UTF16.isLeadSurrogate(unit) || UTF16.isTrailSurrogate(unit) {
                return (String(decoding: bytes[index..<(index + 6)], as: UTF8.self), index + 1)
            } else {
                index += 6
            }
        }
        return nil
    }

    private static let quote = UInt8(ascii: "\"")
    private static let backslash = UInt8(ascii: "\\")

    /// The code unit of the `\uXXXX` escape at `index`, if one is there.
    private static func unit(in bytes: [UInt8], at index: Int) -> UInt16? {
        guard index + 6 <= bytes.count, bytes[index] == backslash, bytes[index + 1] == UInt8(ascii: "u") else {
            return nil
        }
        let hex = bytes[(index + 2)..<(index + 6)]
        guard hex.allSatisfy({ Character(Unicode.Scalar($0)).isHexDigit }) else { return nil }
        return UInt16(String(decoding: hex, as: UTF8.self), radix: 16)
    }
}
