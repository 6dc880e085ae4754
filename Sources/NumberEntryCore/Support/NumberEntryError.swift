/// Why a locale, a policy or a starting state cannot be used.
///
/// The cases are frozen: a new case comes only with a new major version, so a `switch` over
/// them may be exhaustive (see "Definition of public API" in the README).
public enum NumberEntryError: Error, Sendable, Hashable, CustomStringConvertible {
    /// ICU has no number data for the identifier (`zz_ZZ`, `not a locale`, an empty string).
    case unsupportedLocale(String)
    /// Locale data built by hand is not a usable numbering system (not ten distinct digits,
    /// separators that clash) or would show text that does not read back as its value (an
    /// invisible or sign-key separator, a sign holding a digit, negatives that look positive).
    case invalidLocaleData(String)
    /// A policy setting the engine cannot use: a name that is no setting, text that is no value
    /// of its setting, a value out of its range or one that contradicts another setting's.
    /// Match it by its setting or code (`problem.setting == .maxFractionDigits`).
    case invalidPolicy(NumberPolicy.Problem)
    /// The policy names a format and the locale data was loaded for another (a currency policy
    /// on plain data, a per-mille policy on percent data): load the data with
    /// `NumberLocale.named(_:digits:format:)`, make the field from an identifier or a `Locale`,
    /// which loads it, or leave the policy's format at `.plain` to take the data's.
    case formatMismatch(policy: NumberFormat, localeData: NumberFormat)
    /// A starting text is not what the engine renders for its content.
    case notCanonical(String)
    /// A starting state breaks the policy or its selection is out of bounds.
    case invalidStartState(EditRejection)
    /// A format the engine does not offer (Behaviour §10.2): a skeleton token besides currency,
    /// width, sign, percent and per-mille, a currency ICU does not list, affixes that change
    /// with the value, or a data source without format data.
    case unsupportedFormat(String)

    public var description: String {
        switch self {
        case .unsupportedLocale(let identifier): "unsupported locale: \(Printable.escaped(identifier, limit: 64))"
        case .invalidLocaleData(let reason): "invalid locale data: \(reason)"
        case .invalidPolicy(let problem): "invalid policy: \(problem)"
        case .formatMismatch(let policy, let localeData):
            "format mismatch: the policy's format is \(Printable.escaped(policy.description, limit: 96)) but the"
                + " locale data holds \(Printable.escaped(localeData.description, limit: 96))"
                + ": load the locale data for the policy's format (NumberLocale.named(_:digits:format:) with"
                + " format: policy.format), or make the field or parser from a locale identifier or a Locale,"
                + " which loads it"
        case .notCanonical(let text): "not a canonical text: \(Printable.escaped(text, limit: 64))"
        case .invalidStartState(let rejection): "invalid start state: \(rejection)"
        case .unsupportedFormat(let reason): "unsupported format: \(Printable.escaped(reason, limit: 96))"
        }
    }
}
