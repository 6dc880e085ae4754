import NumberEntry
import Testing

/// The text a field starts from (Docs/Behaviour.md §9 and "Decisions where the spec is silent",
/// start states): canonical text loads, and a zero in front of another integer digit is not
/// canonical.
@Suite("Start texts")
struct StartTextTests {
    @Test(
        "Start texts with a zero in front of another integer digit are not canonical",
        arguments: [("en_US", "007"), ("en_US", "00.5"), ("en_US", "0,000"), ("de_DE", "0.000"), ("en_US", "-05")])
    func nonCanonicalStarts(_ locale: String, _ text: String) throws {
        #expect(throws: NumberEntryError.notCanonical(text)) { try field(locale, text + "|") }
    }

    @Test("Canonical zero start texts still load", arguments: ["0", "-0", "0.5", "0.", "-0.05", "10.5"])
    func canonicalZeroStarts(_ text: String) throws {
        #expect(try field("en_US", text + "|").text == text)
    }
}
