import Foundation
import NumberEntry

/// Reading case files: JSON lines, one `KeystrokeCase` each (format: the DocC article `KeystrokeCaseFiles.md`).
public enum CaseFile {
    /// A file that cannot be read as cases.
    public struct Malformed: Error, Sendable, CustomStringConvertible {
        public var path: String
        public var line: Int
        public var reason: String
        public var description: String { "\(path):\(line): \(reason)" }
    }

    /// The cases of the file at `path`, in order.
    public static func load(_ path: String) throws(Malformed) -> [KeystrokeCase] {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw Malformed(path: path, line: 0, reason: "cannot read the file")
        }
        return try parse(String(decoding: data, as: UTF8.self), path: path)
    }

    /// The cases in JSON-lines `text`; blank lines are skipped.
    public static func parse(_ text: String, path: String = "-") throws(Malformed) -> [KeystrokeCase] {
        var cases: [KeystrokeCase] = []
        let text = text.unicodeScalars.first == "\u{FEFF}" ? String(text.unicodeScalars.dropFirst()) : text
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard !trimmed.isEmpty else { continue }
            do {
                cases.append(try parseCase(trimmed, source: "\(path):\(index + 1)"))
            } catch {
                throw Malformed(path: path, line: index + 1, reason: error.reason)
            }
        }
        return cases
    }

    struct Problem: Error {
        var reason: String
        init(_ reason: String) { self.reason = reason }
    }

    static func parseCase(_ line: String, source: String) throws(Problem) -> KeystrokeCase {
        guard
            let json = try? JSONSerialization.jsonObject(
                with: Data(escapingByteOrderMarks(line).utf8), options: [.fragmentsAllowed]),
            let object = json as? [String: Any]
        else { throw Problem("not a JSON object") }
        let known: Set = [
            "id", "locale", "policy", "start", "startValue", "keys", "expect", "value", "rejected", "error",
            "valueRoundTrip",
        ]
        if let unknown = object.keys.first(where: { !known.contains($0) }) { throw Problem("unknown field \(unknown)") }
        guard let id = object["id"] as? String else { throw Problem("missing id") }
        guard let locale = object["locale"] as? String else { throw Problem("\(id): missing locale") }
        guard let keyTexts = object["keys"] as? [String] else { throw Problem("\(id): keys must be strings") }
        var keys: [Edit] = []
        for text in keyTexts {
            do {
                keys.append(try Edit(notation: text))
            } catch {
                throw Problem("\(id): bad key \(text): \(error)")
            }
        }
        let expectation: KeystrokeCase.Expectation
        if let error = object["error"] as? String {
            expectation = .error(error)
        } else if let expect = object["expect"] as? String, MarkedText.parse(expect) != nil {
            expectation = .state(expect)
        } else {
            throw Problem("\(id): needs expect (marked text) or error")
        }
        let start = object["start"] as? String ?? "|"
        guard MarkedText.parse(start) != nil else { throw Problem("\(id): bad start") }
        var startValue: ExactDecimal?
        if let raw = object["startValue"] {
            guard object["start"] == nil else { throw Problem("\(id): start and startValue exclude each other") }
            guard let text = raw as? String, let number = ExactDecimal(text) else {
                throw Problem("\(id): startValue must be a decimal string")
            }
            startValue = number
        }
        var value: String?? = .none
        if let raw = object["value"] {
            if raw is NSNull {
                value = .some(nil)
            } else if let string = raw as? String {
                value = .some(string)
            } else {
                throw Problem("\(id): value must be a string or null")
            }
        }
        var rejected: [Int]?
        if let raw = object["rejected"] {
            guard let indices = JSONTypes.integers(raw) else { throw Problem("\(id): rejected must be integers") }
            rejected = indices
        }
        let policy = try parsePolicy(object["policy"], id: id)
        var testCase = KeystrokeCase(
            id: id, locale: locale, policy: policy, start: start, keys: keys, expectation: expectation, value: value,
            rejected: rejected, source: source)
        testCase.startValue = startValue
        if let raw = object["valueRoundTrip"] {
            guard let flag = JSONTypes.boolean(raw) else { throw Problem("\(id): valueRoundTrip must be a boolean") }
            testCase.valueRoundTrip = flag
        }
        if let fields = object["policy"] as? [String: Any] {
            if let skeleton = fields["format"] {
                guard let text = skeleton as? String else { throw Problem("\(id): format must be a string") }
                testCase.formatSkeleton = text
            }
        }
        return testCase
    }

    static func parsePolicy(_ raw: Any?, id: String) throws(Problem) -> NumberPolicy {
        var policy = NumberPolicy()
        guard let raw else { return policy }
        guard let fields = raw as? [String: Any] else { throw Problem("\(id): policy must be an object") }
        for (name, value) in fields {
            switch name {
            case "maxIntegerDigits": policy.maxIntegerDigits = try integer(value, name)
            case "maxFractionDigits": policy.maxFractionDigits = try integer(value, name)
            case "minFractionDigits": policy.minFractionDigits = try integer(value, name)
            case "allowsNegative":
                guard let flag = JSONTypes.boolean(value) else {
                    throw Problem("\(id): allowsNegative must be a boolean")
                }
                policy.allowsNegative = flag
            case "minimum": policy.minimum = try decimal(value, name)
            case "maximum": policy.maximum = try decimal(value, name)
            case "digits":
                guard let text = value as? String, let digits = NumberPolicy.Digits(rawValue: text) else {
                    throw Problem("\(id): digits must be \"locale\" or \"latin\"")
                }
                policy.digits = digits
            case "step":
                guard let text = value as? String, let step = NumberPolicy.Step(text) else {
                    throw Problem("\(id): step must be a decimal string")
                }
                policy.step = step
            case "format": break  // read when the field loads (`KeystrokeCase.formatSkeleton`)
            case "entry":
                guard let text = value as? String, let entry = NumberPolicy.Entry(rawValue: text) else {
                    throw Problem("\(id): entry must be \"natural\", \"cents\" or \"fixed\"")
                }
                policy.entry = entry
            case "clampOnFinalize": policy.clampOnFinalize = try flag(value, name)
            case "rounding":
                guard let text = value as? String, text == "reject" || ExactDecimal.RoundingMode(rawValue: text) != nil
                else {
                    throw Problem(
                        "\(id): rounding must be \"reject\" or one of ICU's rounding modes (\"halfEven\", ...)")
                }
                policy.rounding = ExactDecimal.RoundingMode(rawValue: text)
            case "currencyUsage":
                guard let text = value as? String, let usage = NumberPolicy.CurrencyUsage(rawValue: text) else {
                    throw Problem("\(id): currencyUsage must be \"standard\" or \"cash\"")
                }
                policy.currencyUsage = usage
            case "affixesWhenEmpty": policy.affixesWhenEmpty = try flag(value, name)
            case "showsAffixes": policy.showsAffixes = try flag(value, name)
            case "percentValue":
                guard let text = value as? String, let percentValue = NumberPolicy.PercentValue(rawValue: text) else {
                    throw Problem("\(id): percentValue must be \"shown\" or \"fraction\"")
                }
                policy.percentValue = percentValue
            default: throw Problem("\(id): unknown policy field \(name)")
            }
        }
        return policy

        func flag(_ value: Any, _ name: String) throws(Problem) -> Bool {
            guard let flag = JSONTypes.boolean(value) else { throw Problem("\(id): \(name) must be a boolean") }
            return flag
        }
        func integer(_ value: Any, _ name: String) throws(Problem) -> Int {
            guard let number = JSONTypes.integer(value) else { throw Problem("\(id): \(name) must be an integer") }
            return number
        }
        func decimal(_ value: Any, _ name: String) throws(Problem) -> ExactDecimal {
            guard let text = value as? String, let number = ExactDecimal(text) else {
                throw Problem("\(id): \(name) must be a decimal string")
            }
            return number
        }
    }

    /// `line` with each literal U+FEFF written as the escape `\ufeff`, which means the same in a
    /// JSON string: Foundation's JSON reader drops the literal character when a string starts
    /// with it, as it would a byte order mark, and a key of U+FEFF alone became a deletion.
    static func escapingByteOrderMarks(_ line: String) -> String {
        guard line.unicodeScalars.contains("\u{FEFF}") else { return line }
        var escaped = String.UnicodeScalarView()
        for scalar in line.unicodeScalars {
            if scalar == "\u{FEFF}" {
                escaped.append(contentsOf: #"\ufeff"#.unicodeScalars)
            } else {
                escaped.append(scalar)
            }
        }
        return String(escaped)
    }
}
