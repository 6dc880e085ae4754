public import Foundation
public import NumberEntry

/// A `ParseableFormatStyle` backed by the engine, as `IntegerFormatStyle` and
/// `Decimal.FormatStyle` are by Foundation's formatting: it formats a value as a finalized field
/// shows it and parses with `NumberParser`. Use it where Foundation expects a format style:
/// `TextField(value:format:)`, `Text(_:format:)`, `value.formatted(style)`,
/// `try style.parseStrategy.parse(text)`.
///
/// ```swift
/// let style = NumberEntryFormatStyle<Decimal>(locale: Locale(identifier: "de_DE"))
/// style.format(Decimal(string: "1234.5")!)          // "1.234,5"
/// try style.parseStrategy.parse("1.234,56")          // 1234.56
/// Decimal(12).formatted(.numberEntry(policy: NumberPolicy(format: .currency(code: "EUR"))))
/// ```
///
/// Making a style never fails: its locale data is loaded once, when it is made, and a locale,
/// format or policy that cannot be used surfaces as the `NumberEntryError` its parse strategy
/// throws. `format` never traps: without locale data it writes the value in machine notation
/// (`-1234.5`: ASCII digits, `.` and `-`, no grouping or affixes), the same in every locale.
/// Parsing is strict unless asked otherwise, as `NumberParser.parse(_:strictness:)` is.
public struct NumberEntryFormatStyle<Value: NumberEntryValue>: ParseableFormatStyle, Sendable, Hashable, Codable {
    /// The locale values are formatted and parsed in, with the choices it carries
    /// (`NumberLocale.named(_:digits:format:)`).
    public let locale: Locale
    /// The policy as given: its format and fraction digits shape `format` (a EUR style pads to
    /// two digits), all its limits apply to `parse`.
    public let policy: NumberPolicy
    /// What `parse` accepts: `.strict` unless set, as for `NumberParser`.
    public let strictness: NumberParser.Strictness
    /// The parser for the locale and policy, or why there is none.
    let parser: Result<NumberParser, NumberEntryError>

    /// A style with a policy and a strictness, in a locale (the current one, following the
    /// person's changes, unless given); the arguments come in the order of
    /// `.numberEntry(policy:strictness:locale:)`, the locale last as in Foundation's styles.
    public init(
        policy: NumberPolicy = NumberPolicy(), strictness: NumberParser.Strictness = .strict,
        locale: Locale = .autoupdatingCurrent
    ) {
        self.locale = locale
        self.policy = policy
        self.strictness = strictness
        do {
            parser = .success(try NumberParser(locale: locale, policy: policy))
        } catch {
            parser = .failure(error)
        }
    }

    /// The text a finalized field shows for `value`, a value in the unit a field's `value`
    /// reports (with `percentValue: .fraction`, 0.125 is `12.5%`; parsing gives it back): padded
    /// to the resolved `minFractionDigits` (in cents mode and fixed-scale entry to
    /// `maxFractionDigits`), processed as a field processes a value from outside (Behaviour §16):
    /// rounded when the policy names a `rounding` mode, then clamped to the bound it lies beyond
    /// with `clampOnFinalize` (150 in a 0-100 clamped percent field is `100%`). A value a field
    /// would refuse is shown with every digit, since `format` cannot refuse; parsing that text
    /// throws. The text is `NumberLocale.text(of:minFractionDigits:)` of the number shown. A value with no decimal form (NaN,
    /// infinity) formats as an empty string, as an empty field does, and without locale data the
    /// value is written in machine notation.
    public func format(_ value: Value) -> String {
        guard let decimal = Value._numberEntryDecimal(of: value) else { return "" }
        guard case .success(let parser) = parser else { return decimal.description }
        let shown = parser.policy.outsideNumber(ofValue: decimal)
        return parser.locale.text(of: shown, minFractionDigits: parser.policy.finalizedFractionDigits)
    }

    /// The same style in another locale (what SwiftUI's environment calls).
    public func locale(_ locale: Locale) -> Self {
        Self(policy: policy, strictness: strictness, locale: locale)
    }

    /// The strategy that reads texts back into values.
    public var parseStrategy: NumberEntryParseStrategy<Value> { NumberEntryParseStrategy(formatStyle: self) }

    private enum CodingKeys: String, CodingKey {
        case locale, policy, strictness
    }

    /// Reads the locale, policy and strictness; an unusable locale is not a decoding error but
    /// the style's parse error, as with the initializer.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        try self.init(
            policy: container.decode(NumberPolicy.self, forKey: .policy),
            strictness: container.decode(NumberParser.Strictness.self, forKey: .strictness),
            locale: container.decode(Locale.self, forKey: .locale))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(locale, forKey: .locale)
        try container.encode(policy, forKey: .policy)
        try container.encode(strictness, forKey: .strictness)
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        (lhs.locale, lhs.policy, lhs.strictness) == (rhs.locale, rhs.policy, rhs.strictness)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(locale)
        hasher.combine(policy)
        hasher.combine(strictness)
    }
}

extension FormatStyle {
    /// A `NumberEntryFormatStyle` in the current locale, which SwiftUI replaces with the
    /// environment's: `Text(amount, format: .numberEntry())`,
    /// `TextField("Amount", value: $amount, format: .numberEntry(policy: NumberPolicy(format: .currency(code: "EUR"))))`.
    public static func numberEntry<Value>(
        policy: NumberPolicy = NumberPolicy(), strictness: NumberParser.Strictness = .strict,
        locale: Locale = .autoupdatingCurrent
    ) -> Self where Self == NumberEntryFormatStyle<Value> {
        NumberEntryFormatStyle(policy: policy, strictness: strictness, locale: locale)
    }
}
