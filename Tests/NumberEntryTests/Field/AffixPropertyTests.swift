import Testing
import _NumberEntryTestSupport

/// Seeded random edits in affixed fields (Behaviour §10): the invariants of `FieldInvariants` hold
/// after every edit, among them that the caret never rests in an affix, that no affix loses a
/// character and that rejected edits change nothing.
@Suite("Engine invariants in affixed fields")
struct AffixPropertyTests {
    /// (locale, format skeleton, options): the symbol before and after the number, the sign
    /// inside the prefix and in the suffix, accounting brackets, bidi marks, cents mode, fixed-scale
    /// entry, affixes shown when empty, affixes drawn by the host.
    static let fields: [(String, String, String)] = [
        ("en_US", "currency/USD", ""), ("de_DE", "currency/EUR", ""), ("nl_NL", "currency/EUR", ""),
        ("fy_NL", "currency/EUR", ""), ("de_CH", "currency/CHF", ""), ("en_US", "currency/USD sign-accounting", ""),
        ("he_IL", "currency/ILS", ""), ("ar_EG", "currency/EGP", ""), ("fa_IR", "currency/IRR", ""),
        ("ja_JP", "currency/JPY unit-width-iso-code", ""), ("pt_CV", "currency/CVE", ""), ("fr_FR", "percent", ""),
        ("tr_TR", "percent", ""), ("ar_EG", "permille", ""), ("en_US", "currency/USD", "cents"),
        ("de_DE", "currency/EUR", "cents"), ("en_US", "currency/USD", "affixesWhenEmpty"),
        ("de_DE", "currency/EUR", "hidden"), ("fr_FR", "currency/EUR", "fixed"), ("ar_EG", "currency/EGP", "fixed"),
        ("en_US", "currency/USD", "fixed-hidden"),
    ]

    @Test("Invariants hold", arguments: fields)
    func invariants(_ identifier: String, _ skeleton: String, _ options: String) throws {
        let format = try NumberFormat(skeleton: skeleton)
        let locale = try ICU72.locale(identifier, format: format)
        let seed = PropertyTests.seed(identifier + skeleton + options)
        var keys = RandomKeys(locale: locale, random: SeededGenerator(seed: seed))
        var violations: [String] = []
        var (edits, accepted) = (0, 0)
        for sequence in 0..<150 where violations.count < 5 {
            var policy = keys.policy()
            policy.format = format
            policy.entry = options == "cents" ? .cents : options.hasPrefix("fixed") ? .fixed : .natural
            if policy.entry == .fixed && policy.maxFractionDigits == 0 { policy.maxFractionDigits = 2 }
            policy.affixesWhenEmpty = options == "affixesWhenEmpty"
            policy.showsAffixes = !options.hasSuffix("hidden")
            var field = try NumberField(locale: locale, policy: policy)
            let (history, violation) = keys.walk(&field, edits: &edits, accepted: &accepted)
            if let violation {
                violations.append("#\(sequence) \(violation); keys: \(history.joined(separator: ", "))")
            }
            if let violation = FieldInvariants.finalizeViolation(of: field) {
                violations.append("#\(sequence) \(violation); keys: \(history.joined(separator: ", "))")
            }
        }
        #expect(accepted * 3 > edits, "\(accepted)/\(edits)")
        #expect(violations.isEmpty, "\(identifier) \(skeleton) \(options):\n\(violations.joined(separator: "\n"))")
    }
}
