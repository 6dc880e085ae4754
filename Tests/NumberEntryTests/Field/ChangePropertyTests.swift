import Testing
import _NumberEntryTestSupport

/// Spec §11's property (Docs/Behaviour.md, "Whole-text changes"): for every range edit, the
/// whole-text change to its raw text (the old text with the raw replacement, the caret after
/// it) reaches the same text, selection and value, rejected edits included. Two kinds differ on
/// purpose and are left out: deletions of only grouping separators or bidi marks away from the
/// caret, and replacements whose raw text equals the old text.
///
/// A replacement that begins with the very characters it replaces (`,` over `,56`, `0-` over
/// `0000`) makes the same raw text and caret as the smaller edit without them, and §4 may read
/// the two differently (a grouping key is rejected, a deletion is not). No change can tell them
/// apart, so for those the change is compared with the smaller edit, and the test counts how
/// often the two range edits disagree. Likewise a raw text that keeps what stands around a
/// selected range is that selection replaced (§11.1 comes first, Behaviour v5), whichever range
/// edit made it: for those the change is compared with the selection's replacement.
@Suite("Whole-text changes agree with range edits")
struct ChangePropertyTests {
    static let locales = PropertyTests.locales
    /// Range edits compared per locale (26 locales: over 10,000 in all in a full run, `Sweep`;
    /// 150 a locale in a default one), from at most `maximumStates` random states.
    static let editsPerLocale = Sweep.count(full: 450, sampled: 150)
    static let maximumStates = 3_000
    static let editsPerState = 3

