import Foundation
import NumberEntry

/// Reading case files: JSON lines, one `KeystrokeCase` each (format: `Docs/Cases.md`).
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
        guard let json = try? JSONSerialization.jsonObject(with: Data(line.utf8), options: [.fragmentsAllowed]),
            let object = json as? [String: Any]
        else { throw Problem("not a JSON object") }
        let known: Set = ["id", "locale", "policy", "start", "keys", "expect", "value", "rejected", "error"]
        if let unknown = object.keys.first(where: { !known.contains($0) }) { throw Problem("unknown field \(unknown)") }
        guard let id = object["id"] as? String else { throw Problem("missing id") }
        guard let locale = object["locale"] as? String else { throw Problem("\(id): missing locale") }
        guard let keyTexts = object["keys"] as? [String] else { throw Problem("\(id): keys must be strings") }
        var keys: [KeystrokeCase.Key] = []
        for text in keyTexts {
            guard let key = parseKey(text) else { throw Problem("\(id): bad key \(text)") }
            keys.append(key)
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
        if let fields = object["policy"] as? [String: Any] {
            if let skeleton = fields["format"] {
                guard let text = skeleton as? String else { throw Problem("\(id): format must be a string") }
                testCase.formatSkeleton = text
            }
            testCase.givenFractionDigits = (
                fields["maxFractionDigits"].flatMap(JSONTypes.integer),
                fields["minFractionDigits"].flatMap(JSONTypes.integer)
            )
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
                    throw Problem("\(id): entry must be \"natural\" or \"cents\"")
                }
                policy.entry = entry
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

    /// A key in case notation: `{bs}`, `{del}`, `{left}`, `{right}`, `{home}`, `{end}`, `{blur}`,
    /// `{undo}`, `{redo}`, `{up}`, `{down}`, `{select:A,B}`, `{replace:A,B:TEXT}`,
    /// `{change:TEXT}` (TEXT may mark the reported selection with `|` or `[` `]`), or plain text.
    public static func parseKey(_ text: String) -> KeystrokeCase.Key? {
        guard text.hasPrefix("{"), text.hasSuffix("}"), text.count >= 2 else { return .text(text) }
        let inner = text.dropFirst().dropLast()
        switch inner {
        case "bs": return .backspace
        case "del": return .forwardDelete
        case "left": return .left
        case "right": return .right
        case "home": return .home
        case "end": return .end
        case "blur": return .blur
        case "undo": return .undo
        case "redo": return .redo
        case "up": return .stepUp
        case "down": return .stepDown
        default: break
        }
        if inner.hasPrefix("select:") {
            let numbers = inner.dropFirst("select:".count).split(separator: ",", omittingEmptySubsequences: false)
            guard numbers.count == 2, let a = Int(numbers[0]), let b = Int(numbers[1]) else { return nil }
            return .select(a, b)
        }
        if inner.hasPrefix("replace:") {
            let rest = inner.dropFirst("replace:".count)
            guard let colon = rest.firstIndex(of: ":") else { return nil }
            let numbers = rest[..<colon].split(separator: ",", omittingEmptySubsequences: false)
            guard numbers.count == 2, let a = Int(numbers[0]), let b = Int(numbers[1]) else { return nil }
            return .replace(a, b, String(rest[rest.index(after: colon)...]))
        }
        if inner.hasPrefix("change:") {
            let marked = String(inner.dropFirst("change:".count))
            guard marked.contains(where: { "|[]".contains($0) }) else { return .change(marked, nil) }
            guard let (text, selection) = MarkedText.parse(marked) else { return nil }
            return .change(text, selection)
        }
        return .text(text)
    }
}
