import NumberEntry

/// The hints reader's values: objects, numbers, integers, booleans and strings, each checked
/// and reported at its JSON path.
extension HintsReader {
    /// The members of an object, first occurrence of each key kept, in order; duplicate keys
    /// and keys outside `known` (when given) are reported and dropped.
    mutating func object(_ value: JSONValue, at path: JSONPath, known: Set<String>?) -> [JSONValue.Member]? {
        guard case .object(let members) = value else {
            report(.wrongType, path, "expected an object, got \(value.typeName)")
            return nil
        }
        var seen: Set<String> = []
        var kept: [JSONValue.Member] = []
        for member in members {
            if !seen.insert(member.key).inserted {
                report(
                    .duplicateKey, path.key(member.key),
                    "the key \(DiagnosticText.quoted(member.key)) is given more than once")
            } else if let known, !known.contains(member.key) {
                report(.unknownKey, path.key(member.key), "unknown key \(DiagnosticText.quoted(member.key))")
            } else {
                kept.append(member)
            }
        }
        return kept
    }

    static func dictionary(_ members: [JSONValue.Member]) -> [String: JSONValue] {
        Dictionary(members.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
    }

    /// `values[key]`, reporting its absence.
    mutating func required(_ values: [String: JSONValue], _ key: String, at path: JSONPath) -> JSONValue? {
        guard let value = values[key] else {
            report(.missingKey, path, "the key \(key) is required")
            return nil
        }
        return value
    }

    mutating func integer(_ value: JSONValue?, at path: JSONPath, in range: ClosedRange<Int>) -> Int? {
        guard let decimal = decimal(value, at: path, expected: "an integer") else { return nil }
        let shown = DiagnosticText.number(decimal)
        guard decimal.fractionDigits.isEmpty else {
            report(.invalidValue, path, "expected a whole number, not \(shown)")
            return nil
        }
        guard let integer = Int(exactly: decimal), range.contains(integer) else {
            let isLow = decimal < ExactDecimal("\(range.lowerBound)")!
            let bound = isLow ? "at least \(range.lowerBound)" : "at most \(range.upperBound)"
            report(.invalidValue, path, "must be \(bound), not \(shown)")
            return nil
        }
        return integer
    }

    /// An exact number from a JSON number or a numeric string.
    mutating func decimal(
        _ value: JSONValue?, at path: JSONPath, expected: String = "a number"
    ) -> ExactDecimal? {
        let text: String
        switch value {
        case nil: return nil
        case .number(let literal): text = literal
        case .string(let string): text = string
        case let other?:
            report(.wrongType, path, "expected \(expected), got \(other.typeName)")
            return nil
        }
        switch JSONNumber.decimal(text) {
        case .success(let decimal): return decimal
        case .failure(let failure):
            report(.invalidValue, path, failure.message(for: text, expected: expected))
            return nil
        }
    }

    /// A boolean from `true`/`false` or the strings `"true"`/`"false"`.
    mutating func bool(_ value: JSONValue?, at path: JSONPath) -> Bool? {
        switch value {
        case nil: return nil
        case .bool(let flag): return flag
        case .string("true"): return true
        case .string("false"): return false
        case .string(let text):
            report(.invalidValue, path, "expected true or false, not \(DiagnosticText.quoted(text))")
        case let other?:
            report(.wrongType, path, "expected a boolean, got \(other.typeName)")
        }
        return nil
    }

    /// A policy setting's value as the policy object's text, read as its JSON kind: an integer,
    /// a Boolean or a decimal as a number or a numeric string (see `integer`, `bool`,
    /// `decimal`), any other setting from a string as it is, a Boolean as `true` or `false`, a
    /// number as written (an exponent written out).
    mutating func settingText(_ value: JSONValue, _ kind: NumberPolicy.SettingKind, at path: JSONPath) -> String? {
        switch kind {
        case .integer: return integer(value, at: path, in: Int.min...Int.max).map(String.init)
        case .boolean: return bool(value, at: path).map(String.init)
        case .decimal: return decimal(value, at: path)?.description
        case .text: break
        }
        switch value {
        case .string(let text): return text
        case .bool(let flag): return String(flag)
        case .number(let literal):
            guard let decimal = decimal(value, at: path) else { return nil }
            return literal.utf8.contains { $0 | 0x20 == UInt8(ascii: "e") } ? decimal.description : literal
        default:
            report(.wrongType, path, "expected a string, a number or a boolean, got \(value.typeName)")
            return nil
        }
    }

    mutating func string(_ value: JSONValue?, at path: JSONPath) -> String? {
        switch value {
        case nil: return nil
        case .string(let text): return text
        case let other?:
            report(.wrongType, path, "expected a string, got \(other.typeName)")
            return nil
        }
    }

    mutating func report(
        _ code: HintsDiagnostic.Code, _ path: JSONPath, _ message: String, severity: HintsDiagnostic.Severity = .error
    ) {
        diagnostics.append(
            HintsDiagnostic(severity: severity, code: code, file: file, path: path.description, message: message))
    }
}
