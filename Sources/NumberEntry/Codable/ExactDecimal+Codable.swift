internal import Foundation

/// `ExactDecimal` encodes as its canonical machine text, a JSON string (`"-1234.5"`), so that no
/// reader turns it into a binary float. It decodes such strings exactly, and JSON numbers
/// (`12.5`, `-1e-400`) exactly or not at all, never as another value: through ``WireDecoder``
/// from the number's text at any length; through another decoder, such as Foundation's
/// `JSONDecoder`, from the `Decimal` that decoder reads, refused when it holds 38 significant
/// digits (all `Decimal` keeps, so digits may be missing) or the decoder gives none.
///
/// The conformance lives here, in the module that imports Foundation, rather than in
/// `NumberEntryCore` (which imports no Foundation): only here can decoding ask for `Decimal`
/// by its type, which the compiler checks on every platform.
extension ExactDecimal: Codable {
    /// The most significant digits Foundation's `Decimal` keeps; a number with as many may
    /// have lost digits on the way in.
    static let decimalPrecision = 38

    /// Reads a decimal string, or a JSON number exactly; throws `DecodingError.dataCorrupted`
    /// for text that is no decimal and for a number the decoder cannot give exactly.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let text = (decoder as? JSONValueDecoder)?.numberText {
            guard case .success(let value) = JSONNumber.decimal(text) else {
                throw DecodingError.dataCorruptedError(
                    in: container,
                    debugDescription: "the exponent of \(Printable.escaped(text, limit: 40)) is beyond "
                        + "±\(JSONNumber.maximumExponent); write the number as a string")
            }
            self = value
        } else if let text = try? container.decode(String.self) {
            guard let value = ExactDecimal(text) else {
                let shown = Printable.escaped(text, limit: 40)
                throw DecodingError.dataCorruptedError(
                    in: container, debugDescription: "\"\(shown)\" is not a decimal number")
            }
            self = value
        } else if let decimal = try? container.decode(Decimal.self), decimal.isFinite,
            let value = ExactDecimal(decimal.description), value.significantDigitCount < Self.decimalPrecision,
            !Self.mayHaveComeThroughDouble(decimal, value, in: container)
        {
            self = value
        } else {
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription: "a decimal number must be a string, or a number this decoder reads exactly "
                    + "(at most \(Self.decimalPrecision - 1) significant digits); write it as a string")
        }
    }

    /// Whether `decimal` may be a `Double`'s expansion rather than the number's text: Darwin's
    /// decoders before swift-foundation's filled `Decimal` through `Double` (`0.1` became
    /// `0.1000000000000000055511151231257827`). Such a number is refused, never taken wrong; a
    /// number of at most 17 significant digits is what a `Double` rounds back to, and kept.
    private static func mayHaveComeThroughDouble(
        _ decimal: Decimal, _ value: ExactDecimal, in container: any SingleValueDecodingContainer
    ) -> Bool {
        guard value.significantDigitCount > 17, let double = try? container.decode(Double.self) else { return false }
        return Decimal(double) == decimal
    }

    /// Writes the canonical machine text as a string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
