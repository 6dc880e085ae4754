import Foundation
import NumberEntryForms
import Testing
import _NumberEntryCases

/// One policy object, many readers: `Codable`, the case-file reader, the hints reader and the
/// playground's address (`NumberPolicy(settings:)` from the query's text) read every golden
/// policy back identically (the command-line flags: `CLITests.PolicyFlagTests`); and every stored
/// format refuses bad input with a `DecodingError`.
@Suite("Wire readers")
struct WireReaderTests {
    /// The golden policy's JSON.
    static func json(_ policy: NumberPolicy) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(policy), as: UTF8.self)
    }

    @Test("Every reader reads each golden policy back", arguments: WireFormatTests.policies)
    func readers(_ file: String, _ policy: NumberPolicy) throws {
        let object = try Self.json(policy)
        // Codable.
        #expect(try JSONDecoder().decode(NumberPolicy.self, from: Data(object.utf8)) == policy, "Codable \(file)")
        // A case file's policy object (its format read when the field loads).
        let line = #"{"id": "x", "locale": "en_US", "keys": [], "expect": "|", "policy": \#(object)}"#
        let testCase = try #require(try CaseFile.parse(line).first)
        var casePolicy = testCase.policy
        if let skeleton = testCase.formatSkeleton { try casePolicy.setSetting("format", to: skeleton) }
        #expect(casePolicy == policy, "case file \(file)")
        // A hints file's field: the policy object's keys.
        let hints = try HintsFile.parse(#"{"field": \#(object)}"#, model: "Wire")
        #expect(hints.fields.first?.policy == policy, "hints \(file)")
        // The playground's address: the settings as query text.
        #expect(try NumberPolicy(settings: policy.settings) == policy, "address \(file)")
    }

    /// Decodes `json` as `Value` and returns the `DecodingError`'s description; `nil` when it
    /// decodes or throws another error.
    static func decodingError<Value: Decodable>(_ type: Value.Type, _ json: String) -> String? {
        do {
            _ = try JSONDecoder().decode(type, from: Data(json.utf8))
            return nil
        } catch let error as DecodingError {
            guard case .dataCorrupted(let context) = error else { return "\(error)" }
            return context.debugDescription
        } catch {
            return nil
        }
    }

    @Test(
        "A format refuses what a field would not accept, naming the bad token",
        arguments: [
            (#"["currency/EUR unit-width-full-name"]"#, "unit-width-full-name"),
            (#"["percent permille"]"#, "permille"), (#"["currency/EURO"]"#, "currency/EURO"),
            (#"["measure-unit/mass-kilogram unit-width-iso-code"]"#, "unit-width-iso-code"),
            (#"["percent sign-accounting"]"#, "sign-accounting"), (#"["Plain"]"#, "Plain"),
        ])
    func badFormats(_ json: String, _ token: String) {
        let message = Self.decodingError([NumberFormat].self, json)
        #expect(message?.contains("\"\(token)\"") == true, "\(String(describing: message))")
    }

    @Test(
        "A policy refuses unknown settings and values its settings do not take",
        arguments: [
            (#"{"bogus": 1}"#, "bogus"), (#"{"entry": "sideways"}"#, "sideways"),
            (#"{"maxFractionDigits": "two"}"#, "two"), (#"{"maxFractionDigits": 2.5}"#, "2.5"),
            (#"{"allowsNegative": 1}"#, "allowsNegative"), (#"{"currencyUsage": "coins"}"#, "coins"),
            (#"{"format": "currency/EUR x"}"#, "\"x\""), (#"{"minimum": "1,5"}"#, "1,5"),
            (#"{"rounding": "sideways"}"#, "sideways"), (#"{"step": []}"#, "step"),
        ])
    func badPolicies(_ json: String, _ named: String) {
        let message = Self.decodingError(NumberPolicy.self, json)
        #expect(message?.contains(named) == true, "\(String(describing: message))")
    }

    @Test("Decimals, edits and records refuse bad input with a DecodingError")
    func badValues() {
        #expect(Self.decodingError([ExactDecimal].self, #"["1,5"]"#) != nil)
        #expect(Self.decodingError([ExactDecimal].self, "[true]") != nil)
        #expect(Self.decodingError([ExactDecimal].self, "[1234567890123456789012345678901234567890.5]") != nil)
        #expect(Self.decodingError(Edit.self, #"{"jump":true}"#) != nil)
        #expect(Self.decodingError([String: ExactDecimal].self, #"{"price":"12.5.0"}"#) != nil)
    }

    @Test("A policy object's null is the setting left out, and {} is the default policy")
    func defaults() throws {
        let policy = try JSONDecoder().decode(NumberPolicy.self, from: Data(#"{"maxFractionDigits": null}"#.utf8))
        #expect(policy == NumberPolicy())
        #expect(try JSONDecoder().decode(NumberPolicy.self, from: Data("{}".utf8)) == NumberPolicy())
    }
}
