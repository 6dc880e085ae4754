/// `ExactDecimal` encodes as its canonical machine text, a JSON string (`"-1234.5"`), so that no
/// reader turns it into a binary float. It decodes such strings, and JSON numbers exactly where
/// the decoder can give more than a `Double`: whole numbers, and with Foundation's decoders any
/// number up to the 38 significant digits Foundation's `Decimal` keeps. A number beyond what the
/// decoder keeps is a decoding error, never a truncated value.
extension ExactDecimal: Codable {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let text = try? container.decode(String.self) {
            guard let value = ExactDecimal(text) else {
                throw DecodingError.dataCorruptedError(
                    in: container, debugDescription: "\(Printable.escaped(text, limit: 40)) is not a decimal number")
            }
            self = value
        } else if let integer = try? container.decode(Int64.self) {
            self.init(Int(integer))
        } else if let integer = try? container.decode(UInt64.self) {
            self.init(String(integer))!
        } else if let text = Self.decimalText(from: container) {
            self = text
        } else {
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription: "a decimal number must be a string or a number the decoder keeps exactly")
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }

    /// The most significant digits Foundation's `Decimal` keeps; a number with as many may
    /// have lost digits on the way in.
    static let decimalPrecision = 38

    /// Reads the number through Foundation's `Decimal`, which JSON decoders fill from the
    /// number's text, when Foundation is loaded (the core does not link it).
    private static func decimalText(from container: any SingleValueDecodingContainer) -> ExactDecimal? {
        let names = ["20FoundationEssentials7DecimalV", "10Foundation7DecimalV"]
        guard let type = names.lazy.compactMap({ _typeByName($0) as? any Decodable.Type }).first,
            let decimal = try? decode(type, from: container),
            let value = ExactDecimal(String(describing: decimal)),
            value.significantDigitCount < decimalPrecision
        else { return nil }
        return value
    }

    private static func decode<T: Decodable>(_ type: T.Type, from container: any SingleValueDecodingContainer) throws
        -> T
    {
        try container.decode(type)
    }
}
