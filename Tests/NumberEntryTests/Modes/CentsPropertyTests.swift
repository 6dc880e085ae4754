import Testing
import _NumberEntryTestSupport

/// Cents mode through the host's own edits (Docs/Behaviour.md, cents mode and "Whole-text
/// changes"): in every state random edits reach, the range a text view sends for Backspace or
/// Delete (the character before or after the caret, or the selection) gives what
/// `deleteBackward()` or `deleteForward()` gives, and the whole-text change to that range edit's
/// raw text gives what the range edit gives, rejections included.
@Suite("Cents mode: the host's ranges and changes agree with Backspace and Delete")
struct CentsPropertyTests {
    /// (locale, format skeleton, whether the host draws the affixes): a prefix and a suffix
    /// symbol, a sign in the prefix, in the suffix and in brackets, bidi marks, grouping by U+202F,
    /// a currency of zero and one of three fraction digits, percent and plain.
    static let fields: [(String, String, Bool)] = [
        ("en_US", "currency/USD", false), ("de_DE", "currency/EUR", false), ("fr_FR", "currency/EUR", false),
        ("ar_EG", "currency/EGP", false), ("fy_NL", "currency/EUR", false), ("de_CH", "currency/CHF", false),
        ("en_US", "currency/USD sign-accounting", false), ("he_IL", "currency/ILS", false),
        ("ja_JP", "currency/JPY", false), ("en_US", "currency/KWD", false), ("fr_FR", "percent", false),
        ("de_DE", "", false), ("ar_EG", "", false), ("en_US", "currency/USD", true),
    ]

    @Test("Range edits and changes equal Backspace and Delete", arguments: fields)
    func hostEditsEqualKeys(_ identifier: String, _ skeleton: String, _ hidesAffixes: Bool) throws {
        let format = skeleton.isEmpty ? NumberFormat.plain : try NumberFormat(skeleton: skeleton)
        let locale = try NumberLocale.named(identifier, format: format)
        let seed = PropertyTests.seed("cents" + identifier + skeleton + (hidesAffixes ? "hidden" : ""))
        var keys = RandomKeys(locale: locale, random: SeededGenerator(seed: seed))
        var differences: [String] = []
        var compared = 0
        for _ in 0..<300 where differences.count < 5 {
            var policy = keys.policy()
            policy.format = format
            policy.entry = .cents
            policy.showsAffixes = !hidesAffixes
            var field = try NumberField(locale: locale, policy: policy)
            for _ in 0..<Int.random(in: 1...15, using: &keys.random) {
                _ = CaseRunner.attempt(keys.step(textLength: field.text.utf16.count), on: &field)
                for (forward, range) in Self.hostRanges(of: field) {
                    compared += 1
                    var byKey = field
                    let keyRejection = CaseRunner.attempt(forward ? .deleteForward : .deleteBackward, on: &byKey)
                    var byRange = field
                    let rangeRejection = CaseRunner.attempt(
                        .replace(from: range.lowerBound, to: range.upperBound, with: ""), on: &byRange)
                    if byKey != byRange || keyRejection != rangeRejection {
                        differences.append(
                            "\(field.marked) \(forward ? "{del}" : "{bs}"): \(byKey.marked) vs range \(range): "
                                + byRange.marked)
                    }
                    let raw = ChangePropertyTests.rawText(field.text, range.lowerBound, range.upperBound, "")!
                    var byChange = field
                    let caret = range.lowerBound..<range.lowerBound
                    let changeRejection = CaseRunner.attempt(.change(raw, selection: caret), on: &byChange)
                    if !ChangePropertyTests.sameState(byChange, byRange) || changeRejection != rangeRejection {
                        differences.append(
                            "\(field.marked) {replace:\(range.lowerBound),\(range.upperBound):}: \(byRange.marked) vs "
                                + "{change:\(MarkedText.render(raw, selection: caret))}: \(byChange.marked)")
                    }
                }
            }
        }
        print("\(identifier) \(skeleton): \(compared) deletions compared with their ranges and changes")
        #expect(compared > 1000, "\(identifier) \(skeleton): only \(compared) deletions compared")
        #expect(differences.isEmpty, "\(identifier) \(skeleton):\n\(differences.joined(separator: "\n"))")
    }

    /// The ranges a text view sends for Backspace and Delete: the selection for both, else the
    /// character (a whole surrogate pair) before and after the caret, where there is one.
    static func hostRanges(of field: NumberField) -> [(forward: Bool, range: Range<Int>)] {
        let selection = field.selection
        guard selection.isEmpty else { return [(false, selection), (true, selection)] }
        let caret = selection.lowerBound
        let units = Array(field.text.utf16)
        let before = caret >= 2 && UTF16.isTrailSurrogate(units[caret - 1]) ? 2 : 1
        let after = caret + 1 < units.count && UTF16.isLeadSurrogate(units[caret]) ? 2 : 1
        var ranges: [(Bool, Range<Int>)] = []
        if caret > 0 { ranges.append((false, (caret - before)..<caret)) }
        if caret < units.count { ranges.append((true, caret..<(caret + after))) }
        return ranges
    }
}
