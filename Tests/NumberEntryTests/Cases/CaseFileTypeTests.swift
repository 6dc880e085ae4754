import Testing
import _NumberEntryCases

/// JSON Booleans and numbers are told apart the same way on every Foundation (Darwin's bridges
/// `1` to `true` and `true` to `1` for `as?` casts).
@Suite("Case file JSON types")
struct CaseFileTypeTests {
    static let wrongTypes: [(line: String, reason: String)] = [
        (
            #"{"id": "a", "locale": "en_US", "keys": [], "expect": "|", "policy": {"allowsNegative": 1}}"#,
            "a: invalid policy: allowsNegative takes true or false, not \"1\""
        ),
        (
            #"{"id": "b", "locale": "en_US", "keys": [], "expect": "|", "policy": {"showsAffixes": 0}}"#,
            "b: invalid policy: showsAffixes takes true or false, not \"0\""
        ),
        (
            #"{"id": "c", "locale": "en_US", "keys": [], "expect": "|", "policy": {"maxFractionDigits": true}}"#,
            "c: invalid policy: maxFractionDigits takes an integer, not \"true\""
        ),
        (
            #"{"id": "d", "locale": "en_US", "keys": [], "expect": "|", "policy": {"maxIntegerDigits": 1.5}}"#,
            "d: maxIntegerDigits must be a string, a boolean or an integer"
        ),
        (
            #"{"id": "e", "locale": "en_US", "keys": ["1"], "expect": "1|", "rejected": [false]}"#,
            "e: rejected must be integers"
        ),
    ]

    @Test("A number where a Boolean belongs, and a Boolean where a number belongs, are refused")
    func wrongTypesAreRefused() {
        for (line, reason) in Self.wrongTypes {
            #expect(throws: CaseFile.Malformed.self) { try CaseFile.parse(line) }
            do {
                _ = try CaseFile.parse(line)
            } catch {
                #expect(error.reason == reason)
            }
        }
    }

    @Test("Booleans and integers of the right type load")
    func rightTypesLoad() throws {
        let line =
            #"{"id": "f", "locale": "en_US", "keys": ["1"], "expect": "1|", "rejected": [], "policy": {"allowsNegative": false, "maxFractionDigits": 1}}"#
        let testCase = try #require(try CaseFile.parse(line).first)
        #expect(testCase.policy.allowsNegative == false)
        #expect(testCase.rejected == [])
        #expect(testCase.policy.maxFractionDigits == 1)
    }
}
