public import Foundation
public import NumberEntry

/// A parsed number that the requested value type cannot hold exactly.
///
/// Frozen: a new case is a major version.
public enum NumberEntryValueError: Error, Sendable, Hashable, CustomStringConvertible {
    /// `Int` for `1.5` or beyond `Int.max`, `Decimal` beyond 38 digits.
    case notRepresentable(ExactDecimal, type: String)

    public var description: String {
        switch self {
        case .notRepresentable(let value, let type): "\(value) cannot be held exactly by \(type)"
        }
    }
}

/// A value type a `NumberEntryFormatStyle` formats and parses: `ExactDecimal`, `Decimal`, `Int`
/// and `Double`.
///
/// The conversions its requirements make are the documented ones (`Int(exactly:)`,
/// `Double(_:)`, `ExactDecimal.decimal`, `ExactDecimal(_:)`); the requirements themselves are
/// underscored, outside the public API, so that `Int`, `Double` and `Decimal` gain no members a
/// person would see. Other types are not meant to conform: format an `ExactDecimal` style and
/// convert.
public protocol NumberEntryValue: Sendable, Hashable {
    /// The value of a parsed number, `nil` when the type cannot hold it.
    static func _numberEntryValue(parsed value: ExactDecimal) -> Self?
    /// The decimal `value` shows as; `nil` when it has none (NaN, infinity).
    static func _numberEntryDecimal(of value: Self) -> ExactDecimal?
}

extension ExactDecimal: NumberEntryValue {
    /// The parsed number itself.
    public static func _numberEntryValue(parsed value: ExactDecimal) -> ExactDecimal? { value }
    /// The value itself.
    public static func _numberEntryDecimal(of value: ExactDecimal) -> ExactDecimal? { value }
}

extension Decimal: NumberEntryValue {
    /// Exact or nothing: `nil` past the 38 significant digits `Decimal` holds.
    public static func _numberEntryValue(parsed value: ExactDecimal) -> Decimal? { value.decimal }
    /// The exact value of a finite `Decimal`.
    public static func _numberEntryDecimal(of value: Decimal) -> ExactDecimal? { ExactDecimal(value) }
}

extension Int: NumberEntryValue {
    /// Exact or nothing: `nil` for a fraction or beyond `Int`'s range.
    public static func _numberEntryValue(parsed value: ExactDecimal) -> Int? { Int(exactly: value) }
    /// The value as a decimal.
    public static func _numberEntryDecimal(of value: Int) -> ExactDecimal? { ExactDecimal(value) }
}

extension Double: NumberEntryValue {
    /// The nearest `Double` (a `Double` field accepts that `0.1` is stored in binary); `nil`
    /// when it overflows. Use `Double(exactly:)` where rounding must fail.
    public static func _numberEntryValue(parsed value: ExactDecimal) -> Double? {
        let double = Double(value)
        return double.isFinite ? double : nil
    }
    /// The shortest decimal that reads back as the same `Double` (`0.1` for 0.1).
    public static func _numberEntryDecimal(of value: Double) -> ExactDecimal? {
        value.isFinite ? ExactDecimal(shortest: value) : nil
    }
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
