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
        let keys = try parseKeys(object["keys"], id: id)
        let expectation = try parseExpectation(object, id: id)
        let start = object["start"] as? String ?? "|"
        guard MarkedText.parse(start) != nil else { throw Problem("\(id): bad start") }
        let startValue = try parseStartValue(object, id: id)
        let value = try parseValue(object["value"], id: id)
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

    /// The case's keys, each in the notation of `Edit(notation:)`.
    static func parseKeys(_ raw: Any?, id: String) throws(Problem) -> [Edit] {
        guard let texts = raw as? [String] else { throw Problem("\(id): keys must be strings") }
        var keys: [Edit] = []
        for text in texts {
            do {
                keys.append(try Edit(notation: text))
            } catch {
                throw Problem("\(id): bad key \(text): \(error)")
            }
        }
        return keys
    }

    /// What the case expects: an error's name (`error`), else a state in marked text (`expect`).
    static func parseExpectation(_ object: [String: Any], id: String) throws(Problem) -> KeystrokeCase.Expectation {
        if let error = object["error"] as? String {
            return .error(error)
        }
        if let expect = object["expect"] as? String, MarkedText.parse(expect) != nil {
            return .state(expect)
        }
        throw Problem("\(id): needs expect (marked text) or error")
    }

    /// The value the field starts from (`startValue`, a decimal string), which excludes `start`.
    static func parseStartValue(_ object: [String: Any], id: String) throws(Problem) -> ExactDecimal? {
        guard let raw = object["startValue"] else { return nil }
        guard object["start"] == nil else { throw Problem("\(id): start and startValue exclude each other") }
        guard let text = raw as? String, let number = ExactDecimal(text) else {
            throw Problem("\(id): startValue must be a decimal string")
        }
        return number
    }

    /// The expected value: `.none` when the case has no `value`, `.some(nil)` for a JSON null.
    static func parseValue(_ raw: Any?, id: String) throws(Problem) -> String?? {
        guard let raw else { return .none }
        if raw is NSNull { return .some(nil) }
        guard let string = raw as? String else { throw Problem("\(id): value must be a string or null") }
        return .some(string)
    }

    /// The case's policy, read by the one reader of policy objects (`NumberPolicy(settings:)`)
    /// from the values' text; `format` is left to the field's load (`KeystrokeCase.formatSkeleton`).
    /// Decimals are strings (a JSON number other than an integer is refused: Foundation's
    /// `JSONSerialization` does not keep its text).
    static func parsePolicy(_ raw: Any?, id: String) throws(Problem) -> NumberPolicy {
        guard let raw else { return NumberPolicy() }
        guard let fields = raw as? [String: Any] else { throw Problem("\(id): policy must be an object") }
        var settings: [String: String] = [:]
        for (name, value) in fields where name != "format" && !(value is NSNull) {
            if let flag = JSONTypes.boolean(value) {
                settings[name] = String(flag)
            } else if let integer = JSONTypes.integer(value) {
                settings[name] = String(integer)
            } else if let text = value as? String {
                settings[name] = text
            } else {
                throw Problem("\(id): \(name) must be a string, a boolean or an integer")
            }
        }
        do {
            return try NumberPolicy(settings: settings)
        } catch {
            throw Problem("\(id): \(error)")
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
