/// Why a locale, a policy or a starting state cannot be used.
public enum NumberEntryError: Error, Sendable, Hashable, CustomStringConvertible {
    /// ICU has no number data for the identifier (`zz_ZZ`, `not a locale`, an empty string).
    case unsupportedLocale(String)
    /// The policy's limits contradict each other.
    case invalidPolicy(String)
    /// A starting text is not what the engine renders for its content.
    case notCanonical(String)
    /// A starting state breaks the policy or its selection is out of bounds.
    case invalidStartState(EditRejection)

    public var description: String {
        switch self {
        case .unsupportedLocale(let identifier): "unsupported locale: \(Printable.escaped(identifier, limit: 64))"
        case .invalidPolicy(let reason): "invalid policy: \(reason)"
        case .notCanonical(let text): "not a canonical text: \(Printable.escaped(text, limit: 64))"
        case .invalidStartState(let rejection): "invalid start state: \(rejection)"
        }
    }
}
