import Foundation
import NumberEntryForms
import Testing

/// Every JSON number through every wire-format entry point (the DocC article `StoredFormats.md`):
/// the exact value of its text or a `DecodingError`, never another value. ``WireDecoder`` reads
/// the text itself, so it gives the value whenever the exponent is within ±1000; Foundation's
/// `JSONDecoder` gives the value or refuses, except that it drops digits past the 38th without a
/// sign, so a number of 39 or more significant digits may come back short (documented).
@Suite("JSON numbers decode exactly or not at all")
struct WireNumberTests {
    /// The issue's examples and their neighbours.
    static let examples = [
        "12345678901234567.89", "99.9999999999999999", "0.99999999999999999999", "1.00000000000000001", "1e-400",
        "1e400", "-1e-400", "0.1" + String(repeating: "0", count: 60) + "1", "-0", "-0.0", "-0e5", "0e-99999999999",
        "1e1000", "1e-1000", "1e1001", "-2.5E-1001", "1e99999999999999999999", "9007199254740993",
        "18446744073709551616", "9223372036854775807", "9223372036854775808", "-9223372036854775808",
        "-9223372036854775809", "2.0", "1e2",
        "123456789012345678901234567890123456789.5", "400000000000000000000000000000000000001",
        String(repeating: "7", count: 100_000), "0." + String(repeating: "0", count: 50_000) + "3",
    ]

    /// Random numbers: 1-60 significant digits, exponents up to ±1001, 9-runs next to a whole
    /// `Double`, zero runs, signs, leading zeros.
    static let generated: [String] = {
        var random = SplitMix(seed: 35)
        var texts: [String] = []
        for digits in 1...60 {
            for _ in 0..<8 { texts.append(random.numberText(significantDigits: digits)) }
        }
        for nines in 14...24 {
            let run = String(repeating: "9", count: nines)
            texts += ["\(nines).\(run)", "-0.\(run)", "1\(run).5", "\(nines).\(run)e1", "1.\(run.dropLast())1"]
        }
        return texts
    }()

