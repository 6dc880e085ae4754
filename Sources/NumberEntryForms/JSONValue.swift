/// A JSON value as a hints file holds it: numbers keep their literal text (so decimals stay
/// exact) and object members keep their order and any duplicates.
enum JSONValue: Sendable {
    /// One `"key": value` pair of an object.
    struct Member: Sendable {
        var key: String
        var value: JSONValue
    }

    case object([Member])
    case array([JSONValue])
    case string(String)
    /// A number's literal text, e.g. `-1.5e3`.
    case number(String)
    case bool(Bool)
    case null

    /// The JSON type's name, for diagnostics.
    var typeName: String {
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
