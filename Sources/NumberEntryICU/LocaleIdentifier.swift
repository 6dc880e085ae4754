internal import CICUBridge
import NumberEntryCore

/// Turns a user's locale identifier into the canonical ICU form, refusing what ICU has no
/// data for (Behaviour §2) instead of falling back to root or the default locale.
///
/// Three forms are read: ICU's (`de_DE`, `ar_EG@numbers=latn`), BCP 47 (`hi-IN`, `ar-EG-u-nu-latn`)
/// and POSIX's, as `LANG` holds it (`de_DE.UTF-8`, `de_DE.UTF-8@euro`): ICU drops the codeset
/// and reads the modifier. `C` and `POSIX`, with or without a codeset, are ICU's `en_US_POSIX`,
/// as ICU's own default locale makes them. A canonical form too long for ICU is refused whole,
/// never cut.
enum LocaleIdentifier {
    /// ICU's limit for a full locale name (`ULOC_FULLNAME_CAPACITY`, its terminating zero
    /// included): longer input is refused before ICU reads it, and so is a canonical form
    /// that does not fit, which ICU's number formatter refuses.
    static let maximumLength = 157

    /// The canonical ICU identifier for `identifier` (ICU, BCP 47 or POSIX form), with the
    /// `latn` numbering system forced when `digits` is `.latin`.
    static func canonical(_ identifier: String, digits: NumberPolicy.Digits) throws(NumberEntryError) -> String {
        let unsupported = NumberEntryError.unsupportedLocale(identifier)
        guard !identifier.isEmpty, identifier.utf8.count <= maximumLength,
            identifier.utf8.allSatisfy(isIdentifierByte)
        else { throw unsupported }
        let canonical: String?
        if isPOSIXDefault(identifier) {
            canonical = "en_US_POSIX"
        } else if identifier.contains("-") && !identifier.contains("@") && !identifier.contains(".") {
            canonical = answer { buffer, capacity, status in
                var parsed: Int32 = 0
                let length = cicu_forLanguageTag(identifier, buffer, capacity, &parsed, &status)
                return Int(parsed) == identifier.utf8.count ? length : -1
            }
        } else {
            canonical = answer { cicu_canonicalize(identifier, $0, $1, &$2) }
        }
        guard var result = canonical, !result.isEmpty else { throw unsupported }
        if digits == .latin {
            guard let withKeyword = setKeyword("numbers", "latn", in: result) else { throw unsupported }
            result = withKeyword
        }
        guard result.utf8.count < maximumLength, cicu_hasOwnData(result) == 1 else { throw unsupported }
        return result
    }

    /// Every locale ICU lists (805 in ICU 72).
    static var available: [String] {
        (0..<cicu_countAvailable()).compactMap { cicu_getAvailable($0).map { String(cString: $0) } }
    }

    /// Whether `identifier` is POSIX's default locale, `C` or `POSIX`, with an optional codeset
    /// or modifier (`C.UTF-8`).
    private static func isPOSIXDefault(_ identifier: String) -> Bool {
        let name = identifier.prefix { $0 != "." && $0 != "@" }
        return name == "C" || name == "POSIX"
    }

    /// ICU's answer, in a buffer of the size ICU asks for; `fill` gets a buffer, its capacity
    /// and a status, and returns the answer's length (or -1). `nil` on failure.
    private static func answer(_ fill: (UnsafeMutablePointer<CChar>?, Int32, inout Int32) -> Int32) -> String? {
        var status: Int32 = 0
        let needed = fill(nil, 0, &status)
        guard needed > 0, status == bufferOverflow || status <= 0 else { return nil }
        var buffer = [CChar](repeating: 0, count: Int(needed) + 1)
        status = 0
        let length = fill(&buffer, needed + 1, &status)
        guard status <= 0, length == needed else { return nil }
        return String(decoding: buffer[..<Int(length)].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// ICU's `U_BUFFER_OVERFLOW_ERROR`: the answer's length is returned, nothing is written.
    private static let bufferOverflow: Int32 = 15

    private static func setKeyword(_ keyword: String, _ value: String, in identifier: String) -> String? {
        // Room for the identifier, `@` or `;`, `keyword=value` and the terminating zero.
        var buffer = [CChar](repeating: 0, count: identifier.utf8.count + keyword.utf8.count + value.utf8.count + 3)
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
