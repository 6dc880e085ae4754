public import NumberEntry

/// One live field of a form: its definition, its engine and the error it shows.
///
/// Its description names the field but never shows the value, which may be personal data.
public struct FormField: Sendable, CustomStringConvertible, CustomReflectable {
    /// The field's id.
    public let id: String
    /// The field's label.
    public let label: String
    /// The rules checked on validation, in order.
    public let rules: [NumberRule]
    /// What the Return key does in this field.
    public let returnKeyRole: ReturnKeyRole
    /// The keystroke engine holding the text, selection and value.
    public internal(set) var engine: NumberField
    /// The timing state that decides which error is shown.
    public internal(set) var validation: FieldValidationState

    init(_ definition: FieldDefinition, returnKeyRole: ReturnKeyRole) throws(FormSetupError) {
        id = definition.id
        label = definition.label
        rules = definition.rules
        self.returnKeyRole = returnKeyRole
        do {
            engine = try NumberField(localeIdentifier: definition.localeIdentifier, policy: definition.policy)
        } catch {
            throw .invalidField(id: definition.id, error)
        }
        validation = FieldValidationState(timing: definition.timing)
    }

    /// The text shown.
    public var text: String { engine.text }
    /// The selection in UTF-16 offsets.
    public var selection: Range<Int> { engine.selection }
    /// The exact value; `nil` when empty.
    public var value: ExactDecimal? { engine.value }

    /// The first failing rule for the current value, whether shown or not.
    public var currentFailure: ValidationFailure? {
        for rule in rules {
            if let failure = rule.validate(engine.value) { return failure }
        }
        return nil
    }

    /// The error shown under the field, if any, with its message in the field's locale.
    public var visibleError: InlineError? {
        validation.shownFailure.map(inlineError)
    }

    func inlineError(_ failure: ValidationFailure) -> InlineError {
        InlineError(
            fieldID: id, fieldLabel: label, failure: failure,
            message: failure.message(in: engine.locale, minimumFractionDigits: engine.policy.minFractionDigits))
    }

    /// Feeds `event` to the timing state with the current failure.
    mutating func handle(_ event: FieldEvent) {
        validation.handle(event, currentFailure: currentFailure)
    }

    public var description: String { "FormField(\(id))" }

    public var customMirror: Mirror {
        Mirror(self, children: ["id": id, "label": label], displayStyle: .struct)
    }
}
