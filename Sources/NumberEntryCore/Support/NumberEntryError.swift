/// Why a locale, a policy or a starting state cannot be used.
///
/// Growable: a later version may add a reason as a new static member (a minor version); compare
/// with `==`, tell the reasons apart by `code`, or read `policyProblem`, `startRejection`,
/// `formats` and `detail`.
public struct NumberEntryError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The reasons, for the package's `switch` statements.
    package enum Kind: Sendable, Hashable {
        case unsupportedLocale(String)
        case invalidLocaleData(String)
        case invalidPolicy(NumberPolicy.Problem)
        case formatMismatch(policy: NumberFormat, localeData: NumberFormat)
        case notCanonical(String)
        case invalidStartState(EditRejection)
        case unsupportedFormat(String)
    }

    /// The reason.
    package let kind: Kind

    private init(_ kind: Kind) { self.kind = kind }

    /// ICU has no number data for the identifier (`zz_ZZ`, `not a locale`, an empty string).
    public static func unsupportedLocale(_ identifier: String) -> NumberEntryError {
        NumberEntryError(.unsupportedLocale(identifier))
    }
    /// Locale data built by hand is not a usable numbering system (not ten distinct digits,
    /// separators that clash) or would show text that does not read back as its value (an
    /// invisible or sign-key separator, a sign holding a digit, negatives that look positive).
    public static func invalidLocaleData(_ reason: String) -> NumberEntryError {
        NumberEntryError(.invalidLocaleData(reason))
    }
    /// A policy setting the engine cannot use: a name that is no setting, text that is no value
    /// of its setting, a value out of its range or one that contradicts another setting's.
    /// Match it by its setting or code (`error.policyProblem?.setting == .maxFractionDigits`).
    public static func invalidPolicy(_ problem: NumberPolicy.Problem) -> NumberEntryError {
        NumberEntryError(.invalidPolicy(problem))
    }
    /// The policy names a format and the locale data was loaded for another (a currency policy
    /// on plain data, a per-mille policy on percent data): load the data with
    /// `NumberLocale.named(_:digits:format:)`, make the field from an identifier or a `Locale`,
    /// which loads it, or leave the policy's format at `.plain` to take the data's.
    public static func formatMismatch(policy: NumberFormat, localeData: NumberFormat) -> NumberEntryError {
        NumberEntryError(.formatMismatch(policy: policy, localeData: localeData))
    }
    /// A starting text is not what the engine renders for its content.
    public static func notCanonical(_ text: String) -> NumberEntryError { NumberEntryError(.notCanonical(text)) }
    /// A starting state breaks the policy or its selection is out of bounds.
    public static func invalidStartState(_ rejection: EditRejection) -> NumberEntryError {
        NumberEntryError(.invalidStartState(rejection))
    }
    /// A format the engine does not offer (Behaviour §10.2): a skeleton token besides currency,
    /// width, sign, percent and per-mille, a currency ICU does not list, affixes that change
    /// with the value, or a data source without format data.
    public static func unsupportedFormat(_ reason: String) -> NumberEntryError {
        NumberEntryError(.unsupportedFormat(reason))
    }

    /// Which reason this is (`error.code == .unsupportedFormat`).
    public var code: Code {
        switch kind {
        case .unsupportedLocale: .unsupportedLocale
        case .invalidLocaleData: .invalidLocaleData
        case .invalidPolicy: .invalidPolicy
        case .formatMismatch: .formatMismatch
        case .notCanonical: .notCanonical
        case .invalidStartState: .invalidStartState
        case .unsupportedFormat: .unsupportedFormat
        }
    }

    /// The setting an `invalidPolicy` error is about and what is wrong with it; `nil` for every
    /// other error.
    public var policyProblem: NumberPolicy.Problem? {
        if case .invalidPolicy(let problem) = kind { return problem }
        return nil
    }

    /// Why an `invalidStartState` error's starting state was refused; `nil` for every other error.
    public var startRejection: EditRejection? {
        if case .invalidStartState(let rejection) = kind { return rejection }
        return nil
    }

    /// The policy's format and the locale data's of a `formatMismatch` error; `nil` for every
    /// other error.
    public var formats: (policy: NumberFormat, localeData: NumberFormat)? {
        if case .formatMismatch(let policy, let localeData) = kind { return (policy, localeData) }
        return nil
    }

    /// The text an error carries: the identifier of an unsupported locale, the reason locale data
    /// or a format cannot be used, the text that is not canonical; `nil` for every other error.
    public var detail: String? {
        switch kind {
        case .unsupportedLocale(let text), .invalidLocaleData(let text), .notCanonical(let text),
            .unsupportedFormat(let text):
            text
        case .invalidPolicy, .formatMismatch, .invalidStartState: nil
        }
    }

    public var description: String {
        switch kind {
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
