public import NumberEntry

/// One acceptance case (the DocC article `KeystrokeCaseFiles.md`): a field in a locale with a policy, a start
/// state, keys played in order, and what the person must see.
public struct KeystrokeCase: Sendable {
    /// What the case expects after the last key.
    public enum Expectation: Sendable, Equatable {
        /// The final text with `|` for the caret or `[` `]` around a selection.
        case state(String)
        /// Loading the field fails with this error name, e.g. `unsupportedLocale`.
        case error(String)
    }

    public var id: String
    public var locale: String
    public var policy: NumberPolicy
    /// The start state in marked form (`12|.5`); `|` is an empty field.
    public var start: String
    /// Instead of `start`: a value from outside the field starts it (Behaviour §16), shown as
    /// `NumberField(locale:policy:value:)` shows it, caret at the end.
    public var startValue: ExactDecimal?
    /// The keys, read with `Edit(notation:)`.
    public var keys: [Edit]
    public var expectation: Expectation
    /// The expected canonical value: absent means unchecked, `.some(nil)` means no value.
    public var value: String??
    /// The indices of exactly the keys that must be rejected, when given.
    public var rejected: [Int]?
    /// Whether the final value, put back as an outside value into a new field of the same locale
    /// and policy (Behaviour §16), must show the expected state too.
    public var valueRoundTrip = false
    /// Where the case was read from, for messages.
    public var source: String
    /// The policy's `format` skeleton as written (`nil`: plain); read when the field loads, so
    /// that an unsupported one is the case's `unsupportedFormat` error.
    public var formatSkeleton: String?

    public init(
        id: String, locale: String, policy: NumberPolicy = NumberPolicy(), start: String = "|", keys: [Edit],
        expectation: Expectation, value: String?? = .none, rejected: [Int]? = nil, source: String = ""
    ) {
        self.id = id
        self.locale = locale
        self.policy = policy
        self.start = start
        self.keys = keys
        self.expectation = expectation
        self.value = value
        self.rejected = rejected
        self.source = source
    }
}