    @Test("A change to the raw text equals the range edit", arguments: locales)
    func changeEqualsRangeEdit(_ identifier: String) throws {
        let locale = try ICU72.locale(identifier)
        var keys = RandomKeys(locale: locale, random: SeededGenerator(seed: PropertyTests.seed(identifier) &+ 2))
        var differences: [String] = []
        var (compared, rejected, shared, ambiguous, replacesSelection) = (0, 0, 0, 0, 0)
        for _ in 0..<Self.maximumStates where differences.count < 5 && compared < Self.editsPerLocale {
            var field = try NumberField(locale: locale, policy: keys.policy())
            for _ in 0..<Int.random(in: 0...12, using: &keys.random) {
                _ = CaseRunner.attempt(keys.step(textLength: field.text.utf16.count), on: &field)
            }
            for _ in 0..<Self.editsPerState {
                let (lower, upper, replacement) = keys.rangeEdit(textLength: field.text.utf16.count)
                guard let raw = Self.rawText(field.text, lower, upper, replacement), raw != field.text,
                    !Self.removesDecorationAwayFromCaret(field, lower, upper, replacement),
                    !Self.shrinksToDecorationAwayFromCaret(field, lower, upper, replacement)
                else { continue }
                compared += 1
                let caret = lower + replacement.utf16.count
                var byChange = field
                _ = CaseRunner.attempt(.change(raw, selection: caret..<caret), on: &byChange)
                var byRange = field
                if CaseRunner.attempt(.replace(from: lower, to: upper, with: replacement), on: &byRange) != nil {
                    rejected += 1
                }
                let common = Self.sharedPrefix(field.text, lower, upper, replacement)
                if common > 0 {
                    shared += 1
                    var bySmaller = field
                    let smaller = Edit.replace(
                        from: lower + common, to: upper, with: Self.dropping(common, from: replacement))
                    _ = CaseRunner.attempt(smaller, on: &bySmaller)
                    if !Self.sameState(bySmaller, byRange) { ambiguous += 1 }
                    byRange = bySmaller
                }
                if let overSelection = Self.selectionReplacement(in: field, by: raw),
                    lower..<upper != field.selection
                {
                    // §11.1 comes first: a raw text that keeps what stands around the selection
                    // is the selection replaced, whatever range made it.
                    replacesSelection += 1
                    byRange = field
                    _ = CaseRunner.attempt(overSelection, on: &byRange)
                }
                if !Self.sameState(byRange, byChange) {
                    differences.append(
                        "\(field.marked) {replace:\(lower),\(upper):\(replacement)}: \(byRange.marked) vs "
                            + "{change:\(MarkedText.render(raw, selection: caret..<caret))}: \(byChange.marked)")
                }
            }
        }
        print(
            "\(identifier): \(compared) range edits compared as changes, \(rejected) of them rejected; \(shared) "
                + "begin with what they replace, \(ambiguous) of which §4 reads unlike the smaller edit; "
                + "\(replacesSelection) read as the selection replaced (§11.1)")
        #expect(compared >= Self.editsPerLocale, "\(identifier): only \(compared) edits compared")
        #expect(
            differences.isEmpty, "\(identifier):\n\(differences.map { Printable.escaped($0) }.joined(separator: "\n"))")
    }

    static func sameState(_ lhs: NumberField, _ rhs: NumberField) -> Bool {
        (lhs.text, lhs.selection, lhs.value) == (rhs.text, rhs.selection, rhs.value)
    }

    /// The UTF-16 length of the scalars that `replacement` begins with and that the range
    /// `lower..<upper` of `text` begins with too.
    static func sharedPrefix(_ text: String, _ lower: Int, _ upper: Int, _ replacement: String) -> Int {
        let replaced = String(decoding: Array(text.utf16)[lower..<upper], as: UTF16.self)
        var length = 0
        for (old, new) in zip(replaced.unicodeScalars, replacement.unicodeScalars) {
            guard old == new else { break }
            length += UTF16.width(old)
        }
        return length
    }

    /// The edit that replaces the field's selection (a range) when `raw` keeps the text before
    /// and after it (§11.1, which comes first); `nil` otherwise.
    static func selectionReplacement(in field: NumberField, by raw: String) -> Edit? {
        let selection = field.selection
        let (old, new) = (Array(field.text.utf16), Array(raw.utf16))
        let kept = selection.lowerBound + (old.count - selection.upperBound)
        guard !selection.isEmpty, new.count >= kept, new[..<selection.lowerBound] == old[..<selection.lowerBound],
            new[(new.count - (old.count - selection.upperBound))...] == old[selection.upperBound...]
        else { return nil }
        let inserted = new[selection.lowerBound..<(new.count - (old.count - selection.upperBound))]
        return .replace(
            from: selection.lowerBound, to: selection.upperBound, with: String(decoding: inserted, as: UTF16.self))
    }

    /// `text` without its first `count` UTF-16 units (on a scalar boundary).
    static func dropping(_ count: Int, from text: String) -> String {
        String(decoding: Array(text.utf16).dropFirst(count), as: UTF16.self)
    }

    /// `text` with `lower..<upper` replaced, or `nil` when the range is out of bounds, inverted
    /// or splits a surrogate pair (the range edit is then `invalidRange`, and there is no text).
    static func rawText(_ text: String, _ lower: Int, _ upper: Int, _ replacement: String) -> String? {
        let units = Array(text.utf16)
        guard lower >= 0, lower <= upper, upper <= units.count else { return nil }
        for offset in [lower, upper] where offset > 0 && offset < units.count {
            if UTF16.isTrailSurrogate(units[offset]) { return nil }
        }
        return String(decoding: units[..<lower] + Array(replacement.utf16) + units[upper...], as: UTF16.self)
    }

    /// The first kind again, once the replacement's shared start is dropped (`4` over `4,`
    /// makes the raw text of deleting the `,` alone).
    static func shrinksToDecorationAwayFromCaret(_ field: NumberField, _ lower: Int, _ upper: Int, _ text: String)
        -> Bool
    {
        let common = sharedPrefix(field.text, lower, upper, text)
        return common > 0 && removesDecorationAwayFromCaret(field, lower + common, upper, dropping(common, from: text))
    }

    /// The first kind the property leaves out: an empty replacement of only grouping
    /// separators and bidi marks that neither ends nor starts at the caret (nor is the selection).
    static func removesDecorationAwayFromCaret(_ field: NumberField, _ lower: Int, _ upper: Int, _ text: String)
        -> Bool
    {
        guard text.isEmpty, lower < upper else { return false }
        let removed = Array(field.text.utf16)[lower..<upper]
        let decoration = String(decoding: removed, as: UTF16.self).unicodeScalars.allSatisfy { scalar in
            scalar == field.locale.groupingSeparator
                || "\u{200E}\u{200F}\u{061C}\u{200B}\u{2060}\u{FEFF}"
                    .unicodeScalars.contains(scalar)
        }
        let selection = field.selection
        let touchesCaret = selection.isEmpty && (lower == selection.lowerBound || upper == selection.lowerBound)
        return decoration && !touchesCaret && lower..<upper != selection
    }
}
