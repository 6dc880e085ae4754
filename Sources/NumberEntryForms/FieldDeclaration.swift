public import NumberEntry

/// A number field as declared, in code or by a hints file: what a ``NumberForm`` builds each of
/// its live ``FormField`` values from.
///
/// Everything but `id` has a default, so a declaration says only what differs: its label, its
/// locale when it is not the form's, its policy and rules, its error timing, a stored value, and
/// how it is drawn. A hints file declares the policy, the rules its bounds imply and the display
/// hints; ``NumberForm/init(_:localeIdentifier:labels:formats:rules:timing:messages:)`` adds the rest.
public struct FieldDeclaration: Sendable {
    /// A stable identifier, unique in the form (the model's property name, a hints file's key).
    public var id: String
    /// The label shown to the user, also used in the accessible error text.
    public var label: String
    /// The locale the field renders in (ICU form or BCP 47); `nil` for the form's locale.
    public var localeIdentifier: String?
    /// The limits enforced while typing.
    public var policy: NumberPolicy
    /// The rules checked on validation, in order; the first failing rule is the field's error.
    public var rules: [NumberRule]
    /// When the field validates and when its error hides.
    public var timing: ValidationTiming
    /// The value the field starts with and `reset()` returns to (a stored record's), in the unit
    /// the field's `value` reports (0.125 for `12.5%` with `percentValue: .fraction`); `nil` for
    /// an empty field.
    public var initialValue: ExactDecimal?
    /// How many characters a typical value has, for a character counter.
    public var expectedLength: Int?
    /// The width the declaration gives; `nil` to derive one from the policy (see
    /// ``FormField/displayWidth``).
    public var declaredWidth: DisplayWidth?
    /// Whether to show a character counter under the field.
    public var showCharacterCounter: Bool

    /// A field declaration; the label defaults to the id.
    public init(
        id: String, label: String? = nil, localeIdentifier: String? = nil, policy: NumberPolicy = NumberPolicy(),
        rules: [NumberRule] = [], timing: ValidationTiming = .standard, initialValue: ExactDecimal? = nil,
        expectedLength: Int? = nil, declaredWidth: DisplayWidth? = nil, showCharacterCounter: Bool = false
    ) {
        self.id = id
        self.label = label ?? id
        self.localeIdentifier = localeIdentifier
        self.policy = policy
        self.rules = rules
        self.timing = timing
        self.initialValue = initialValue
        self.expectedLength = expectedLength
        self.declaredWidth = declaredWidth
        self.showCharacterCounter = showCharacterCounter
    }
}
