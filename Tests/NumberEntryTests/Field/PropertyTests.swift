import Testing
import _NumberEntryTestSupport

/// Seeded random sequences of keys, pastes, raw ranges, selections and caret moves; the
/// engine's invariants (`FieldInvariants`) are checked after every edit, on ICU 72's data with
/// either data source (`ICU72`).
@Suite("Engine invariants under random edits")
struct PropertyTests {
    static let locales = [
        "en_US", "de_DE", "fr_FR", "de_CH", "sv_SE", "es_ES", "pl_PL", "pt_PT", "ee", "hi_IN", "en_IN", "bn_IN",
        "ar_EG", "ar_EG@numbers=latn", "fa_IR", "he_IL", "ps_AF", "ckb_IQ", "my_MM", "ff_Adlm", "ja_JP",
        "en_US_POSIX", "mr_IN", "ccp", "ru_RU", "bg_BG",
    ]
    /// 600 in a full run (`Sweep`), 150 in a default one.
    static let sequencesPerLocale = Sweep.count(full: 600, sampled: 150)

    /// A fixed seed per locale (FNV-1a of the identifier), so runs are reproducible.
    static func seed(_ identifier: String) -> UInt64 {
        identifier.utf8.reduce(0xcbf2_9ce4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }
    }

    @Test("Invariants hold", arguments: locales)
    func invariants(_ identifier: String) throws {
        let locale = try ICU72.locale(identifier)
        var keys = RandomKeys(locale: locale, random: SeededGenerator(seed: Self.seed(identifier)))
        var violations: [String] = []
        var (edits, accepted, finalized) = (0, 0, 0)
        for sequence in 0..<Self.sequencesPerLocale where violations.count < 5 {
            var field = try NumberField(locale: locale, policy: keys.policy())
            let (history, violation) = keys.walk(&field, edits: &edits, accepted: &accepted)
            if let violation {
                violations.append("#\(sequence) \(violation); keys: \(history.joined(separator: ", "))")
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

    /// Spec §4: Backspace and Delete give what the range a text view sends for them gives (the
    /// character before, or after, the caret), in every state random edits reach.
    @Test("Backspace and Delete equal their UIKit ranges", arguments: locales)
    func deletionEqualsRange(_ identifier: String) throws {
        let locale = try ICU72.locale(identifier)
        var keys = RandomKeys(locale: locale, random: SeededGenerator(seed: Self.seed(identifier) &+ 1))
        var differences: [String] = []
        var compared = 0
        for _ in 0..<200 where differences.count < 5 {
            var field = try NumberField(locale: locale, policy: keys.policy())
            for _ in 0..<Int.random(in: 1...15, using: &keys.random) {
                _ = CaseRunner.attempt(keys.step(textLength: field.text.utf16.count), on: &field)
                guard field.selection.isEmpty else { continue }
                let caret = field.selection.lowerBound
                let units = Array(field.text.utf16)
                let before = caret >= 2 && UTF16.isTrailSurrogate(units[caret - 1]) ? 2 : (caret > 0 ? 1 : 0)
                let after = caret + 1 < units.count && UTF16.isLeadSurrogate(units[caret]) ? 2 : 1
                for (forward, range) in [
                    (false, (caret - before)..<caret), (true, caret..<min(caret + after, units.count)),
                ]
                where !range.isEmpty {
                    compared += 1
                    var byKey = field
                    var byRange = field
                    let keyResult = Result { () throws(EditRejection) in
                        if forward { try byKey.deleteForward() } else { try byKey.deleteBackward() }
                    }
                    let rangeResult = Result { () throws(EditRejection) in
                        try byRange.replace(from: range.lowerBound, to: range.upperBound, with: "")
                    }
                    let keyAccepted = (try? keyResult.get()) != nil
                    let rangeAccepted = (try? rangeResult.get()) != nil
                    if byKey != byRange || keyAccepted != rangeAccepted {
                        differences.append(
                            "\(MarkedText.render(field.text, selection: field.selection)) \(forward ? "{del}" : "{bs}"): "
                                + "\(MarkedText.render(byKey.text, selection: byKey.selection)) vs range \(range): "
                                + MarkedText.render(byRange.text, selection: byRange.selection))
                    }
                }
            }
        }
        #expect(compared > 1000, "\(identifier): only \(compared) deletions compared")
        #expect(differences.isEmpty, "\(identifier):\n\(differences.joined(separator: "\n"))")
    }
}
