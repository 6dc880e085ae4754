public import Foundation

/// Reads the stored and wire formats (<doc:StoredFormats>), or any `Decodable`, from JSON through
/// the package's own strict reader, which keeps every number's text: an ``ExactDecimal`` or an
/// integer reads a JSON number exactly or throws, at any length, and an object with a key
/// written twice is a `DecodingError` rather than one of its values picked silently.
///
/// Foundation's `JSONDecoder` gives a number to a decoder only as a `Decimal` of 38 digits and
/// keeps one value of a duplicated key, so the command-line tool and the playground read every
/// request through this decoder; use it for JSON from outside.
public struct WireDecoder: Sendable {
    /// A decoder.
    public init() {}

    /// Decodes a value of `type` from UTF-8 JSON text; throws `DecodingError.dataCorrupted` for
    /// bytes that are not UTF-8, for a JSON syntax error (naming its line and column), for a
    /// duplicated key, and for whatever `type` refuses.
    public func decode<Value: Decodable>(_ type: Value.Type, from data: Data) throws -> Value {
        guard let text = String(data: data, encoding: .utf8) else {
            throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "the JSON is not UTF-8"))
        }
        let root: JSONValue
        do {
            root = try JSONParser.parse(text)
        } catch {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: [],
                    debugDescription: "line \(error.line), column \(error.column): \(error.reason)",
                    underlyingError: error))
        }
        return try Value(from: JSONValueDecoder(root, codingPath: []))
    }
}

/// A `Decoder` over one parsed JSON value.
struct JSONValueDecoder: Decoder {
    let value: JSONValue
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    init(_ value: JSONValue, codingPath: [any CodingKey]) {
        self.value = value
        self.codingPath = codingPath
    }

    /// The number's literal text (`-1.5e3`) when the value is a JSON number.
    var numberText: String? {
        guard case .number(let text) = value else { return nil }
        return text
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case .object(let members) = value else { throw mismatch([String: Any].self, expected: "an object") }
        var values: [String: JSONValue] = [:]
        for member in members {
            guard values.updateValue(member.value, forKey: member.key) == nil else {
                throw DecodingError.dataCorrupted(
                    .init(
                        codingPath: codingPath,
                        debugDescription: "the key \"\(Printable.escaped(member.key, limit: 40))\" is written twice"))
            }
        }
        return KeyedDecodingContainer(
            JSONKeyedContainer<Key>(values: values, keys: members.map(\.key), codingPath: codingPath))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard case .array(let elements) = value else { throw mismatch([Any].self, expected: "an array") }
        return JSONUnkeyedContainer(elements: elements, codingPath: codingPath)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        JSONSingleValueContainer(decoder: self)
    }

    /// The error for a value of the wrong JSON type.
    func mismatch(_ type: Any.Type, expected: String) -> DecodingError {
        DecodingError.typeMismatch(
            type, .init(codingPath: codingPath, debugDescription: "expected \(expected), found \(value.typeName)"))
    }
}

/// The one value of a `JSONValueDecoder`: numbers read from their text, exactly.
struct JSONSingleValueContainer: SingleValueDecodingContainer {
    let decoder: JSONValueDecoder
    var codingPath: [any CodingKey] { decoder.codingPath }

    func decodeNil() -> Bool {
        guard case .null = decoder.value else { return false }
        return true
    }

    func decode(_ type: Bool.Type) throws -> Bool {
        guard case .bool(let flag) = decoder.value else { throw decoder.mismatch(type, expected: "a Boolean") }
        return flag
    }

    func decode(_ type: String.Type) throws -> String {
        guard case .string(let text) = decoder.value else { throw decoder.mismatch(type, expected: "a string") }
        return text
    }

    func decode(_ type: Double.Type) throws -> Double { try binary(type) }
    func decode(_ type: Float.Type) throws -> Float { try binary(type) }
    func decode(_ type: Int.Type) throws -> Int { try integer(type) }
    func decode(_ type: Int8.Type) throws -> Int8 { try integer(type) }
    func decode(_ type: Int16.Type) throws -> Int16 { try integer(type) }
    func decode(_ type: Int32.Type) throws -> Int32 { try integer(type) }
    func decode(_ type: Int64.Type) throws -> Int64 { try integer(type) }
    func decode(_ type: UInt.Type) throws -> UInt { try integer(type) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try integer(type) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try integer(type) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try integer(type) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try integer(type) }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try T(from: decoder)
    }

    /// A number whose exact value is whole and in `type`'s range (`2.0` and `1e2` are; `2.5`,
    /// `1e400` and `12345678901234567.89` are not).
    private func integer<Integer: FixedWidthInteger>(_ type: Integer.Type) throws -> Integer {
        guard let text = decoder.numberText else { throw decoder.mismatch(type, expected: "a number") }
        guard case .success(let value) = JSONNumber.decimal(text), value.fractionDigits.isEmpty,
            let integer = Integer(value.description)
        else {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: codingPath,
                    debugDescription: "\(Printable.escaped(text, limit: 40)) is not an integer in \(type)'s range"))
        }
        return integer
    }

    /// The nearest binary float of a number; one beyond its range is an error, not an infinity.
    private func binary<Float: BinaryFloatingPoint & LosslessStringConvertible>(_ type: Float.Type) throws -> Float {
        guard let text = decoder.numberText else { throw decoder.mismatch(type, expected: "a number") }
        guard let value = Float(text), value.isFinite else {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: codingPath, debugDescription: "\(Printable.escaped(text, limit: 40)) is beyond \(type)")
            )
        }
        return value
    }
}
