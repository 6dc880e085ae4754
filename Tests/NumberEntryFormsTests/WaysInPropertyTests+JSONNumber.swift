import Foundation
import NumberEntryForms
import Testing

/// The all-combinations property's JSON number step (the DocC article `StoredFormats.md`): a
/// value goes back in through a stored record that writes it as a JSON number, in each way a
/// number can be written, and random numbers (1-60 significant digits, exponents, 9-runs next to
/// a whole `Double`) go in through JSON and directly: the same text and value each time, or a
/// typed refusal.
extension WaysInPropertyTests {
    /// Checks `value` (shown as `text` in `form`'s field `f`) through JSON numbers, and, once per
    /// combination (the first typing), random numbers.
    func checkThroughJSONNumbers(
        _ value: ExactDecimal, form: inout NumberForm, text: String, typing: String, context: String
    ) throws {
        for number in Self.jsonNumbers(value) {
            let json = #"{"f":\#(number)}"#
            let stored = try WireDecoder().decode([String: ExactDecimal].self, from: Data(json.utf8))
            #expect(stored["f"] == value, "JSON number \(number): \(context)")
            try form.setValue(stored["f"], forField: "f")
            #expect(form["f"]?.text == text && form["f"]?.value == value, "JSON number \(number): \(context)")
            do {
                let foundation = try JSONDecoder().decode([String: ExactDecimal].self, from: Data(json.utf8))
                #expect(foundation["f"] == value, "Foundation's JSON number \(number): \(context)")
            } catch is DecodingError {}
        }
        guard typing == Self.typings[0] else { return }
        var random = SplitMix(seed: UInt64(truncatingIfNeeded: context.utf8.reduce(0) { $0 &* 31 &+ Int($1) }))
        for digits in [Int.random(in: 1...17, using: &random), Int.random(in: 18...60, using: &random)] {
            let number = random.numberText(significantDigits: digits, exponents: ["", "e-2", "e3", "E-21", "e+20"])
            try checkRandom(number, form: form, context: context)
        }
        let run = String(repeating: "9", count: Int.random(in: 15...22, using: &random))
        try checkRandom("\(Int.random(in: 0...999, using: &random)).\(run)", form: form, context: context)
    }

    /// Puts a JSON number into `form` through the wire decoder, Foundation's decoder, and as its
    /// exact value: the same outcome each time, or from Foundation a `DecodingError`.
    private func checkRandom(_ number: String, form: NumberForm, context: String) throws {
        let exact = try #require(Reference.value(number))
        let json = Data(#"{"f":\#(number)}"#.utf8)
        let direct = Self.outcome(exact, in: form)
        let wire = try WireDecoder().decode([String: ExactDecimal].self, from: json)["f"]
        #expect(wire == exact && Self.outcome(wire, in: form) == direct, "wire \(number): \(context)")
        do {
            let foundation = try JSONDecoder().decode([String: ExactDecimal].self, from: json)["f"]
            #expect(foundation == exact || exact.significantDigitCount >= 39, "Foundation \(number): \(context)")
        } catch is DecodingError {}
    }

    /// The text and value `form`'s field shows after `setValue`, or the error it throws.
    private static func outcome(_ value: ExactDecimal?, in form: NumberForm) -> String {
        var form = form
        do {
            try form.setValue(value, forField: "f")
            return "\(form["f"]?.text ?? "") = \(String(describing: form["f"]?.value))"
        } catch {
            return "refused: \(error)"
        }
    }

    /// `value` as JSON numbers: its machine text, its digits as an integer with a negative
    /// exponent (`12345E-1`), and one digit before the point with an exponent (`1.2345e+3`).
    static func jsonNumbers(_ value: ExactDecimal) -> [String] {
        let text = value.description
        let sign = value.isNegative ? "-" : ""
        let unsigned = text.drop { $0 == "-" }
        let halves = unsigned.split(separator: ".", omittingEmptySubsequences: false)
        let fraction = halves.count > 1 ? halves[1] : ""
        let digits = (halves[0] + fraction).drop { $0 == "0" }
        guard let first = digits.first else { return [text, "0e5", "-0.0E-7"] }
        let exponent = halves[0] == "0" ? -(fraction.prefix { $0 == "0" }.count + 1) : halves[0].count - 1
        let rest = digits.dropFirst()
        return [
            text, "\(sign)\(digits)E-\(fraction.count)",
            "\(sign)\(first)\(rest.isEmpty ? "" : ".")\(rest)e\(exponent < 0 ? "" : "+")\(exponent)",
        ]
    }
}
