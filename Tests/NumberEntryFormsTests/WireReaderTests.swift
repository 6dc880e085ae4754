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

    /// The core's golden policy files (`NumberEntryTests/Fixtures/wire`), by name.
    static let goldenPolicies: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: coreWireFolder.path)) ?? []
        return names.filter { $0.hasPrefix("policy-") }.sorted()
    }()

    @Test("The core's golden policies are there to read")
    func goldenPoliciesFound() {
        #expect(Self.goldenPolicies.count >= 11, "\(coreWireFolder.path): \(Self.goldenPolicies)")
    }

    @Test("Every reader reads each golden policy back", arguments: goldenPolicies)
    func readers(_ file: String) throws {
        let golden = try Data(contentsOf: coreWireFolder.appendingPathComponent(file))
        let policy = try JSONDecoder().decode(NumberPolicy.self, from: golden)
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

    /// The description of the `DecodingError` the wire decoder throws for `json` as `Value`.
    static func wireError<Value: Decodable>(_ type: Value.Type, _ json: String) -> String? {
        do {
            _ = try WireDecoder().decode(type, from: Data(json.utf8))
            return nil
        } catch let DecodingError.dataCorrupted(context) {
            return context.debugDescription
        } catch {
            return "\(error)"
        }
    }

    @Test("The wire decoder refuses a key written twice, in every wire format and at any depth")
    func duplicateKeys() {
        let twice = #"the key "minimum" is written twice"#
        #expect(Self.wireError(NumberPolicy.self, #"{"minimum":"1","maximum":"5","minimum":"2"}"#) == twice)
        #expect(Self.wireError(NumberPolicy.self, #"{"minimum":1,"minimum":1}"#) == twice)
        #expect(Self.wireError([String: ExactDecimal].self, #"{"price":"1","price":"2"}"#)?.contains("price") == true)
        #expect(Self.wireError(Edit.self, #"{"insert":"1","insert":"2"}"#)?.contains("insert") == true)
        #expect(Self.wireError(Edit.self, #"{"replace":[0,1],"text":"1","text":"2"}"#)?.contains("text") == true)
        #expect(Self.wireError(Edit.self, #"{"change":{"text":"1","text":"2"}}"#) != nil)
        #expect(Self.wireError([[String: ExactDecimal]].self, #"[{},{"a\"b":1,"a\"b":1}]"#)?.contains(#"a"b"#) == true)
        // Keys that Swift's strings hold equal (canonically equivalent) are the same key.
        #expect(Self.wireError([String: ExactDecimal].self, #"{"é":1,"e\u0301":2}"#) != nil)
    }

    @Test("The wire decoder refuses what is no JSON, naming where, and reads other Decodable types exactly")
    func wireDecoder() throws {
        #expect(Self.wireError(NumberPolicy.self, "{\n  \"minimum\": 1,\n}")?.hasPrefix("line 3, column 1:") == true)
        #expect(Self.wireError(NumberPolicy.self, "{} {}")?.contains("after the JSON value") == true)
        #expect(throws: DecodingError.self) {
            try WireDecoder().decode([String].self, from: Data([0x5B, 0x22, 0xFF, 0x22, 0x5D]))
        }
        struct Sample: Decodable, Equatable {
            var count: Int
            var ratio: Double
            var small: UInt8?
            var name: String
            var flags: [Bool]
        }
        let sample = #"{"count":1e2,"ratio":0.1,"name":"x","flags":[true,false],"small":null}"#
        #expect(
            try WireDecoder().decode(Sample.self, from: Data(sample.utf8))
                == Sample(count: 100, ratio: 0.1, small: nil, name: "x", flags: [true, false]))
        for bad in ["[2.5]", "[1e400]", "[12345678901234567.89]", "[9223372036854775808]", #"["1"]"#] {
            #expect(Self.wireError([Int].self, bad) != nil, "\(bad)")
        }
        #expect(Self.wireError([UInt8].self, "[256]") != nil && Self.wireError([UInt8].self, "[-0]") == nil)
        #expect(Self.wireError([Double].self, "[1e400]") != nil)
        #expect(throws: DecodingError.self) { try WireDecoder().decode(Sample.self, from: Data(#"{"count":1}"#.utf8)) }
    }

    @Test("A policy object's null is the setting left out, and {} is the default policy")
    func defaults() throws {
        let policy = try JSONDecoder().decode(NumberPolicy.self, from: Data(#"{"maxFractionDigits": null}"#.utf8))
        #expect(policy == NumberPolicy())
        #expect(try JSONDecoder().decode(NumberPolicy.self, from: Data("{}".utf8)) == NumberPolicy())
    }
}
