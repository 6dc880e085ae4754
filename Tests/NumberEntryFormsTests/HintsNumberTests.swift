import NumberEntry
import NumberEntryForms
import Testing

/// Numbers in hints files with extreme exponents (Behaviour §9: a typed result, no crash, time
/// linear in the text, never in the exponent's value).
@Suite("Hints numbers with extreme exponents")
struct HintsNumberTests {
    /// The messages of a file that must fail to load.
    static func messages(_ json: String) -> [String] {
        do {
            _ = try HintsFile.parse(json, model: "M")
            Issue.record("expected a failure: \(json)")
            return []
        } catch {
            return error.errors.map(\.description)
        }
    }

    @Test(
        "An exponent beyond ±1000 is an invalid value that names the limit",
        arguments: [
            "1e-9223372036854775808", "1e9223372036854775807", "1e-9223372036854775809", "1e99999999999999999999999",
            "1e999999999", "-1E-1001", "1e1001", "1.5e+1001", "0.1e-0000000000000000000000001001",
        ])
    func exponentBeyondLimit(_ number: String) {
        for written in [number, "\"\(number)\""] {
            #expect(
                Self.messages(#"{"a":{"minimum":\#(written)}}"#)
                    == [#"M.hints: $.a.minimum: error: the exponent of "\#(number)" is beyond ±1000"#])
        }
    }

    @Test("A long exponent is read in time linear in its length, without the value's cost")
    func longExponent() {
        let huge = "1e" + String(repeating: "9", count: 200_000)
        #expect(
            Self.messages(#"{"a":{"maximum":"\#(huge)"}}"#)
                == [
                    #"M.hints: $.a.maximum: error: the exponent of "1e"# + String(repeating: "9", count: 38)
                        + #"…" is beyond ±1000"#
                ])
        let zeros = "1e-" + String(repeating: "0", count: 200_000) + "5"
        let hints = try? HintsFile.parse(#"{"a":{"maximum":"\#(zeros)"}}"#, model: "M")
        #expect(hints?.fields.first?.policy.maximum == ExactDecimal("0.00001"))
    }

    @Test(
        "Exponents up to ±1000 are exact",
        arguments: [
            ("1e1000", "1" + String(repeating: "0", count: 1000)),
            ("-2.5E-1000", "-0." + String(repeating: "0", count: 999) + "25"),
            ("0e-9223372036854775808", "0"), ("0.0e9223372036854775807", "0"), ("12.5e-1", "1.25"), ("1e+0", "1"),
        ])
    func exponentWithinLimit(_ number: String, _ expected: String) throws {
        let hints = try HintsFile.parse(#"{"a":{"maximum":\#(number)}}"#, model: "M")
        #expect(hints.fields.first?.policy.maximum == ExactDecimal(expected))
    }

    @Test(
        "Exponents that are no number stay no number", arguments: ["1e", "1e+", "1e-", "1ee5", "1e5.5", "1e-+5", "e5"])
    func malformedExponents(_ text: String) {
        #expect(
            Self.messages(#"{"a":{"minimum":"\#(text)"}}"#)
                == [#"M.hints: $.a.minimum: error: expected a number, not "\#(text)""#])
    }

    @Test("The crash request's hints text fails to load, and the process lives (child process)")
    func crashReplayInChildProcess() async {
        await #expect(processExitsWith: .success) {
            do {
                _ = try HintsFile.parse(#"{"a":{"minimum":1e-9223372036854775808}}"#, model: "X")
            } catch let error as HintsError {
                guard error.errors.map(\.code) == [.invalidValue] else { fatalError("\(error)") }
            } catch {
                fatalError("\(error)")
            }
        }
    }
}
