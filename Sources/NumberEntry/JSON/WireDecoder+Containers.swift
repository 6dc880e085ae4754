/// A JSON object's members, each key once (``WireDecoder`` refuses a key written twice).
struct JSONKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let values: [String: JSONValue]
    /// The keys in the order written.
    let keys: [String]
    let codingPath: [any CodingKey]

    var allKeys: [Key] { keys.compactMap(Key.init(stringValue:)) }

    func contains(_ key: Key) -> Bool { values[key.stringValue] != nil }

    func decodeNil(forKey key: Key) throws -> Bool {
        guard case .null = try decoder(for: key).value else { return false }
        return true
    }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try type.init(from: decoder(for: key)) }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try type.init(from: decoder(for: key)) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try type.init(from: decoder(for: key)) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try type.init(from: decoder(for: key)) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try type.init(from: decoder(for: key)) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try type.init(from: decoder(for: key)) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try type.init(from: decoder(for: key)) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try type.init(from: decoder(for: key)) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try type.init(from: decoder(for: key)) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try type.init(from: decoder(for: key)) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try type.init(from: decoder(for: key)) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try type.init(from: decoder(for: key)) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try type.init(from: decoder(for: key)) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try type.init(from: decoder(for: key)) }
    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { try type.init(from: decoder(for: key)) }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        try decoder(for: key).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try decoder(for: key).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder { try decoder(for: JSONIndexKey(stringValue: "super")) }

    func superDecoder(forKey key: Key) throws -> any Decoder { try decoder(for: key) }

    /// The decoder of the member named `key`; throws `keyNotFound` when there is none.
    private func decoder(for key: some CodingKey) throws -> JSONValueDecoder {
        guard let value = values[key.stringValue] else {
            throw DecodingError.keyNotFound(
                key, .init(codingPath: codingPath, debugDescription: "no member \"\(key.stringValue)\""))
        }
        return JSONValueDecoder(value, codingPath: codingPath + [key])
    }
}

/// A JSON array's elements, read in order.
struct JSONUnkeyedContainer: UnkeyedDecodingContainer {
    let elements: [JSONValue]
    let codingPath: [any CodingKey]
    private(set) var currentIndex = 0

    init(elements: [JSONValue], codingPath: [any CodingKey]) {
        self.elements = elements
        self.codingPath = codingPath
    }

    var count: Int? { elements.count }
    var isAtEnd: Bool { currentIndex >= elements.count }

    mutating func decodeNil() throws -> Bool {
        guard case .null = try next(Never.self).value else { return false }
        currentIndex += 1
        return true
    }

    mutating func decode(_ type: Bool.Type) throws -> Bool { try element(type) }
    mutating func decode(_ type: String.Type) throws -> String { try element(type) }
    mutating func decode(_ type: Double.Type) throws -> Double { try element(type) }
    mutating func decode(_ type: Float.Type) throws -> Float { try element(type) }
    mutating func decode(_ type: Int.Type) throws -> Int { try element(type) }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try element(type) }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try element(type) }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try element(type) }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try element(type) }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try element(type) }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try element(type) }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try element(type) }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try element(type) }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try element(type) }
    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { try element(type) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        let container = try next([String: Any].self).container(keyedBy: type)
        currentIndex += 1
        return container
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        let container = try next([Any].self).unkeyedContainer()
        currentIndex += 1
        return container
    }

    mutating func superDecoder() throws -> any Decoder {
        let decoder = try next(Any.self)
        currentIndex += 1
        return decoder
    }

    /// Decodes the next element and moves past it (not past an element that fails).
    private mutating func element<T: Decodable>(_ type: T.Type) throws -> T {
        let value = try type.init(from: next(type))
        currentIndex += 1
        return value
    }

    /// The decoder of the next element; throws `valueNotFound` at the end.
    private func next(_ type: Any.Type) throws -> JSONValueDecoder {
        let key = JSONIndexKey(intValue: currentIndex)
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(
                type, .init(codingPath: codingPath + [key], debugDescription: "the array has no more elements"))
        }
        return JSONValueDecoder(elements[currentIndex], codingPath: codingPath + [key])
    }
}

/// An array index, or `super`, in a coding path.
struct JSONIndexKey: CodingKey {
    let stringValue: String
    let intValue: Int?

    init(stringValue: String) {
        self.stringValue = stringValue
        intValue = nil
    }

    init(intValue: Int) {
        stringValue = "Index \(intValue)"
        self.intValue = intValue
    }
}
