import Foundation
import NumberEntry
import Testing

@testable import number_entry

/// The command-line flags are the policy object's settings by name (`maxFractionDigits` is
/// `--max-fraction-digits`) with the same values: every golden policy of
/// `NumberEntryTests/Fixtures/wire` written as flags reads back identically.
@Suite("Policy flags")
struct PolicyFlagTests {
    /// The golden policy files.
    static let files: [URL] = {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("NumberEntryTests/Fixtures/wire")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasPrefix("policy-") }.sorted().map { folder.appendingPathComponent($0) }
    }()

    /// A setting's flag: its name in kebab case.
    static func flag(_ name: String) -> String {
        "--" + name.map { $0.isUppercase ? "-" + $0.lowercased() : String($0) }.joined()
    }

    /// The flags that give `policy`: each setting's flag and its value.
    static func flags(_ policy: NumberPolicy) -> [String] {
        policy.settings.sorted { $0.key < $1.key }.flatMap { name, text in [flag(name), text] }
    }

    @Test("Every golden policy reads back from its flags")
    func goldenPolicies() throws {
        #expect(Self.files.count >= 11)
        for file in Self.files {
            let policy = try JSONDecoder().decode(NumberPolicy.self, from: Data(contentsOf: file))
            let options = try PolicyOptions.parse(Self.flags(policy))
            #expect(options.policy == policy, "\(file.lastPathComponent): \(Self.flags(policy))")
        }
    }

    @Test(
        "Shorthands give the same settings, and may not contradict them",
        arguments: [
            (["--cents"], ["--entry", "cents"]), (["--latin-digits"], ["--digits", "latin"]),
            (["--no-negative"], ["--allows-negative", "false"]),
            (["--currency", "eur", "--currency-width", "iso"], ["--format", "currency/EUR unit-width-iso-code"]),
            (["--unit", "mass-kilogram"], ["--format", "measure-unit/mass-kilogram"]),
            (["--currency", "EUR"], ["--format", "currency/eur"]),
            (["--currency", "usd"], ["--format", "currency/USD unit-width-short sign-auto"]),
            (["--percent"], ["--format", "percent"]),
            (["--unit", "mass-gram"], ["--format", "measure-unit/mass-gram"]),
        ])
    func shorthands(_ shorthand: [String], _ setting: [String]) throws {
        #expect(try PolicyOptions.parse(shorthand).policy == PolicyOptions.parse(setting).policy)
        #expect(try PolicyOptions.parse(shorthand + setting).policy == PolicyOptions.parse(setting).policy)
    }

    @Test(
        "A flag's value the setting does not take, or a contradiction, is refused",
        arguments: [
            ["--entry", "sideways"], ["--format", "currency/EUR unit-width-full-name"], ["--shows-affixes", "1"],
            ["--cents", "--entry", "fixed"], ["--percent", "--format", "permille"], ["--step", "x"],
            ["--currency-usage", "cash"], ["--format", "currency/USD", "--currency", "EUR"],
            ["--format", "currency/EUR unit-width-narrow", "--currency", "EUR"], ["--format", "plain", "--percent"],
        ])
    func refused(_ arguments: [String]) {
        #expect(throws: (any Error).self) { try PolicyOptions.parse(arguments) }
    }

    /// The Boolean settings, each given as a flag and `true` or `false`, as the others take their values.
    static let booleans = NumberPolicy.settingTable.filter { $0.kind == .boolean }.map(\.setting.name)

    @Test("Every Boolean setting takes true or false, and refuses anything else", arguments: booleans)
    func booleanSettings(_ setting: String) throws {
        #expect(Self.booleans.count == 4)
        let flag = Self.flag(setting)
        for value in ["true", "false"] {
            #expect(try PolicyOptions.parse([flag, value]).settings()[setting] == value, "\(flag) \(value)")
        }
        for value in ["yes", "1", "TRUE", "", "5"] {
            do {
                _ = try PolicyOptions.parse([flag, value])
                Issue.record("\(flag) \(value) was accepted")
            } catch {
                let message = PolicyOptions.message(for: error)
                #expect(message.contains("expected true or false") && message.contains(flag), "\(message)")
            }
        }
        #expect(throws: (any Error).self, "\(flag) without a value") { try PolicyOptions.parse([flag]) }
    }
}
