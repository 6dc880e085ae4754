import Foundation
import NumberEntry
import NumberEntryForms
import Testing

@testable import number_entry

/// `NumberPolicy.settingTable` is the one declaration of a policy's settings. Each test walks it
/// over one reader or writer with every setting set to its example, a value other than its
/// default: a setting added to the table that `init(settings:)`, `settings`, `Codable`, the
/// command-line flags, hints files or the "Stored and wire formats" article's table misses fails
/// here.
@Suite("Every reader and writer covers every setting")
struct SettingTableTests {
    /// Every setting's example, by name.
    static let examples = Dictionary(
        uniqueKeysWithValues: NumberPolicy.settingTable.map { ($0.setting.name, $0.example) })

    /// The policy of every example: valid, and no setting at its default.
    static func examplePolicy() throws -> NumberPolicy {
        let policy = try NumberPolicy(settings: examples)
        try policy.validate()
        return policy
    }

    /// The JSON type a setting's kind is written as, in the article's words.
    static func jsonType(_ kind: NumberPolicy.SettingKind) -> String {
        switch kind {
        case .integer: "integer"
        case .boolean: "Boolean"
        case .decimal: "decimal string"
        case .text: "string"
        }
    }

    @Test("Every setting is named once, and its example is not its default")
    func table() throws {
        let names = NumberPolicy.Setting.allCases.map(\.name)
        #expect(Set(names).count == names.count && names.count == Self.examples.count)
        let defaults = NumberPolicy().settings
        for entry in NumberPolicy.settingTable {
            #expect(defaults[entry.setting.name] != entry.example, "\(entry.setting)")
        }
        _ = try Self.examplePolicy()
    }

    @Test("init(settings:) reads and settings writes every setting, alone and together")
    func settings() throws {
        #expect(try Self.examplePolicy().settings == Self.examples)
        for (name, example) in Self.examples {
            #expect(try NumberPolicy(settings: [name: example]).settings[name] == example, "\(name)")
        }
    }

    @Test("Every setting refuses text that is no value of it, naming itself")
    func refusals() {
        for setting in NumberPolicy.Setting.allCases {
            do {
                _ = try NumberPolicy(settings: [setting.name: "~"])
                Issue.record("\(setting) took ~")
            } catch {
                switch error.kind {
                case .invalidPolicy(let problem):
                    #expect(problem.setting == setting && problem.code == .invalidValue, "\(problem)")
                case .unsupportedFormat: #expect(setting == .format)
                default: Issue.record("\(setting): \(error)")
                }
            }
        }
    }

    @Test("Codable writes every setting as its JSON type and reads it back")
    func codable() throws {
        let policy = try Self.examplePolicy()
        let data = try JSONEncoder().encode(policy)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(Set(object.keys) == Set(Self.examples.keys))
        for entry in NumberPolicy.settingTable {
            let value = object[entry.setting.name]
            let isString = value is String
            #expect(isString == (entry.kind == .text || entry.kind == .decimal), "\(entry.setting): \(value ?? "none")")
        }
        #expect(try JSONDecoder().decode(NumberPolicy.self, from: data) == policy)
    }

    @Test("The command-line flags set every setting")
    func flags() throws {
        let flags = Self.examples.sorted { $0.key < $1.key }.flatMap { [PolicyFlagTests.flag($0.key), $0.value] }
        let options = try PolicyOptions.parse(flags)
        #expect(try options.settings() == Self.examples)
        #expect(options.policy == (try Self.examplePolicy()))
    }

    @Test("A hints file's field takes every setting as a key")
    func hintsKeys() throws {
        let members = NumberPolicy.settingTable.map { entry in
            let text = entry.example
            return "\"\(entry.setting)\": " + (entry.kind == .text || entry.kind == .decimal ? "\"\(text)\"" : text)
        }
        let hints = try HintsFile.parse("{\"f\": {" + members.joined(separator: ", ") + "}}", model: "Settings")
        #expect(hints["f"]?.policy == (try Self.examplePolicy()))
    }

    @Test("The article's settings table has a row per setting, with its JSON type and default")
    func documentedTable() throws {
        let article = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/NumberEntry/NumberEntry.docc/StoredFormats.md")
        let text = try String(contentsOf: article, encoding: .utf8)
        let start = try #require(text.range(of: "| setting | JSON | default | values |"))
        let rows = text[start.upperBound...].split(separator: "\n").dropFirst().prefix { $0.hasPrefix("|") }
        let cells = rows.map { $0.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) } }
        #expect(cells.map { $0.first ?? "" } == NumberPolicy.Setting.allCases.map { "`\($0)`" })
        let defaults = NumberPolicy().settings
        for (entry, row) in zip(NumberPolicy.settingTable, cells) where row.count == 4 {
            #expect(row[1] == Self.jsonType(entry.kind), "\(entry.setting)")
            let isString = entry.kind == .text || entry.kind == .decimal
            let shown = defaults[entry.setting.name].map { isString ? "`\"\($0)\"`" : "`\($0)`" }
            #expect(shown.map { row[2] == $0 } ?? row[2].hasPrefix("none"), "\(entry.setting): \(row[2])")
        }
        #expect(cells.allSatisfy { $0.count == 4 })
    }
}
