import Foundation
import NumberEntry
import NumberEntryForms
import Testing

@testable import number_entry

/// One rule for which policies are valid: `NumberPolicy.validate()`. Over policy objects drawn at
/// random from every setting's values (valid and contradicting ones), `Codable` and
/// `NumberPolicy(settings:)` read each back as it is (they read; a field validates), and the
/// readers that refuse a policy, the command-line flags and hints files, accept exactly those
/// `validate()` accepts and read them back identically; a hints file refuses the others in
/// `validate()`'s words, at the setting the problem names.
@Suite("Readers agree on valid policies")
struct ReaderAgreementTests {
    /// Each setting's values, `nil` for left out: the edges of each and the contradictions
    /// `validate()` knows (a negative minimum or maximum without negatives, bounds and fraction
    /// digits crossed, fixed entry without fraction digits, cash without a currency, a bound a
    /// clamping field could not show, a step that is not positive).
    static let values: [(name: String, texts: [String?])] = [
        ("format", [nil, "plain", "currency/EUR", "currency/usd sign-accounting", "percent", "permille"]),
        ("maxIntegerDigits", [nil, "1", "3", "12"]),
        ("maxFractionDigits", [nil, nil, "0", "1", "2", "5", "1000"]),
        ("minFractionDigits", [nil, nil, nil, "0", "1", "2", "3", "999"]),
        ("allowsNegative", [nil, "true", "false", "false"]),
        ("minimum", [nil, nil, "-5", "-0.5", "0", "10", "0.125", "-1234.5"]),
        ("maximum", [nil, nil, "-1", "0", "100", "5.5", "99999"]),
        ("digits", [nil, "locale", "latin"]),
        ("step", [nil, nil, "0.25", "-1", "0.001", "5"]),
        ("entry", [nil, nil, "natural", "cents", "fixed"]),
        ("currencyUsage", [nil, nil, nil, "standard", "cash"]),
        ("affixesWhenEmpty", [nil, "true", "false"]),
        ("showsAffixes", [nil, "true", "false"]),
        ("percentValue", [nil, "shown", "fraction"]),
        ("clampOnFinalize", [nil, "true", "false"]),
        ("rounding", [nil, "reject", "halfEven", "floor"]),
    ]

    /// The policy object numbered `index`: each setting's value picked by a digit of a scrambled
    /// index, so the numbers cover the combinations evenly and every run draws the same ones.
    static func settings(_ index: Int) -> [String: String] {
        var digits = UInt64(index + 1) &* 0x9E37_79B9_7F4A_7C15
        digits ^= digits >> 29
        var settings: [String: String] = [:]
        for (name, texts) in values {
            let count = UInt64(texts.count)
            settings[name] = texts[Int(digits % count)]
            digits = digits / count ^ (digits % count &* 0xBF58_476D_1CE4_E5B9)
        }
        return settings
    }

    /// The policy object as JSON, each value of its setting's JSON type.
    static func json(_ settings: [String: String]) -> String {
        let members = settings.sorted { $0.key < $1.key }.map { name, text in
            let kind = NumberPolicy.settingKind(name)
            return "\"\(name)\": " + (kind == .text || kind == .decimal ? "\"\(text)\"" : text)
        }
        return "{" + members.joined(separator: ", ") + "}"
    }

    /// Where and how a hints file reports a policy `validate()` refuses: at the setting the
    /// problem names, a contradiction or an invalid value.
    static func hintsLine(_ refusal: NumberEntryError) -> String {
        guard let problem = refusal.policyProblem, let setting = problem.setting else {
            return "invalidValue $.f.format"
        }
        return "\(problem.code == .contradiction ? "contradiction" : "invalidValue") $.f.\(setting)"
    }

    /// The flags that give the settings: each setting's flag and its value.
    static func flags(_ settings: [String: String]) -> [String] {
        settings.sorted { $0.key < $1.key }.flatMap { name, text in [PolicyFlagTests.flag(name), text] }
    }

    @Test("Codable, the settings, the flags and hints files accept the same valid policies")
    func sameValidPolicies() throws {
        var valid = 0
        var negativeMinimumWithoutNegatives = 0
        var (flagsAccepted, flagsRefused) = (0, 0)
        for index in 0..<3_000 {
            let settings = Self.settings(index)
            let policy = try NumberPolicy(settings: settings)
            let json = Self.json(settings)
            #expect(try JSONDecoder().decode(NumberPolicy.self, from: Data(json.utf8)) == policy, "Codable \(json)")
            var refusal: NumberEntryError?
            do { try policy.validate() } catch { refusal = error }

            // The flags, for every 30th policy: a parse of the command line is slow in a debug build.
            if index % 30 == 0 {
                let flags = Self.flags(settings)
                do {
                    let options = try PolicyOptions.parse(flags)
                    #expect(refusal == nil && options.policy == policy, "flags \(flags) accepted; validate: \(refusal)")
                    flagsAccepted += 1
                } catch {
                    #expect(refusal != nil, "flags \(flags): \(error)")
                    flagsRefused += 1
                }
            }

            do {
                let hints = try HintsFile.parse("{\"f\": \(json)}", model: "Agreement")
                #expect(refusal == nil && hints["f"]?.policy == policy, "hints \(json) accepted; validate: \(refusal)")
            } catch {
                let problems = error.errors.map { "\($0.code) \($0.path) \($0.message)" }
                let expected = refusal.map { "\(Self.hintsLine($0)) \($0.description)" }
                #expect(problems == expected.map { [$0] }, "hints \(json)")
            }
            guard refusal == nil else { continue }
            valid += 1
            if !policy.allowsNegative, policy.minimum?.isNegative == true { negativeMinimumWithoutNegatives += 1 }
        }
        #expect(valid > 700, "too few valid policies drawn: \(valid)")
        #expect(negativeMinimumWithoutNegatives > 100, "too few: \(negativeMinimumWithoutNegatives)")
        #expect(flagsAccepted > 20 && flagsRefused > 20, "flags: \(flagsAccepted) accepted, \(flagsRefused) refused")
    }
}
