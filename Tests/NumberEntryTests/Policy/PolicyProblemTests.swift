import NumberEntry
import Testing

/// `invalidPolicy` carries a `NumberPolicy.Problem`: the setting at fault, a code, and the text
/// the error has always had, so a caller matches it without reading the text.
@Suite("Policy problems")
struct PolicyProblemTests {
    /// (policy object, setting, code, text): every problem `init(settings:)` and `validate()` find.
    static let problems: [([String: String], NumberPolicy.Setting?, NumberPolicy.Problem.Code, String)] = [
        (["max": "1"], nil, .unknownSetting, #"unknown setting "max""#),
        (["maxIntegerDigits": "x"], .maxIntegerDigits, .invalidValue, #"maxIntegerDigits takes an integer, not "x""#),
        (["allowsNegative": "1"], .allowsNegative, .invalidValue, #"allowsNegative takes true or false, not "1""#),
        (["minimum": "1,5"], .minimum, .invalidValue, #"minimum takes a decimal such as -100.5, not "1,5""#),
        (["step": "x"], .step, .invalidValue, #"step takes a decimal, not "x""#),
        (["entry": "up"], .entry, .invalidValue, #"entry takes natural, cents, fixed, not "up""#),
        (["maxIntegerDigits": "0"], .maxIntegerDigits, .outOfRange, "maxIntegerDigits must be at least 1"),
        (["maxFractionDigits": "-1"], .maxFractionDigits, .outOfRange, "maxFractionDigits must not be negative"),
        (["minFractionDigits": "-1"], .minFractionDigits, .outOfRange, "minFractionDigits must not be negative"),
        (["minFractionDigits": "1000"], .minFractionDigits, .outOfRange, "minFractionDigits must be at most 999"),
        (["step": "0"], .step, .outOfRange, "step must be positive"),
        (
            ["minFractionDigits": "3"], .minFractionDigits, .contradiction,
            "minFractionDigits must not exceed maxFractionDigits (2, the format's own)"
        ),
        (
            ["entry": "fixed", "maxFractionDigits": "0"], .entry, .contradiction,
            "fixed entry needs maxFractionDigits of at least 1"
        ),
        (
            ["entry": "cents", "maxFractionDigits": "1000"], .entry, .contradiction,
            "cents entry shows at most 999 fraction digits"
        ),
        (["currencyUsage": "cash"], .currencyUsage, .contradiction, "currencyUsage cash needs a currency format"),
        (
            ["allowsNegative": "false", "maximum": "-1"], .maximum, .contradiction,
            "a negative maximum needs negative numbers"
        ),
        (["minimum": "2", "maximum": "1"], .minimum, .contradiction, "minimum must not exceed maximum"),
        (
            ["clampOnFinalize": "true", "maxFractionDigits": "2", "maximum": "1.005"], .maximum, .contradiction,
            "a bound clamped to must have at most maxFractionDigits fraction digits"
        ),
        (
            ["clampOnFinalize": "true", "maxIntegerDigits": "1", "minimum": "-10"], .minimum, .contradiction,
            "a bound clamped to must have at most maxIntegerDigits integer digits"
        ),
        (
            ["step": "0.125", "maxFractionDigits": "2"], .step, .contradiction,
            "step must have at most maxFractionDigits fraction digits"
        ),
    ]

    @Test("Each problem names its setting and code, in the error's words", arguments: problems)
    func problem(
        _ settings: [String: String], _ setting: NumberPolicy.Setting?, _ code: NumberPolicy.Problem.Code,
        _ text: String
    ) {
        do {
            try NumberPolicy(settings: settings).validate()
            Issue.record("\(settings) is valid")
        } catch {
            guard let problem = error.policyProblem else {
                Issue.record("\(settings): \(error)")
                return
            }
            #expect(problem.setting == setting && problem.code == code, "\(settings): \(problem)")
            #expect(problem.description == text)
            #expect(error.description == "invalid policy: " + text)
        }
    }
}
