/// A JSON value as a hints file or a wire format holds it: numbers keep their literal text (so decimals stay
/// exact) and object members keep their order and any duplicates.
package enum JSONValue: Sendable {
    /// One `"key": value` pair of an object.
    package struct Member: Sendable {
        package var key: String
        package var value: JSONValue
    }

    case object([Member])
    case array([JSONValue])
    case string(String)
    /// A number's literal text, e.g. `-1.5e3`.
    case number(String)
    case bool(Bool)
    case null

    /// The JSON type's name, for diagnostics.
    package var typeName: String {
        switch self {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number: "a number"
        case .bool: "a boolean"
        case .null: "null"
        }
    }
}
