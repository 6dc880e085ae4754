import NumberEntry
import _NumberEntryCases

/// A small seeded generator (SplitMix64), so every property run is reproducible.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Random keys, pastes, ranges and policies for a locale.
struct RandomKeys {
    let locale: NumberLocale
    var random: SeededGenerator

    mutating func policy() -> NumberPolicy {
        let maxFraction = Int.random(in: 0...4, using: &random)
        var policy = NumberPolicy(
            maxIntegerDigits: Bool.random(using: &random) ? nil : Int.random(in: 1...14, using: &random),
            maxFractionDigits: maxFraction, minFractionDigits: Int.random(in: 0...maxFraction, using: &random),
            allowsNegative: Int.random(in: 0..<4, using: &random) > 0)
        switch Int.random(in: 0..<6, using: &random) {
        case 0: policy.maximum = ExactDecimal(Int.random(in: -50...100_000, using: &random))
        case 1: policy.minimum = ExactDecimal(Int.random(in: -100_000...50, using: &random))
        case 2:
            let low = Int.random(in: -5000...0, using: &random)
            policy.minimum = ExactDecimal(low)
            policy.maximum = ExactDecimal(low + Int.random(in: 0...20_000, using: &random))
        default: break
        }
        if policy.maximum?.isNegative == true { policy.allowsNegative = true }  // else no value fits
        // Cents mode in one field in five, fixed-scale entry (Behaviour §14) in one in four of the
        // others that have fraction digits.
        if Int.random(in: 0..<5, using: &random) == 0 {
            policy.entry = .cents
        } else if maxFraction > 0 && Int.random(in: 0..<4, using: &random) == 0 {
            policy.entry = .fixed
        }
        return policy
    }

    mutating func step(textLength: Int) -> Edit {
        switch Int.random(in: 0..<100, using: &random) {
        case 0..<40: return .insert(key())
        case 40..<48: return .insert(paste())
        case 48..<58: return .deleteBackward
        case 58..<62: return .deleteForward
        case 62..<72:
            let (a, b, text) = rangeEdit(textLength: textLength)
            return .replace(from: a, to: b, with: text)
        case 72..<80:
            let a = Int.random(in: 0...textLength, using: &random)
            return .select(from: a, to: Int.random(in: a...textLength, using: &random))
        case 80..<86: return .moveLeft
        case 86..<92: return .moveRight
        case 92..<95: return .moveToStart
        case 95..<98: return .moveToEnd
        default: return .finalize
        }
    }

    /// A step of `step(textLength:)`, or now and then a whole-text change (the raw text of a
    /// range edit, with or without its caret), an undo, a redo or a step up or down.
    mutating func editingStep(text: String) -> Edit {
        let length = text.utf16.count
        switch Int.random(in: 0..<100, using: &random) {
        case 0..<4:
            let (lower, upper, replacement) = rangeEdit(textLength: length)
            let units = Array(text.utf16)
            let (a, b) = (min(max(lower, 0), length), min(max(upper, 0), length))
            let raw = String(
                decoding: units[..<min(a, b)] + Array(replacement.utf16) + units[max(a, b)...], as: UTF16.self)
            let caret = min(a, b) + replacement.utf16.count
            return .change(raw, selection: Bool.random(using: &random) ? caret..<caret : nil)
        case 4..<7: return .undo
        case 7..<9: return .redo
        case 9..<11: return .stepUp
        case 11..<13: return .stepDown
        default: return step(textLength: length)
        }
    }

    /// A random raw range edit as `step` makes them: bounds from -1 to one past the end, and an
    /// empty text, a key or a paste.
    mutating func rangeEdit(textLength: Int) -> (lower: Int, upper: Int, text: String) {
        let a = Int.random(in: -1...(textLength + 1), using: &random)
        let b = Int.random(in: (a - 1)...(textLength + 1), using: &random)
        return (a, b, [String(), key(), paste()].randomElement(using: &random)!)
    }

    private mutating func key() -> String {
        let digit = Int.random(in: 0...9, using: &random)
        let keys: [[String]] = [
            [String(digit), String(locale.digits[digit]), "\u{0663}", "\u{06F4}", "\u{FF15}", "\u{096D}", "\u{1E953}"],
            [".", ",", String(locale.decimalSeparator), "\u{066B}", "\u{FF0E}", "б", "Ю"],
            ["-", "\u{2212}", locale.minusSign, "+", "\u{FF0B}", "\u{2010}", "\u{2014}", "\u{30FC}", "\u{FE62}"],
            [" ", "\u{00A0}", "'", "\u{2019}", "\u{2007}", locale.groupingSeparator.map { String($0) } ?? " "],
            ["a", "🙂", "\u{200E}", "e", "\u{301}"],
        ]
        let weights = [0, 0, 0, 0, 0, 0, 1, 1, 2, 3, 4]
        let group = keys[weights.randomElement(using: &random)!]
        return group.randomElement(using: &random)!
    }

    private mutating func paste() -> String {
        let integer = String(
            (0..<Int.random(in: 0...9, using: &random)).map { _ in "0123456789".randomElement(using: &random)! })
        let fraction = String(
            (0..<Int.random(in: 0...3, using: &random)).map { _ in "0123456789".randomElement(using: &random)! })
        let negative = Int.random(in: 0..<4, using: &random) == 0
        let machine =
            (negative ? "-" : "") + (integer.isEmpty ? "0" : integer) + (fraction.isEmpty ? "" : "." + fraction)
        let unsigned = (integer.isEmpty ? "0" : integer) + (fraction.isEmpty ? "" : "." + fraction)
        switch Int.random(in: 0..<8, using: &random) {
        case 0: return machine
        case 1: return " " + locale.text(of: ExactDecimal(machine)!) + " "
        case 2: return integer + fraction
        case 3: return "1.234.567,8"
        case 4: return unsigned + (negative ? "-" : "00")
        case 5: return "(" + locale.text(of: ExactDecimal(unsigned)!) + ")"
        case 6: return String(String.UnicodeScalarView(unsigned.unicodeScalars.map { Self.fullWidth($0) }))
        default: return integer + "x" + fraction
        }
    }

    /// The full-width form of an ASCII digit or `.` (what a CJK IME commits).
    private static func fullWidth(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        Unicode.Scalar(scalar.value + 0xFEE0)!
    }
}
