public import NumberEntry

/// One acceptance case (`Docs/Cases.md`): a field in a locale with a policy, a start
/// state, keys played in order, and what the person must see.
public struct KeystrokeCase: Sendable {
    /// One step of a case.
    public enum Key: Sendable, Equatable {
        /// Typed at the selection: one character is a key, several are a paste.
        case text(String)
        case backspace, forwardDelete, left, right, home, end, blur
        case select(Int, Int)
        case replace(Int, Int, String)
        /// A whole-text change with the selection the widget reports, if any.
        case change(String, Range<Int>?)
        case undo, redo, stepUp, stepDown

        /// The engine edit the key stands for.
        public var edit: Edit {
            switch self {
            case .text(let text): .insert(text)
            case .backspace: .deleteBackward
            case .forwardDelete: .deleteForward
            case .left: .moveLeft
            case .right: .moveRight
            case .home: .moveToStart
            case .end: .moveToEnd
            case .blur: .finalize
            case .select(let lower, let upper): .select(from: lower, to: upper)
            case .replace(let lower, let upper, let text): .replace(from: lower, to: upper, with: text)
            case .change(let text, let selection): .change(text, selection: selection)
            case .undo: .undo
            case .redo: .redo
            case .stepUp: .stepUp
            case .stepDown: .stepDown
            }
        }
    }

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
    public var keys: [Key]
    public var expectation: Expectation
    /// The expected canonical value: absent means unchecked, `.some(nil)` means no value.
    public var value: String??
    /// The indices of exactly the keys that must be rejected, when given.
    public var rejected: [Int]?
    /// Where the case was read from, for messages.
    public var source: String
    /// The policy's `format` skeleton as written (`nil`: plain); read when the field loads, so
    /// that an unsupported one is the case's `unsupportedFormat` error.
    public var formatSkeleton: String?
    /// The fraction limits the case's policy sets itself; a currency format supplies the
    /// others (`Docs/Cases.md`).
    public var givenFractionDigits: (max: Int?, min: Int?) = (nil, nil)

    public init(
        id: String, locale: String, policy: NumberPolicy = NumberPolicy(), start: String = "|", keys: [Key],
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
