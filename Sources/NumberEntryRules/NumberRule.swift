public import NumberEntry

/// A built-in number rule, a custom closure rule or any `ValidationRule`, with an optional
/// replacement message; fields hold their rules as `[NumberRule]`.
///
/// Rules compare exact decimals in the unit the field's `value` reports (a percent field with
/// `percentValue: .fraction` checks 0.125 for `12.5%`, so its bounds are fractions too); an empty
/// field passes every rule except `required`.
public struct NumberRule: ValidationRule {
    private enum Check: Sendable {
        case required
        case minimum(ExactDecimal, inclusive: Bool)
        case maximum(ExactDecimal, inclusive: Bool)
        case integer
        case maxIntegerDigits(Int)
        case maxFractionDigits(Int)
        case multiple(of: ExactDecimal, Increment)
        case other(any ValidationRule)
    }

    private let check: Check
    private let message: ValidationMessage?

    private init(_ check: Check, message: ValidationMessage? = nil) {
        self.check = check
        self.message = message
    }

    /// Fails on an empty field (code `required`).
    public static let required = NumberRule(.required)

    /// Fails below `bound` (code `minimum`), or at or below it when not inclusive (`minimumExclusive`).
    public static func minimum(_ bound: ExactDecimal, inclusive: Bool = true) -> NumberRule {
        NumberRule(.minimum(bound, inclusive: inclusive))
    }

    /// Fails above `bound` (code `maximum`), or at or above it when not inclusive (`maximumExclusive`).
    public static func maximum(_ bound: ExactDecimal, inclusive: Bool = true) -> NumberRule {
        NumberRule(.maximum(bound, inclusive: inclusive))
    }

    /// Fails on a value with a fraction (code `integer`).
    public static let integer = NumberRule(.integer)

    /// Fails on a value with more than `count` integer digits (code `maxIntegerDigits`); the
    /// zero in front of a fraction (`0.5`) is not counted.
    public static func maxIntegerDigits(_ count: Int) -> NumberRule {
        NumberRule(.maxIntegerDigits(count))
    }

    /// Fails on a value with more than `count` fraction digits, trailing zeros not counted
    /// (code `maxFractionDigits`).
    public static func maxFractionDigits(_ count: Int) -> NumberRule {
        NumberRule(.maxFractionDigits(count))
    }

    /// Fails unless the value is a whole multiple of `step` (code `multipleOf`), decided with
    /// exact decimal arithmetic in one pass over the value's digits: 0.3 is a multiple of 0.1.
    /// Only zero is a multiple of zero.
    /// - Throws: `ExactDecimal.IncrementError` when `step` has more than
    ///   `ExactDecimal.maximumIncrementDigits` (19) significant digits.
    public static func multiple(of step: ExactDecimal) throws(ExactDecimal.IncrementError) -> NumberRule {
        NumberRule(.multiple(of: step, try Increment(step)))
    }

    /// Fails unless the value is a whole multiple of `step` (code `multipleOf`); an integer
    /// step has at most 19 significant digits, so this one never throws.
    public static func multiple(of step: Int) -> NumberRule {
        NumberRule(.multiple(of: ExactDecimal(step), Increment(step)))
    }

    /// The cash rule of a currency (Behaviour: limits from the currency): the value must be a
    /// multiple of the cash increment ICU gives it (`multipleOf`: 12.35 CHF passes, 12.34 CHF
    /// fails). Checked by validation, never applied by rounding. `nil` for a currency whose cash
    /// amounts need no increment (USD) or that the locale data does not list.
    public static func cashIncrement(for currencyCode: String) -> NumberRule? {
        // ICU's increments have a few digits; `try?` only types that.
        Currency.cashIncrement(of: currencyCode.uppercased()).flatMap { try? multiple(of: $0) }
    }

    /// The cash rule of a currency field's locale data: a multiple of its format's cash increment
    /// (`NumberLocale.FormatData.cashIncrement`). `nil` for data without one: a plain, percent or
    /// per-mille format, a currency without an increment, or a data source that has none
    /// (Foundation's number formatting, used on Apple platforms).
    public static func cashIncrement(for locale: NumberLocale) -> NumberRule? {
        // `NumberLocale.formatted(_:)` refuses an increment `multiple(of:)` would refuse.
        locale.formatData?.cashIncrement.flatMap { try? multiple(of: $0) }
    }

    /// A rule that fails with `code`, `parameters` and `message` when `isValid` returns false
    /// for a value; an empty field passes.
    public static func custom(
        _ code: ValidationCode, message: ValidationMessage, parameters: [String: ValidationParameter] = [:],
        isValid: @escaping @Sendable (ExactDecimal) -> Bool
    ) -> NumberRule {
        NumberRule(.other(ClosureRule(code: code, message: message, parameters: parameters, isValid: isValid)))
    }

    /// Any other rule, to be held alongside the built-in ones.
    public static func rule(_ rule: some ValidationRule) -> NumberRule {
        NumberRule(.other(rule))
    }

    /// The same rule with its failure message replaced by `message`.
    public func message(_ message: ValidationMessage) -> NumberRule {
        NumberRule(check, message: message)
    }

    public func validate(_ value: ExactDecimal?) -> ValidationFailure? {
        guard let failure = failure(for: value) else { return nil }
        return message.map { failure.replacingMessage(with: $0) } ?? failure
    }

    private func failure(for value: ExactDecimal?) -> ValidationFailure? {
        if case .other(let rule) = check { return rule.validate(value) }
        guard let value else {
            if case .required = check { return ValidationFailure(code: .required) }
            return nil
        }
        switch check {
        case .required, .other:
            return nil
        case .minimum(let bound, let inclusive):
            guard inclusive ? value < bound : value <= bound else { return nil }
            return ValidationFailure(
                code: inclusive ? .minimum : .minimumExclusive, parameters: ["minimum": .number(bound)])
        case .maximum(let bound, let inclusive):
            guard inclusive ? value > bound : value >= bound else { return nil }
            return ValidationFailure(
                code: inclusive ? .maximum : .maximumExclusive, parameters: ["maximum": .number(bound)])
        case .integer:
            return value.fractionDigits.isEmpty ? nil : ValidationFailure(code: .integer)
        case .maxIntegerDigits(let count):
            let digits = value.integerDigitCount
            guard digits > count else { return nil }
            return ValidationFailure(code: .maxIntegerDigits, parameters: ["maxIntegerDigits": .count(count)])
        case .maxFractionDigits(let count):
            guard value.fractionDigits.utf8.count > count else { return nil }
            return ValidationFailure(code: .maxFractionDigits, parameters: ["maxFractionDigits": .count(count)])
        case .multiple(let step, let increment):
            guard !increment.divides(value) else { return nil }
            return ValidationFailure(code: .multipleOf, parameters: ["step": .number(step)])
        }
    }
}
