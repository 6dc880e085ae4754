/// Reads complete strings — a submitted form value, an imported cell — into exact values, with
/// a locale and a policy: the entry point for servers and validation libraries
/// (Docs/Behaviour.md, "Complete strings"). Never rounds, never goes through a `Double`.
/// `explanation(of:in:)` says what a `notANumber` found and what was expected there.
///
/// ```swift
/// let parser = try NumberParser(locale: .named("de_DE"), policy: NumberPolicy(maxFractionDigits: 2))
/// try parser.parse("1.234,56")            // 1234.56
/// try parser.parse("1234,56")             // 1234.56 (grouping is optional)
/// try parser.parse("1,234.56")            // ParseError.notANumber(offset: 5)
/// try parser.parse(" 1,234.56 ", strictness: .lenient)   // 1234.56 (a paste reading)
/// ```
public struct NumberParser: Sendable, Hashable {
    /// How much a parse accepts; `.strict` is the default, here and in `NumberEntryFormatStyle`.
    ///
    /// Frozen: a new case is a major version.
    public enum Strictness: String, Sendable, Hashable, CaseIterable, Codable {
        /// What a field itself shows and what finalize renders, with or without grouping: the
        /// locale's digits, separators and sign only (`1.234,5`, `1234,5`, `-0`, `12,`), as a
        /// person types them: U+0020, U+00A0 and U+202F stand for each other (`1.234,56 €` with
        /// a plain space in `de_DE` EUR), bidi marks may be left out (`-12` in `he_IL`), the
        /// keyboard's `-` stands for a minus it lacks (`-12` in `sv_SE`, which writes U+2212) and
        /// `'` for U+2019 grouping (`1'000` in `de_CH`), and a four-digit integer may be grouped
        /// where the locale's minimum grouping digits leave it ungrouped (`1.234` in `es_ES`).
        case strict
        /// Also what a paste accepts: surrounding whitespace, digits of any script, Arabic and
        /// full-width separators, leading, trailing or bracketed signs, machine format and the
        /// other common format (`1,234.5` in `de_DE`); and whitespace between a sign and the
        /// number (`- 123`) and the currency's ISO code in any case (`usd 12`).
        case lenient
    }

    /// The locale data strings are read with (the Latin variant when the policy asks for it).
    public let locale: NumberLocale
    /// The limits a value must meet: the policy the parser was made with, resolved against its
    /// locale data (`NumberPolicy.resolved(for:)`): its settings and the policy to store are
    /// `stored`, its fraction digits are numbers, never `nil`.
    public let policy: NumberPolicy.Resolved
    /// The locale's affixes as the strict reading matches them (`TypedText`).
    let affixes: TypedText.Affixes

    /// A parser for a locale and a policy; the policy's fraction digits left `nil` become the
    /// format's own (Behaviour §10.8: a JPY parser refuses fractions), and a format left at
    /// `.plain` the one `locale` was loaded for.
    /// - Throws: `formatMismatch` when the policy names a format and `locale` was loaded for another,
    ///   `invalidPolicy` when its limits contradict each other.
    public init(locale: NumberLocale, policy: NumberPolicy = NumberPolicy()) throws(NumberEntryError) {
        let policy = try policy.resolved(for: locale)
        self.locale = try locale.showing(policy.stored.digits)
        self.policy = policy
        affixes = TypedText.Affixes(self.locale.storage)
    }

    /// The exact value of `text`, or why it is not acceptable. Parsing is strict unless asked
    /// otherwise, the one default `NumberEntryFormatStyle` shares: a server accepts what a
    /// field shows, and a paste's readings only when it says so. The value is in the unit a
    /// field's `value` reports (`12.5%` is 0.125 with `percentValue: .fraction`); the policy's
    /// limits apply to the number shown.
    public func parse(_ text: String, strictness: Strictness = .strict) throws(ParseError) -> ExactDecimal {
        let shown = try strictness == .strict ? readShown(text) : readLenient(text)
        try check(shown)
        return policy.value(ofShown: shown)
    }

    /// Throws the first limit of the policy that `value` breaks. A complete value has no more
    /// keys to come, so both bounds apply whatever its sign.
    @inline(__always)
    private func check(_ value: ExactDecimal) throws(ParseError) {
        if value.isNegative && !policy.stored.allowsNegative { throw .negativeNotAllowed }
        if let maxIntegerDigits = policy.stored.maxIntegerDigits, value.integerDigitCount > maxIntegerDigits {
            throw .tooManyIntegerDigits
        }
        if value.scale > policy.maxFractionDigits { throw .tooManyFractionDigits }
        if let maximum = policy.stored.maximum, value > maximum { throw .aboveMaximum }
        if let minimum = policy.stored.minimum, value < minimum { throw .belowMinimum }
    }
}
