public import NumberEntry

/// One live field of a form, built from its ``FieldDeclaration``: its engine and the error it shows.
///
/// Its description names the field but never shows the value, which may be personal data.
public struct FormField: Sendable, CustomStringConvertible, CustomReflectable {
    /// The declaration the field was built from (its `localeIdentifier` is `nil` when the field
    /// renders in the form's locale; `engine.locale` is the one in use).
    public let declaration: FieldDeclaration
    /// What the Return key does in this field.
    public let returnKeyRole: ReturnKeyRole
    /// The keystroke engine holding the text, selection and value.
    public internal(set) var engine: NumberField
    /// The timing state that decides which error is shown.
    var validation: FieldValidationState
    /// The localized messages of the form, if the app gave any.
    let messages: (any ValidationMessageProvider)?
    /// The empty engine the field's values are shown with.
    private let emptyEngine: NumberField

    /// The live field of `declaration`, rendering in `localeIdentifier` (its own or the form's).
    init(
        _ declaration: FieldDeclaration, localeIdentifier: String, returnKeyRole: ReturnKeyRole,
        messages: (any ValidationMessageProvider)?
    ) throws(FormSetupError) {
        self.declaration = declaration
        self.returnKeyRole = returnKeyRole
        self.messages = messages
        do {
            emptyEngine = try NumberField(localeIdentifier: localeIdentifier, policy: declaration.policy)
            engine = try Self.engine(showing: declaration.initialValue, from: emptyEngine)
        } catch {
            throw .invalidField(id: declaration.id, error)
        }
        validation = FieldValidationState(timing: declaration.timing)
    }

    /// A field like `empty` that shows `value` as finalize would, or `empty` for `nil`.
    private static func engine(showing value: ExactDecimal?, from empty: NumberField) throws(NumberEntryError)
        -> NumberField
    {
        guard let value else { return empty }
        return try NumberField(locale: empty.locale, policy: empty.policy.stored, value: value)
    }

    /// Shows `value`; throws `invalidValue` (and changes nothing) when the policy forbids it.
    mutating func show(_ value: ExactDecimal?) throws(FormInputError) {
        do {
            engine = try Self.engine(showing: value, from: emptyEngine)
        } catch {
            throw .invalidValue(fieldID: id, error)
        }
    }

    /// Back to the initial value, with a fresh validation state.
    mutating func reset() {
        engine = (try? Self.engine(showing: initialValue, from: emptyEngine)) ?? emptyEngine
        validation = FieldValidationState(timing: validation.timing)
    }

    /// The field's id.
    public var id: String { declaration.id }
    /// The field's label.
    public var label: String { declaration.label }
    /// The rules checked on validation, in order.
    public var rules: [NumberRule] { declaration.rules }
    /// The value the field starts with and returns to on reset.
    public var initialValue: ExactDecimal? { declaration.initialValue }

    /// How wide to draw the field: the declared width, or the size class of the longest value
    /// its policy admits, rendered in its locale with sign and grouping.
    public var displayWidth: DisplayWidth {
        declaration.declaredWidth ?? DisplayWidth.derived(from: engine.policy, in: engine.locale)
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
            message: localized(failure).message(in: engine.locale, policy: engine.policy.stored))
    }

    /// `failure` with the provider's message, when it has one.
    private func localized(_ failure: ValidationFailure) -> ValidationFailure {
        guard let message = messages?.message(for: failure, fieldLabel: label) else { return failure }
        return failure.replacingMessage(with: message)
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
