public import NumberEntry

/// What a form needs to know about one number field: its id, label, locale, policy, rules
/// and the timing of its errors.
public struct FieldDefinition: Sendable {
    /// A stable identifier, unique in the form (the model's property name).
    public var id: String
    /// The label shown to the user, also used in the accessible error text.
    public var label: String
    /// The locale the field renders in (ICU form or BCP 47).
    public var localeIdentifier: String
    /// The limits enforced while typing.
    public var policy: NumberPolicy
    /// The rules checked on validation, in order; the first failing rule is the field's error.
    public var rules: [NumberRule]
    /// When the field validates and when its error hides.
    public var timing: ValidationTiming
    /// The value the field starts with and `reset()` returns to (a stored record's); `nil`
    /// for an empty field.
    public var initialValue: ExactDecimal?

    /// A field definition.
    public init(
        id: String, label: String, localeIdentifier: String, policy: NumberPolicy = NumberPolicy(),
        rules: [NumberRule] = [], timing: ValidationTiming = .standard, initialValue: ExactDecimal? = nil
    ) {
        self.initialValue = initialValue
        self.id = id
        self.label = label
        self.localeIdentifier = localeIdentifier
        self.policy = policy
        self.rules = rules
        self.timing = timing
    }

    /// A field declared in a hints file: its policy and bound rules come from `spec`, followed
    /// by `rules` (for example `.required`).
    public init(
        _ spec: FieldSpec, label: String, localeIdentifier: String, rules: [NumberRule] = [],
        timing: ValidationTiming = .standard
    ) {
        self.init(
            id: spec.name, label: label, localeIdentifier: localeIdentifier, policy: spec.policy,
            rules: spec.rules + rules, timing: timing)
    }
}
