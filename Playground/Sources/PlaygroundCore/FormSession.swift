import NumberEntryForms

/// One form page's `NumberForm` and the bookkeeping that keeps its messages in order and within
/// rate. The form decides everything: the page only reports events and draws the replies.
struct FormSession: Sendable {
    /// The module's form: fields, focus, validation timing.
    var form: NumberForm
    /// What the session was opened with, for the replies.
    let configuration: FormConfiguration
    /// The message order and rate.
    var pacing: Pacing

    /// Applies a message's actions in order, or none of them when one is refused (an unknown
    /// field, a field without focus, a text too long, or a field whose text an action, finalize
    /// included, would make longer than `Limits.textLength`: the field then keeps its unfinalized
    /// text and focus, so the person can shorten it). An edit the engine refuses is no error: its
    /// result says so and the field stays as it was.
    mutating func apply(_ request: FormRequest, now: Double) throws(PlaygroundError)
        -> (results: [FormReply.Result], submission: FormReply.Submission?)
    {
        let allowance = try pacing.admit(seq: request.seq, count: request.actions.count, now: now)
        var edited = form
        var results: [FormReply.Result] = []
        var submission: FormSubmission?
        for action in request.actions {
            var result = FormReply.Result(action: action.notation, outcome: "accepted")
            switch action {
            case .focus(let id):
                if edited.focusedFieldID == id { result.outcome = "unchanged" }
                do throws(FormInputError) { try edited.focus(id) } catch { throw .unknownField(id) }
            case .blur(let id):
                try Self.checkFocused(id, in: edited)
                edited.resignFocus()
            case .pressReturn(let id):
                try Self.checkFocused(id, in: edited)
                if case .submitted(let outcome) = edited.pressReturn() { submission = outcome }
            case .submit:
                submission = edited.submit()
            case .edit(let id, let edit):
                try Self.checkFocused(id, in: edited)
                guard (edit.text ?? "").utf16.count <= Limits.textLength else { throw .textTooLong }
                do throws(FormInputError) {
                    if try !edited.apply(edit).changedAnything { result.outcome = "unchanged" }
                } catch {
                    guard let rejection = error.rejection else { throw .notFocused(id) }
                    result.outcome = "rejected"
                    result.reason = rejection.rawValue
                    result.description = edited[id].map { rejection.description(for: $0.engine.policy) }
                }
            }
            // After finalize too (blur, Return, submit, a focus change): padding or grouping may
            // lengthen a text, and a field past the limit could never be edited again.
            guard edited.fields.allSatisfy({ $0.text.utf16.count <= Limits.textLength }) else { throw .fieldTooLong }
            results.append(result)
        }
        form = edited
        pacing.commit(allowance: allowance, now: now)
        return (results, submission.map(Self.submission))
    }

    /// Refuses an id the form does not have.
    private static func check(_ id: String, in form: NumberForm) throws(PlaygroundError) {
        guard form[id] != nil else { throw .unknownField(id) }
    }

    /// Refuses an id the form does not have, or whose field does not have focus.
    private static func checkFocused(_ id: String, in form: NumberForm) throws(PlaygroundError) {
        try check(id, in: form)
        guard form.focusedFieldID == id else { throw .notFocused(id) }
    }

    /// A submission as the reply carries it: a valid one's `FormValues`, or the failed fields.
    private static func submission(_ outcome: FormSubmission) -> FormReply.Submission {
        switch outcome {
        case .valid(let values):
            FormReply.Submission(
                valid: true,
                values: values.entries.map {
                    FormReply.Submission.Entry(field: $0.fieldID, value: $0.value?.description)
                },
                failed: [])
        case .invalid(let errors, _):
            FormReply.Submission(valid: false, values: [], failed: errors.map(\.fieldID))
        }
    }

    /// The reply showing the form.
    func reply(session: String, seq: Int, results: [FormReply.Result], submission: FormReply.Submission?)
        -> FormReply
    {
        let fields = form.fields.map { field in
            FormReply.Field(
                id: field.id, label: field.label, text: field.text,
                selection: [field.selection.lowerBound, field.selection.upperBound],
                value: field.value?.description, error: field.visibleError?.message,
                errorID: field.id + ".error", returnKey: field.returnKeyRole == .done ? "done" : "next",
                width: Self.name(of: field.displayWidth))
        }
        let sections = configuration.hints.sections.map { section in
            FormReply.Section(
                id: section.id, title: section.title, description: section.description,
                layout: section.layoutStyle.rawValue, fields: section.fieldIDs.filter { form[$0] != nil })
        }
        let direction = form.fields.first.map { LocaleCatalog.direction(of: $0.engine.locale) } ?? "ltr"
        return FormReply(
            session: session, seq: seq, locale: configuration.locale, currency: configuration.currency,
            validate: FormConfiguration.name(configuration.timing.validatesOn, in: FormConfiguration.validations),
            hide: FormConfiguration.name(configuration.timing.hidesErrorOn, in: FormConfiguration.hidings),
            dir: direction, sections: sections, fields: fields, focus: form.focusedFieldID, results: results,
            submission: submission)
    }

    /// A display width's name in the reply.
    private static func name(of width: DisplayWidth) -> String {
        switch width {
        case .narrow: "narrow"
        case .medium: "medium"
        case .wide: "wide"
        case .points(let points): "\(points)pt"
        }
    }
}
