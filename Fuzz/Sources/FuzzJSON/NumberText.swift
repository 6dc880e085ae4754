/// A JSON number built from fuzz bytes, and its exact value worked out from its parts alone.
///
/// The first byte holds flags: bit 0 a minus sign, bit 1 a fraction, bit 2 an exponent, bit 3 a
/// negative exponent, bit 4 an explicit `+`, bit 5 `E` rather than `e`, bit 6 an integer part of
/// `0`, bit 7 an exponent of 19-26 digits. Digits come in runs (a digit and a length of 1-50,
/// or of 500-28,000 for a length byte of 200 or more), so the text reaches extreme lengths
/// from a few bytes; the bytes past the end read as zero.
struct NumberText {
    var negative: Bool
    var integer: String
    var fraction: String
    /// The exponent's digits as written (leading zeros kept); empty for none.
    var exponent: String
    var exponentNegative: Bool
    var text: String

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        var reader = ByteReader(bytes: bytes)
        let flags = reader.next()
        negative = flags & 1 != 0
        integer = flags & 64 != 0 ? "0" : String(reader.next() % 9 + 1) + Self.runs(&reader)
        fraction = flags & 2 != 0 ? Self.runs(&reader) : ""
        exponentNegative = flags & 8 != 0
        exponent = ""
        if flags & 4 != 0 {
            let count = flags & 128 != 0 ? Int(reader.next() % 8) + 19 : Int(reader.next() % 5) + 1
            exponent = String((0..<count).map { _ in Character(String(reader.next() % 10)) })
        }
        let sign = exponentNegative ? "-" : flags & 16 != 0 ? "+" : ""
        text =
            (negative ? "-" : "") + integer + (fraction.isEmpty ? "" : "." + fraction)
            + (exponent.isEmpty ? "" : (flags & 32 != 0 ? "E" : "e") + sign + exponent)
    }

    /// One to four runs of a digit.
    private static func runs(_ reader: inout ByteReader) -> String {
        var digits = ""
        for _ in 0...(reader.next() % 4) {
            let digit = Character(String(reader.next() % 10))
            let length = reader.next()
            digits += String(repeating: digit, count: length < 200 ? Int(length % 50) + 1 : Int(length - 199) * 500)
        }
        return digits
    }

    /// The number's exact value as canonical machine text (`-0.0015`), placing the point by
    /// string operations; `nil` when the exponent is beyond ±1000 and the number is not zero.
    var exactText: String? {
        let digits = integer + fraction
        guard digits.contains(where: { $0 != "0" }) else { return "0" }
        let magnitude = exponent.drop { $0 == "0" }
        guard magnitude.count <= 4, let shift = Int(magnitude.isEmpty ? "0" : String(magnitude)), shift <= 1000 else {
            return nil
        }
        let scale = fraction.count - (exponentNegative ? -shift : shift)
        var all = digits
        if scale <= 0 {
            all += String(repeating: "0", count: -scale)
        } else if all.count <= scale {
            all = String(repeating: "0", count: scale - all.count + 1) + all
        }
        let point = all.index(all.endIndex, offsetBy: -max(scale, 0))
        let whole = all[..<point].drop { $0 == "0" }
        let part = String(all[point...].reversed().drop { $0 == "0" }.reversed())
        return (negative ? "-" : "") + (whole.isEmpty ? "0" : whole) + (part.isEmpty ? "" : "." + part)
    }
}

/// The fuzz bytes in order; zero past the end.
struct ByteReader {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0

    mutating func next() -> UInt8 {
        defer { index += 1 }
        return index < bytes.count ? bytes[index] : 0
    }
}
