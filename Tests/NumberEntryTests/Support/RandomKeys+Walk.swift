import NumberEntry
import _NumberEntryCases
import _NumberEntryTestSupport

extension RandomKeys {
    /// One random sequence: 5 to 25 editing steps applied to `field`, with the engine's
    /// invariants checked after each (`FieldInvariants`), stopping at the first violation.
    /// Returns the steps' notation and that violation; counts the edits and the accepted ones.
    mutating func walk(_ field: inout NumberField, edits: inout Int, accepted: inout Int) -> (
        history: [String], violation: String?
    ) {
        var history: [String] = []
        for _ in 0..<Int.random(in: 5...25, using: &random) {
            let step = editingStep(text: field.text)
            history.append(Printable.escaped(step.notation))
            let edit = FieldInvariants.apply(step, to: &field)
            edits += 1
            if edit.rejection == nil { accepted += 1 }
            if let violation = edit.violation { return (history, violation) }
        }
        return (history, nil)
    }
}
