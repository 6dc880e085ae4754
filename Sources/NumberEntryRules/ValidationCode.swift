/// The stable, machine-readable name of a kind of failure (`"maximum"`), for apps that pick
/// their own message or analytics bucket by code.
public struct ValidationCode: RawRepresentable, Sendable, Hashable, ExpressibleByStringLiteral,
    CustomStringConvertible
{
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }

    public init(stringLiteral value: String) { rawValue = value }

    public var description: String { rawValue }

    /// The field is empty.
    public static let required: ValidationCode = "required"
    /// The value is below an inclusive minimum (parameter `minimum`).
    public static let minimum: ValidationCode = "minimum"
    /// The value is at or below an exclusive minimum (parameter `minimum`).
    public static let minimumExclusive: ValidationCode = "minimumExclusive"
    /// The value is above an inclusive maximum (parameter `maximum`).
    public static let maximum: ValidationCode = "maximum"
    /// The value is at or above an exclusive maximum (parameter `maximum`).
    public static let maximumExclusive: ValidationCode = "maximumExclusive"
    /// The value has a fraction.
    public static let integer: ValidationCode = "integer"
    /// The value has too many integer digits (parameter `maxIntegerDigits`).
    public static let maxIntegerDigits: ValidationCode = "maxIntegerDigits"
    /// The value has too many fraction digits (parameter `maxFractionDigits`).
    public static let maxFractionDigits: ValidationCode = "maxFractionDigits"
    /// The value is not a whole multiple of a step (parameter `step`).
    public static let multipleOf: ValidationCode = "multipleOf"
    /// The text is not a number of the locale (`ParseError.notANumber`, `ParseError.empty`).
    public static let notANumber: ValidationCode = "notANumber"
}
