/// A format is stored as its ICU skeleton, a JSON string (`"currency/EUR unit-width-narrow"`,
/// `"measure-unit/mass-kilogram"`, `"percent"`), and `"plain"` for a plain field: the policy
/// object's `format` (Behaviour §10.2). Decoding reads what `init(skeleton:)` reads (`""` is plain
/// too) and throws `DecodingError.dataCorrupted` naming the first token it refuses.
extension NumberFormat: Codable {
    /// Reads `plain` or a skeleton; throws `DecodingError.dataCorrupted` naming the bad token.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        switch Self.read(wireText: text) {
        case .success(let format): self = format
        case .failure(let bad):
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription: "unsupported format token \"\(Printable.escaped(String(bad.token), limit: 40))\""
                    + " in \"\(Printable.escaped(text, limit: 80))\"")
        }
    }

    /// Writes `plain` or the skeleton as a string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }

    /// Reads the stored form: `plain` or a skeleton.
    package static func read(wireText text: String) -> Result<NumberFormat, BadToken> {
        text == "plain" ? .success(.plain) : read(text)
    }
}
