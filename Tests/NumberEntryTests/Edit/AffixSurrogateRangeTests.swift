import NumberEntry
import Testing
import _NumberEntryCases

/// A range that splits a surrogate pair is `invalidRange` wherever it does (§9): in the body and
/// in an affix (Adlam and Chakma unit suffixes), by selection, by the host's range and by a
/// whole-text change's reported selection; every other offset is accepted.
@Suite("Ranges splitting a surrogate pair in an affix")
struct AffixSurrogateRangeTests {
    static let formats: [(locale: String, format: String, keys: [String])] = [
        ("ff_Adlm", "measure-unit/length-kilometer", ["1"]),
        ("ff_Adlm", "measure-unit/length-kilometer", ["-", "1", "2"]),
        ("ff_Adlm", "measure-unit/mass-kilogram unit-width-narrow", ["3"]),
        ("ccp", "measure-unit/length-kilometer", ["1"]),
        ("ccp", "measure-unit/length-kilometer", ["-", "4"]),
        ("ccp_IN", "measure-unit/mass-kilogram", ["5", "6"]),
    ]

    @Test("Every offset", arguments: formats.indices)
    func everyOffset(_ index: Int) throws {
        let (identifier, skeleton, keys) = Self.formats[index]
        let format = try NumberFormat(skeleton: skeleton)
        let policy = NumberPolicy(format: format)
        var field = try NumberField(locale: ICU72.locale(identifier, format: format), policy: policy)
        for key in keys { try field.apply(Edit(notation: key)) }
        let units = Array(field.text.utf16)
        var splitsInAffix = 0
        for offset in 0...units.count {
            let splits = offset > 0 && offset < units.count && UTF16.isTrailSurrogate(units[offset])
            let body = field.bodyRange
            if splits && !body.contains(offset) { splitsInAffix += 1 }
            let edits: [Edit] = [
                .select(from: offset, to: offset), .select(from: 0, to: offset), .select(from: offset, to: units.count),
                .replace(from: offset, to: units.count, with: ""), .replace(from: 0, to: offset, with: "5"),
                .replace(from: offset, to: offset, with: "7"), .change(field.text, selection: offset..<offset),
            ]
            for edit in edits {
                var copy = field
                let rejection = CaseRunner.attempt(edit, on: &copy)
                #expect(
                    (rejection == .invalidRange) == splits,
                    "\(identifier) \(skeleton) \(field.marked) \(edit): \(rejection.map { "\($0)" } ?? "accepted")")
                if rejection != nil { #expect(copy == field, "a rejected edit changed the field") }
            }
        }
        #expect(splitsInAffix > 0, "\(identifier) \(skeleton): no affix offset splits a surrogate pair")
    }
}
