public import Foundation
public import NumberEntry

/// A `ParseableFormatStyle` backed by the engine: it formats a value as a finalized field shows
/// it and parses with `NumberParser`, on locale data equal to the system ICU's. Use it where
/// Foundation expects a format style: `TextField(value:format:)`, `Text(_:format:)`,
/// `value.formatted(style)`, `try style.parseStrategy.parse(text)`.
///
/// ```swift
/// let style = try NumberEntryFormatStyle<Decimal>(localeIdentifier: "de_DE")
/// style.format(Decimal(string: "1234.5")!)          // "1.234,5"
/// try style.parseStrategy.parse("1.234,56")          // 1234.56
/// ```
public struct NumberEntryFormatStyle<Value: NumberEntryValue>: ParseableFormatStyle, Sendable, Hashable, Codable {
    /// The locale identifier the style was made with.
    public let localeIdentifier: String
    /// The policy: its fraction digits shape `format`, all its limits apply to `parse`.
    public let policy: NumberPolicy
    /// What `parse` accepts.
    public let strictness: NumberParser.Strictness
    private let parser: NumberParser

    /// A style for a locale identifier; throws when the locale or the policy cannot be used.
    public init(
        localeIdentifier: String, policy: NumberPolicy = NumberPolicy(),
        strictness: NumberParser.Strictness = .lenient
    ) throws(NumberEntryError) {
        self.localeIdentifier = localeIdentifier
        self.policy = policy
        self.strictness = strictness
        parser = try NumberParser(localeIdentifier: localeIdentifier, policy: policy)
    }

    /// The text a finalized field shows for `value` (padded to `minFractionDigits`), as
    /// `NumberLocale.text(of:minFractionDigits:)` gives it; a value with no decimal form (NaN,
    /// infinity) formats as an empty string, as an empty field.
    public func format(_ value: Value) -> String {
        guard let decimal = value.exactDecimal else { return "" }
        return parser.locale.text(of: decimal, minFractionDigits: policy.minFractionDigits)
    }

    /// The strategy that reads texts back into values.
    public var parseStrategy: Strategy { Strategy(parser: parser, strictness: strictness) }

    /// Parses texts with the style's parser, then converts exactly into `Value`.
    public struct Strategy: ParseStrategy, Sendable, Hashable, Codable {
        let parser: NumberParser
        let strictness: NumberParser.Strictness

        init(parser: NumberParser, strictness: NumberParser.Strictness) {
            self.parser = parser
            self.strictness = strictness
        }

        /// The value of `text`; throws `ParseError`, or `NumberEntryValueError` when `Value`
        /// cannot hold the parsed number.
        public func parse(_ text: String) throws -> Value {
            let decimal = try parser.parse(text, strictness: strictness)
            guard let value = Value(parsed: decimal) else {
                throw NumberEntryValueError.notRepresentable(decimal, type: String(describing: Value.self))
            }
            return value
        }

        public init(from decoder: any Decoder) throws {
            let style = try NumberEntryFormatStyle(from: decoder)
            self = style.parseStrategy
        }

        public func encode(to encoder: any Encoder) throws {
            try NumberEntryFormatStyle(parser: parser, strictness: strictness).encode(to: encoder)
        }
    }

    private init(parser: NumberParser, strictness: NumberParser.Strictness) {
        localeIdentifier = parser.locale.identifier
        policy = parser.policy
        self.strictness = strictness
        self.parser = parser
    }

    private enum CodingKeys: String, CodingKey {
        case localeIdentifier, policy, strictness
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        do {
            try self.init(
                localeIdentifier: container.decode(String.self, forKey: .localeIdentifier),
                policy: container.decode(NumberPolicy.self, forKey: .policy),
                strictness: container.decode(NumberParser.Strictness.self, forKey: .strictness))
        } catch let error as NumberEntryError {
            throw DecodingError.dataCorruptedError(
                forKey: .localeIdentifier, in: container, debugDescription: error.description)
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(localeIdentifier, forKey: .localeIdentifier)
        try container.encode(policy, forKey: .policy)
        try container.encode(strictness, forKey: .strictness)
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        (lhs.localeIdentifier, lhs.policy, lhs.strictness) == (rhs.localeIdentifier, rhs.policy, rhs.strictness)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(localeIdentifier)
        hasher.combine(policy)
        hasher.combine(strictness)
    }
}

/// A parsed number that the requested value type cannot hold exactly.
public enum NumberEntryValueError: Error, Sendable, Hashable, CustomStringConvertible {
    /// `Int` for `1.5` or beyond `Int.max`, `Decimal` beyond 38 digits.
    case notRepresentable(ExactDecimal, type: String)

    public var description: String {
        switch self {
        case .notRepresentable(let value, let type): "\(value) cannot be held exactly by \(type)"
        }
    }
}

/// A value type a `NumberEntryFormatStyle` formats and parses.
public protocol NumberEntryValue: Sendable, Hashable {
    /// The value of a parsed number, `nil` when the type cannot hold it.
    init?(parsed value: ExactDecimal)
    /// The decimal the value shows as; `nil` when it has none (NaN, infinity).
    var exactDecimal: ExactDecimal? { get }
}

extension ExactDecimal: NumberEntryValue {
    public init?(parsed value: ExactDecimal) { self = value }
    public var exactDecimal: ExactDecimal? { self }
}

extension Decimal: NumberEntryValue {
    /// Exact or nothing: `nil` past the 38 significant digits `Decimal` holds.
    public init?(parsed value: ExactDecimal) {
        guard let decimal = value.decimal else { return nil }
        self = decimal
    }
    public var exactDecimal: ExactDecimal? { ExactDecimal(self) }
}

extension Int: NumberEntryValue {
    /// Exact or nothing: `nil` for a fraction or beyond `Int`'s range.
    public init?(parsed value: ExactDecimal) { self.init(exactly: value) }
    public var exactDecimal: ExactDecimal? { ExactDecimal(self) }
}

extension Double: NumberEntryValue {
    /// The nearest `Double` (a `Double` field accepts that `0.1` is stored in binary); `nil`
    /// when it overflows. Use `Double(exactly:)` where rounding must fail.
    public init?(parsed value: ExactDecimal) {
        let double = Double(value)
        guard double.isFinite else { return nil }
        self = double
    }
    /// The shortest decimal that reads back as the same `Double` (`0.1` for 0.1).
    public var exactDecimal: ExactDecimal? { isFinite ? ExactDecimal(shortest: self) : nil }
}

extension ExactDecimal {
    /// The shortest decimal that reads back as `double` (Swift's own `description` digits,
    /// without exponent notation): `0.1` for 0.1.
    init?(shortest double: Double) {
        guard double.isFinite, let exact = ExactDecimal(exactly: double) else { return nil }
        let text = double.description
        guard let exponentIndex = text.firstIndex(where: { $0 == "e" || $0 == "E" }) else {
            self = ExactDecimal(text) ?? exact
            return
        }
        guard let mantissa = ExactDecimal(String(text[..<exponentIndex])),
            let exponent = Int(text[text.index(after: exponentIndex)...])
        else { return nil }
        self = mantissa.shifted(byPowerOfTen: exponent)
    }
}
