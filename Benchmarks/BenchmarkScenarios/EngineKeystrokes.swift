public import NumberEntry

/// Edits of `NumberField`: each operation makes one edit on a copy of its start state, taking
/// the (start, edit) steps in turn. The copies are made by `prepare`, outside the measurement.
public struct EngineKeystrokes: Workload {
    private let starts: [NumberField]
    private let edits: [Edit]
    public let operations: Int

    /// Fails when an edit is rejected, so that no rejection is ever measured.
    init(steps: [(start: NumberField, edit: Edit)], operations: Int) throws {
        for (start, edit) in steps {
            var field = start
            do { try field.apply(edit) } catch {
                throw WorkloadUnavailable("\(edit) on \"\(start.text)\" is rejected: \(error)")
            }
        }
        starts = steps.map(\.start)
        edits = steps.map(\.edit)
        self.operations = operations
    }

    public func prepare() -> [NumberField] {
        var fields: [NumberField] = []
        fields.reserveCapacity(operations)
        while fields.count < operations {
            fields.append(contentsOf: starts.prefix(operations - fields.count))
        }
        return fields
    }

    /// The keystrokes run step by step: each step's edit is copied out of its array once, and
    /// then applied to every field that starts from that step (fields `step`, `step + steps`,
    /// ...), reached through the buffer. Indexing the arrays per keystroke copied each edit (a
    /// retain and a release of its string) and checked the fields' array for uniqueness, about
    /// 150 instructions a keystroke of the harness's, not the engine's.
    public func run(_ fields: inout [NumberField]) throws {
        try fields.withUnsafeMutableBufferPointer { fields in
            for (step, edit) in edits.enumerated() {
                for index in stride(from: step, to: fields.count, by: edits.count) {
                    try fields[index].apply(edit)
                }
            }
        }
    }

    /// `run(_:)`, with each field's text read after its keystroke into `texts`, as a UI reads it
    /// to show it: the `String` is made from the field's bytes then (`NumberField.text`).
    /// Read in an access that may change the field (`text(of:)`), so that no copy of the whole
    /// field is taken to call the getter.
    func run(_ fields: inout [NumberField], readingTextsInto texts: inout [String]) throws {
        try fields.withUnsafeMutableBufferPointer { fields in
            try texts.withUnsafeMutableBufferPointer { texts in
                for (step, edit) in edits.enumerated() {
                    for index in stride(from: step, to: fields.count, by: edits.count) {
                        try fields[index].apply(edit)
                        texts[index] = Self.text(of: &fields[index])
                    }
                }
            }
        }
    }

    /// `field.text`, read in place: a getter called on a field reached through a pointer (or a
    /// class's stored property) may be called on a copy of the whole field, as the optimizer cannot
    /// see that nothing changes the field meanwhile; inside an `inout` access nothing can.
    @inline(__always)
    private static func text(of field: inout NumberField) -> String { field.text }
}
