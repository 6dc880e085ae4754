internal import CICUBridge

/// Turns a user's locale identifier into the canonical ICU form, refusing what ICU has no
/// data for (spec §2) instead of falling back to root or the default locale.
enum LocaleIdentifier {
    /// ICU's limit for a full locale name.
    static let maximumLength = 157

    /// The canonical ICU identifier for `identifier` (ICU form or BCP 47), with the `latn`
    /// numbering system forced when `digits` is `.latin`.
    static func canonical(_ identifier: String, digits: NumberPolicy.Digits) throws(NumberEntryError) -> String {
        let unsupported = NumberEntryError.unsupportedLocale(identifier)
        guard !identifier.isEmpty, identifier.utf8.count <= maximumLength,
            identifier.utf8.allSatisfy(isIdentifierByte)
        else { throw unsupported }
        var canonical: String?
        if identifier.contains("-") && !identifier.contains("@") {
            canonical = ICUString.cString { buffer, capacity in
                var parsed: Int32 = 0
                var status: Int32 = 0
                let length = cicu_forLanguageTag(identifier, buffer, capacity, &parsed, &status)
                return status > 0 || Int(parsed) != identifier.utf8.count ? -1 : length
            }
        } else {
            canonical = ICUString.cString { buffer, capacity in
                var status: Int32 = 0
                let length = cicu_canonicalize(identifier, buffer, capacity, &status)
                return status > 0 ? -1 : length
            }
        }
        guard var result = canonical, !result.isEmpty else { throw unsupported }
        if digits == .latin {
            guard let withKeyword = setKeyword("numbers", "latn", in: result) else { throw unsupported }
            result = withKeyword
        }
        guard cicu_hasOwnData(result) == 1 else { throw unsupported }
        return result
    }

    /// Every locale ICU lists (805 in ICU 72).
    static var available: [String] {
        (0..<cicu_countAvailable()).compactMap { cicu_getAvailable($0).map { String(cString: $0) } }
    }

    private static func setKeyword(_ keyword: String, _ value: String, in identifier: String) -> String? {
        var buffer = [CChar](repeating: 0, count: maximumLength + 1)
        for (index, byte) in identifier.utf8.enumerated() { buffer[index] = CChar(bitPattern: byte) }
        var status: Int32 = 0
        let length = cicu_setKeywordValue(keyword, value, &buffer, Int32(buffer.count), &status)
        guard status <= 0, length > 0, Int(length) < buffer.count else { return nil }
        return String(decoding: buffer[..<Int(length)].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "-"), UInt8(ascii: "@"),
            UInt8(ascii: "="), UInt8(ascii: ";"), UInt8(ascii: "."):
            true
        default: false
        }
    }
}
