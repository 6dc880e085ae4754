public import Foundation
public import NumberEntry

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
            let exponent = Int(text[text.index(after: exponentIndex)...]),
            let value = try? mantissa.shifted(byPowerOfTen: exponent)  // a Double's: -324 to 308
        else { return nil }
        self = value
    }
}