    @Test(
        "The issue's numbers read as written through the wire decoder; Foundation's gives the same or refuses",
        arguments: [
            ("12345678901234567.89", "12345678901234567.89"), ("99.9999999999999999", "99.9999999999999999"),
            ("0.99999999999999999999", "0.99999999999999999999"), ("1.00000000000000001", "1.00000000000000001"),
            ("1e-400", "0." + String(repeating: "0", count: 399) + "1"), ("-0.0", "0"), ("-0", "0"), ("1.5E+3", "1500"),
            ("0.1" + String(repeating: "0", count: 60) + "1", "0.1" + String(repeating: "0", count: 60) + "1"),
        ])
    func examplesTable(_ number: String, _ expected: String) throws {
        #expect(Reference.value(number)?.description == expected)
        #expect(try WireDecoder().decode([ExactDecimal].self, from: Data("[\(number)]".utf8)) == [dec(expected)])
        let policy = try WireDecoder().decode(NumberPolicy.self, from: Data(#"{"minimum":\#(number)}"#.utf8))
        #expect(policy.minimum == dec(expected))
        let foundation = try? JSONDecoder().decode([ExactDecimal].self, from: Data("[\(number)]".utf8))
        #expect(foundation == nil || foundation == [dec(expected)] || dec(expected).significantDigitCount >= 39)
    }

    @Test("Every number reads exactly through the wire decoder and any decoder of ExactDecimal")
    func decimals() throws {
        for text in Self.examples + Self.generated {
            let exact = Reference.value(text)
            for decoder in Decoding.allCases {
                let decoded = decoder.value([ExactDecimal].self, "[\(text)]")?.first
                decoder.expect(decoded, exact, text)
                let record = decoder.value([String: ExactDecimal].self, #"{"price":\#(text)}"#)
                decoder.expect(record?["price"], exact, "record \(text)")
            }
        }
    }

    @Test("A policy's bounds and step read every number exactly or refuse it")
    func policies() throws {
        for text in Self.examples + Self.generated {
            let exact = Reference.value(text)
            for decoder in Decoding.allCases {
                let bounds = decoder.value(NumberPolicy.self, #"{"minimum":\#(text),"maximum":\#(text)}"#)
                decoder.expect(bounds?.minimum, exact, "minimum \(text)")
                decoder.expect(bounds?.maximum, exact, "maximum \(text)")
                let step = decoder.value(NumberPolicy.self, #"{"step":\#(text)}"#)
                decoder.expect(step?.step.value, exact, "step \(text)")
            }
        }
    }

    @Test("An edit's offsets are integers exactly, or the edit is malformed")
    func editOffsets() throws {
        for text in Self.examples + Self.generated {
            let exact = Reference.value(text).flatMap { Int(exactly: $0) }
            // Foundation may give a number of 39 or more significant digits short (documented).
            let lossy = (Reference.value(text)?.significantDigitCount ?? 0) >= 39
            for decoder in Decoding.allCases where decoder == .wire || !lossy {
                for (json, edit) in [
                    (#"{"select":[\#(text),0]}"#, exact.map { Edit.select(from: $0, to: 0) }),
                    (#"{"replace":[0,\#(text)],"text":"5"}"#, exact.map { Edit.replace(from: 0, to: $0, with: "5") }),
                    (
                        #"{"change":{"text":"5","selection":[0,\#(text)]}}"#,
                        exact.flatMap { $0 < 0 ? nil : .change("5", selection: 0..<$0) }
                    ),
                ] {
                    do {
                        let decoded = try decoder.decode(Edit.self, json)
                        #expect(decoded == edit, "\(decoder) \(json.prefix(80))")
                    } catch let DecodingError.dataCorrupted(context) {
                        // Foundation may refuse what it cannot show it read exactly (`-2^63`).
                        #expect(edit == nil || decoder == .foundation, "\(decoder) refused \(json.prefix(80))")
                        #expect(context.underlyingError is EditFormatError, "\(decoder) \(json.prefix(80))")
                    }
                }
            }
            if text == "12345678901234567.89" || text == "1e400" { #expect(exact == nil) }
        }
    }
}

/// The decoders of the wire formats.
enum Decoding: CaseIterable, CustomStringConvertible {
    case wire, foundation

    var description: String { self == .wire ? "WireDecoder" : "JSONDecoder" }

    func decode<Value: Decodable>(_ type: Value.Type, _ json: String) throws -> Value {
        switch self {
        case .wire: try WireDecoder().decode(type, from: Data(json.utf8))
        case .foundation: try JSONDecoder().decode(type, from: Data(json.utf8))
        }
    }

    /// The decoded value, or `nil` after a `DecodingError` (any other error is recorded).
    func value<Value: Decodable>(_ type: Value.Type, _ json: String) -> Value? {
        do {
            return try decode(type, json)
        } catch is DecodingError {
            return nil
        } catch {
            Issue.record("\(self): not a DecodingError: \(error)")
            return nil
        }
    }

    /// Checks a decoded number against the text's exact value (`nil`: beyond the exponent
    /// limit): the wire decoder gives exactly it; Foundation gives it or refuses, or, for 39 or
    /// more significant digits, may give its first 38.
    func expect(_ decoded: ExactDecimal?, _ exact: ExactDecimal?, _ context: String) {
        switch self {
        case .wire: #expect(decoded == exact, "\(self) \(context.prefix(80))")
        case .foundation:
            guard let decoded, decoded != exact else { return }
            #expect(
                exact.map { $0.significantDigitCount >= 39 } == true,
                "\(self) changed \(context.prefix(80)) to \(decoded)")
        }
    }
}

/// The exact value of a JSON number's text, worked out from its characters alone (not through
/// the package's readers): `nil` when the exponent is beyond ±1000 and the number is not zero.
enum Reference {
    static func value(_ text: String) -> ExactDecimal? {
        let parts = text.lowercased().split(separator: "e", omittingEmptySubsequences: false)
        let negative = parts[0].hasPrefix("-")
        let mantissa = parts[0].drop { $0 == "-" }
        let halves = mantissa.split(separator: ".", omittingEmptySubsequences: false)
        let digits = halves[0] + (halves.count > 1 ? halves[1] : "")
        guard digits.contains(where: { $0 != "0" }) else { return .zero }
        var exponent = 0
        if parts.count > 1 {
            let written = parts[1].drop { $0 == "+" }
            let magnitude = written.drop { $0 == "-" }.drop { $0 == "0" }
            guard magnitude.count <= 4, let value = Int(magnitude.isEmpty ? "0" : magnitude), value <= 1000 else {
                return nil
            }
            exponent = written.hasPrefix("-") ? -value : value
        }
        // The value is digits × 10^(exponent - fraction digits): place the point.
        let scale = (halves.count > 1 ? halves[1].count : 0) - exponent
        var all = String(digits)
        if scale <= 0 {
            all += String(repeating: "0", count: -scale)
        } else if all.count <= scale {
            all = String(repeating: "0", count: scale - all.count + 1) + all
        }
        let point = scale > 0 ? all.index(all.endIndex, offsetBy: -scale) : all.endIndex
        let integer = all[..<point].drop { $0 == "0" }
        let fraction = String(all[point...].reversed().drop { $0 == "0" }.reversed())
        let canonical =
            (negative ? "-" : "") + (integer.isEmpty ? "0" : integer) + (fraction.isEmpty ? "" : "." + fraction)
        return ExactDecimal(canonical)
    }
}

/// A small seeded generator (SplitMix64), so every run draws the same numbers.
struct SplitMix: RandomNumberGenerator {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    /// A JSON number of `significantDigits` digits (first and last not zero, often a run of
    /// zeros between), a point anywhere or none, a sign, and often an exponent up to ±1001.
    mutating func numberText(significantDigits count: Int, exponents: [String] = SplitMix.exponents) -> String {
        var digits = (0..<count).map { _ in Int.random(in: 0...9, using: &self) }
        digits[0] = Int.random(in: 1...9, using: &self)
        digits[count - 1] = Int.random(in: 1...9, using: &self)
        if count > 3, Bool.random(using: &self) {
            for index in 1..<(count - 1) { digits[index] = 0 }
        }
        let written = digits.map(String.init).joined()
        let point = Int.random(in: 0...count, using: &self)
        var text = written
        if point == 0 {
            text = "0." + String(repeating: "0", count: Int.random(in: 0...3, using: &self)) + written
        } else if point < count {
            text = String(written.prefix(point)) + "." + String(written.dropFirst(point))
        }
        let sign = Bool.random(using: &self) ? "-" : ""
        return sign + text + exponents[Int.random(in: 0..<exponents.count, using: &self)]
    }

    /// Exponents of every size, beyond the wire decoder's ±1000 included.
    static let exponents = ["", "", "e1", "E-3", "e+17", "e-38", "e400", "e-400", "E999", "e-1000", "e1001", "e-1001"]
}
