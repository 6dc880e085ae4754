import NumberEntryCases
import Testing

@testable import NumberEntry
@testable import NumberEntryCore

/// Seeded random sequences of keys, pastes, raw ranges, selections and caret moves; the
/// engine's invariants are checked after every edit.
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
                let before = field
                edits += 1
                do {
                    try CaseRunner.apply(step, to: &field)
                    accepted += 1
                    if field != before, let problem = Self.problem(in: field, after: step) {
                        violations.append("#\(sequence) \(problem) after \(history.joined(separator: ", "))")
                        break
                    }
                } catch {
                    if field != before {
                        violations.append("#\(sequence) rejected \(Printable.escaped(step.notation)) changed the field")
                        break
                    }
                }
            }
            if field.value != nil { finalized += 1 }
            if let problem = Self.finalizeProblem(field) { violations.append("#\(sequence) \(problem)") }
        }
        // The run must exercise the engine: most sequences end with a value, many edits pass.
        #expect(accepted * 3 > edits && finalized * 2 > Self.sequencesPerLocale, "\(accepted)/\(edits), \(finalized)")
        print("\(identifier): \(Self.sequencesPerLocale) sequences, \(edits) edits, \(accepted) accepted")
        #expect(violations.isEmpty, "\(identifier):\n\(violations.joined(separator: "\n"))")
    }

    /// What is wrong with an accepted edit's result, if anything.
    static func problem(in field: NumberField, after step: KeystrokeCase.Key) -> String? {
        let text = field.text
        guard let content = field.locale.content(of: text),
            Layout(locale: field.locale, content: content).render() == text
        else { return "text \(Printable.escaped(text)) is not canonical" }
        if field.value != valueShown(by: text, in: field.locale) {
            return "value \(field.value?.description ?? "none") is not what \(Printable.escaped(text)) shows"
        }
        let length = text.utf16.count
        guard field.selection.lowerBound >= 0, field.selection.upperBound <= length else {
            return "selection \(field.selection) out of bounds of \(Printable.escaped(text))"
        }
        if case .select = step { return nil }  // a selection is where the text view put it
        if !field.selection.isEmpty || !field.caretOffsets.contains(field.selection.lowerBound) {
            return "caret \(field.selection) is not on a caret position of \(Printable.escaped(text))"
        }
        let policy = field.policy
        if let max = policy.maxIntegerDigits, content.integerCount > max { return "too many integer digits" }
        if content.fractionCount > policy.maxFractionDigits { return "too many fraction digits" }
        if content.isNegative && !policy.permitsNegative { return "negative where forbidden" }
        if let value = field.value {
            // Bounds hold on the side of the sign shown: `-0.` may stand under a negative maximum.
            if !field.isNegative, let maximum = policy.maximum, value > maximum { return "above maximum" }
            if field.isNegative, let minimum = policy.minimum, value < minimum { return "below minimum" }
        }
        return nil
    }

    /// The value a person reads from the text, worked out here independently of the engine:
    /// the locale's digits, its decimal separator, and a leading negative prefix.
    static func valueShown(by text: String, in locale: NumberLocale) -> ExactDecimal? {
        var machine = ""
        var rest = Substring(text)
        if !locale.negativePrefix.isEmpty, rest.hasPrefix(locale.negativePrefix) {
            machine = "-"
            rest = rest.dropFirst(locale.negativePrefix.count)
        }
        for scalar in rest.unicodeScalars {
            if let digit = locale.digits.firstIndex(of: scalar) {
                machine += String(digit)
            } else if scalar == locale.decimalSeparator {
                machine += "."
            }
        }
        return ExactDecimal(machine)
    }

    /// Finalize must show ICU's own formatting of the value.
    static func finalizeProblem(_ field: NumberField) -> String? {
        var finalized = field
        finalized.finalize()
        guard let value = field.value else {
            return finalized.text.isEmpty ? nil : "finalize of an empty value shows \(finalized.text)"
        }
        let digits = max(field.policy.minFractionDigits, value.fractionDigits.utf8.count)
        let icu = ICUReference.format(value.description, fractionDigits: digits, locale: field.locale.identifier)
        guard finalized.text == icu, finalized.value == value, finalized.selection == length(finalized) else {
            return
                "finalize of \(value) shows \(Printable.escaped(finalized.text)), ICU \(Printable.escaped(icu ?? ""))"
        }
        return nil
    }

    private static func length(_ field: NumberField) -> Range<Int> {
        let end = field.text.utf16.count
        return end..<end
    }
}
