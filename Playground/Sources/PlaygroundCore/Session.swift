import NumberEntry

/// One page's field and the bookkeeping that keeps its messages in order and within rate.
struct Session: Sendable {
    /// The engine's field: the text the page shows is a copy of this one.
    var field: NumberField
    /// The message order and rate.
    var pacing: Pacing

    /// Applies a message's edits in order, or none of them when the message is refused.
    mutating func apply(_ request: EditRequest, now: Double) throws(PlaygroundError) -> [EditResult] {
        let allowance = try pacing.admit(seq: request.seq, count: request.edits.count, now: now)
        let edits = request.edits
        for edit in edits where (edit.text ?? "").utf16.count > Limits.textLength { throw .textTooLong }

        var edited = field
        var results: [EditResult] = []
        let clock = ContinuousClock()
        for edit in edits {
            let position = edited.selection.lowerBound
            var outcome: EditOutcome?
            var rejection: EditRejection?
            let started = clock.now
            do throws(EditRejection) { outcome = try edited.apply(edit) } catch { rejection = error }
            let elapsed = clock.now - started
            let micros = Double(elapsed.components.attoseconds) / 1e12 + Double(elapsed.components.seconds) * 1e6
            results.append(
                EditResult(
                    edit: edit.notation,
                    outcome: rejection != nil
                        ? "rejected" : (outcome?.changedAnything == true ? "accepted" : "unchanged"),
                    reason: rejection?.rawValue, description: rejection?.description(for: edited.policy),
                    position: position,
                    micros: micros))
        }
        guard edited.text.utf16.count <= Limits.textLength else { throw .fieldTooLong }
        field = edited
        pacing.commit(allowance: allowance, now: now)
        return results
    }

    /// The reply showing the field.
    func reply(session: String, seq: Int, results: [EditResult]) -> FieldReply {
        FieldReply(
            session: session, seq: seq, text: field.text,
            selection: [field.selection.lowerBound, field.selection.upperBound],
            outside: field.policy.stored.showsAffixes ? ["", ""] : [field.prefix, field.suffix],
            value: field.value?.description, canUndo: field.canUndo, canRedo: field.canRedo,
            dir: LocaleCatalog.direction(of: field.locale), results: results)
    }
}
