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

    public func run(_ fields: inout [NumberField]) throws {
        var step = 0
        for index in fields.indices {
            try fields[index].apply(edits[step])
            step = step + 1 == edits.count ? 0 : step + 1
        }
    }
}
