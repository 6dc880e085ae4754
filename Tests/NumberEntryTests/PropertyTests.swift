import NumberEntryChecks
import Testing

/// Seeded random sequences of keys, pastes, raw ranges, selections and caret moves; the
/// engine's invariants (`FieldInvariants`) are checked after every edit.
@Suite("Engine invariants under random edits")
struct PropertyTests {
    static let locales = [
        "en_US", "de_DE", "fr_FR", "de_CH", "sv_SE", "es_ES", "pl_PL", "pt_PT", "ee", "hi_IN", "en_IN", "bn_IN",
        "ar_EG", "ar_EG@numbers=latn", "fa_IR", "he_IL", "ps_AF", "ckb_IQ", "my_MM", "ff_Adlm", "ja_JP",
        "en_US_POSIX", "mr_IN", "ccp",
    ]
    static let sequencesPerLocale = 600

    /// A fixed seed per locale (FNV-1a of the identifier), so runs are reproducible.
    static func seed(_ identifier: String) -> UInt64 {
        identifier.utf8.reduce(0xcbf2_9ce4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }
    }

    @Test("Invariants hold", arguments: locales)
    func invariants(_ identifier: String) throws {
        let locale = try NumberLocale.named(identifier)
        var keys = RandomKeys(locale: locale, random: SeededGenerator(seed: Self.seed(identifier)))
        var violations: [String] = []
        var (edits, accepted, finalized) = (0, 0, 0)
        for sequence in 0..<Self.sequencesPerLocale where violations.count < 5 {
            var field = try NumberField(locale: locale, policy: keys.policy())
            var history: [String] = []
            for _ in 0..<Int.random(in: 5...25, using: &keys.random) {
                let step = keys.step(textLength: field.text.utf16.count)
                history.append(Printable.escaped(step.notation))
                let edit = FieldInvariants.apply(step, to: &field)
                edits += 1
                if edit.rejection == nil { accepted += 1 }
                if let violation = edit.violation {
                    violations.append("#\(sequence) \(violation); keys: \(history.joined(separator: ", "))")
                    break
                }
            }
            if field.value != nil { finalized += 1 }
            if let violation = FieldInvariants.finalizeViolation(of: field) {
                violations.append("#\(sequence) \(violation); keys: \(history.joined(separator: ", "))")
            }
        }
        // The run must exercise the engine: most sequences end with a value, many edits pass.
        #expect(accepted * 3 > edits && finalized * 2 > Self.sequencesPerLocale, "\(accepted)/\(edits), \(finalized)")
        print("\(identifier): \(Self.sequencesPerLocale) sequences, \(edits) edits, \(accepted) accepted")
        #expect(violations.isEmpty, "\(identifier):\n\(violations.joined(separator: "\n"))")
    }
}
