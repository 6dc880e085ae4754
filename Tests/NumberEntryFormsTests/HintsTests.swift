import Foundation
import NumberEntry
import Testing

@testable import NumberEntryForms

@Suite("Hints files")
struct HintsTests {
    /// The diagnostics of a failed parse as `severity code path` lines.
    static func problems(_ json: String, model: String = "Test") -> [String] {
        do {
            let hints = try HintsFile.parse(json, model: model)
            return hints.warnings.map(Self.line)
        } catch {
            return error.diagnostics.map(Self.line)
        }
    }

    static func line(_ diagnostic: HintsDiagnostic) -> String {
        "\(diagnostic.severity.rawValue) \(diagnostic.code.rawValue) \(diagnostic.path)"
    }

    @Test("The invoice file loads into policies, rules, sections and widths")
    func invoice() throws {
        let hints = try HintsStore(directory: hintsFolder).hints(for: "Invoice")
        #expect(hints.model == "Invoice")
        #expect(hints.warnings.isEmpty)
        #expect(hints.fields.map(\.id) == ["quantity", "unitPrice", "discountPercent"])
        #expect(
            hints["quantity"]?.policy
                == NumberPolicy(
                    maxIntegerDigits: 4, maxFractionDigits: 0, allowsNegative: false, minimum: dec("1"),
                    maximum: dec("9999")))
        #expect(
            hints["unitPrice"]?.policy
                == NumberPolicy(
                    maxIntegerDigits: 7, maxFractionDigits: 2, minFractionDigits: 2, allowsNegative: false,
                    minimum: dec("0.01"), maximum: dec("1000000")))
        #expect(
            hints["discountPercent"]?.policy
                == NumberPolicy(maxFractionDigits: 1, allowsNegative: false, minimum: .zero, maximum: dec("100")))
        #expect(hints["discountPercent"]?.declaredWidth == .points(80))
        #expect(hints["unitPrice"]?.declaredWidth == .medium)
        #expect(hints["quantity"]?.declaredWidth == nil)
        #expect(hints["quantity"]?.showCharacterCounter == false)
        #expect(hints["quantity"]?.label == "quantity" && hints["quantity"]?.localeIdentifier == nil)
        #expect(hints["nothing"] == nil)
        #expect(
            hints.sections == [
                FormSection(
                    id: "line", title: "Position", description: "Menge, Einzelpreis und Rabatt",
                    fieldIDs: ["quantity", "unitPrice", "discountPercent"], layoutStyle: .adaptive)
            ])
        let rules = try #require(hints["quantity"]?.rules)
        #expect(rules.compactMap { $0.validate(.zero)?.code } == [.minimum])
        #expect(rules.compactMap { $0.validate(dec("10000"))?.code } == [.maximum])
    }

    @Test("Values may be strings or native JSON; a section naming a missing field is a warning")
    func stringsAndWarnings() throws {
        let hints = try HintsStore(directory: hintsFolder).hints(for: "Payroll")
        #expect(hints.warnings.map(Self.line) == ["warning missingField $._sections[0].fields[1]"])
        #expect(
            hints.warnings.first?.description.hasPrefix("Payroll.hints: $._sections[0].fields[1]: warning: ") == true)
        let hours = try #require(hints["hours"])
        #expect(
            hours.policy
                == NumberPolicy(
                    maxIntegerDigits: 3, maxFractionDigits: 2, allowsNegative: false, minimum: .zero,
                    maximum: dec("744")))
        #expect(hours.expectedLength == 6)
        #expect(hours.showCharacterCounter)
        #expect(hints["rate"]?.policy.maximum == dec("250"))
        #expect(hints["rate"]?.declaredWidth == .points(120.5))
        #expect(hints["adjustment"]?.policy.minimum == dec("-1000"))
        #expect(
            hints.sections == [
                FormSection(
                    id: "time", fieldIDs: ["hours", "rate"], layoutStyle: .grid, isCollapsible: true, isCollapsed: true)
            ])
        #expect(hints.orderedFields.map(\.id) == ["hours", "rate", "adjustment"])
    }

    @Test("An empty object declares no fields")
    func empty() throws {
        let hints = try HintsFile.parse(" {} ", model: "Empty")
        #expect(hints.fields.isEmpty && hints.sections.isEmpty && hints.warnings.isEmpty)
    }

    @Test(
        "Bad JSON is reported with its line and column",
        arguments: [
            ("", "line 1, column 1: unexpected end of the file"),
            ("{\"a\": {\"maximum\": 1,}}", "line 1, column 21: expected a key in quotes"),
            ("{\"a\": {}\n  \"b\": {}}", "line 2, column 3: expected , or }"),
            ("{\"a\": \"unterminated}", "line 1, column 21: unterminated string"),
            ("{\"a\": {}} trailing", "line 1, column 11: unexpected text after the JSON value"),
            ("{\"a\": 01}", "line 1, column 8: expected , or }"),
            ("{\"a\": -}", "line 1, column 8: invalid number"),
            ("{\"a\": 1.}", "line 1, column 9: invalid number"),
            ("{\"a\": tru}", "line 1, column 7: unexpected character"),
            ("{\"a\": \"\\x\"}", "line 1, column 9: invalid escape"),
            ("{\"a\": \"\\ud800\"}", "line 1, column 14: unpaired surrogate in a \\u escape"),
            ("{\"a\": \"\\u12\"}", "line 1, column 12: a \\u escape needs four hex digits"),
            ("{\"a\": \"\\u+123\"}", "line 1, column 10: a \\u escape needs four hex digits"),
            ("{\"a\": \"tab\there\"}", "line 1, column 11: control character in a string"),
            ("{'a': 1}", "line 1, column 2: expected a key in quotes"),
            (String(repeating: "[", count: 65), "line 1, column 65: nested deeper than 64 levels"),
        ])
    func badJSON(json: String, message: String) {
        do {
            _ = try HintsFile.parse(json, model: "Bad")
            Issue.record("expected a failure")
        } catch {
            #expect(error.diagnostics.map(Self.line) == ["error invalidJSON $"])
            #expect(error.diagnostics.first?.message == message)
        }
    }

    @Test("A broken file in the store is reported, not cached")
    func brokenFile() {
        let store = HintsStore(directory: hintsFolder)
        #expect(throws: HintsError.self) { try store.hints(for: "Broken") }
        #expect(store.cachedModels.isEmpty)
        do {
            _ = try store.hints(for: "Broken")
        } catch {
            #expect(error.model == "Broken")
            #expect(error.description.hasPrefix("Broken.hints: $: error: line 6, column 1: unexpected end of the file"))
        }
    }

    @Test("Escapes and byte order marks are read")
    func escapes() throws {
        let hints = try HintsFile.parse(
            "\u{FEFF}{\"a\\u00E9\\ud83d\\ude00\": {}, \"_sections\": [{\"id\": \"\\\"q\\\"\\n\", \"fields\": [\"aé😀\"]}]}",
            model: "Escapes")
        #expect(hints.fields.map(\.id) == ["aé😀"])
        #expect(hints.sections.first?.id == "\"q\"\n")
        #expect(hints.sections.first?.fieldIDs == ["aé😀"])
    }

    /// A malformed file and every diagnostic expected for it.
    struct Malformed: Sendable, CustomTestStringConvertible {
        var name: String
        var json: String
        var problems: [String]
        var testDescription: String { name }
    }

    static let malformed: [Malformed] = [
        Malformed(name: "root is not an object", json: "[1]", problems: ["error wrongType $"]),
        Malformed(
            name: "wrong types",
            json: """
                {"a": {"maxIntegerDigits": true, "minimum": [1], "allowsNegative": 1, "displayWidth": false,
                       "showCharacterCounter": null, "expectedLength": {}},
                 "b": 5, "c": "text",
                 "_sections": {"id": "s"}}
                """,
            problems: [
                "error wrongType $.a.maxIntegerDigits", "error wrongType $.a.allowsNegative",
                "error wrongType $.a.minimum",
                "error wrongType $.a.expectedLength", "error wrongType $.a.displayWidth",
                "error wrongType $.a.showCharacterCounter", "error wrongType $.b", "error wrongType $.c",
                "error wrongType $._sections",
            ]),
        Malformed(
            name: "invalid values",
            json: """
                {"a": {"maxIntegerDigits": 0, "maxFractionDigits": "two", "minFractionDigits": 1.5, "minimum": "1,5",
                       "maximum": 1e1001, "allowsNegative": "yes", "expectedLength": -1, "displayWidth": "huge"},
                 "b": {"displayWidth": 0, "maxIntegerDigits": 99999999999999999999, "minimum": "0x10"},
                 "": {}}
                """,
            problems: [
                "error invalidValue $.a.maxIntegerDigits", "error invalidValue $.a.maxFractionDigits",
                "error invalidValue $.a.minFractionDigits", "error invalidValue $.a.allowsNegative",
                "error invalidValue $.a.minimum", "error invalidValue $.a.maximum",
                "error invalidValue $.a.expectedLength", "error invalidValue $.a.displayWidth",
                "error invalidValue $.b.maxIntegerDigits", "error invalidValue $.b.minimum",
                "error invalidValue $.b.displayWidth", "error invalidValue $[\"\"]",
            ]),
        Malformed(
            name: "unknown keys",
            json: """
                {"a": {"max": 5, "label": "Amount", "maximum": 5},
                 "_meta": {},
                 "_sections": [{"id": "s", "fields": ["a"], "color": "red"}]}
                """,
            problems: [
                "error unknownKey $.a.max", "error unknownKey $.a.label", "error unknownKey $._meta",
                "error unknownKey $._sections[0].color",
            ]),
        Malformed(
            name: "duplicate keys",
            json: #"{"a": {"maximum": 1, "maximum": 2}, "a": {}, "b-c": {"minimum": 1, "minimum": 1}}"#,
            problems: [
                "error duplicateKey $.a", "error duplicateKey $.a.maximum", "error duplicateKey $[\"b-c\"].minimum",
            ]),
        Malformed(
            name: "contradictory bounds",
            json: """
                {"a": {"minimum": "10", "maximum": "9.99"},
                 "b": {"minFractionDigits": 3, "maxFractionDigits": 1},
                 "c": {"minFractionDigits": 3},
                 "d": {"allowsNegative": false, "minimum": -1, "maximum": "-0.5"},
                 "e": {"minimum": 5, "maximum": 5, "allowsNegative": false}}
                """,
            problems: [
                "error contradiction $.a.minimum", "error contradiction $.b.minFractionDigits",
                "error contradiction $.c.minFractionDigits", "error contradiction $.d.maximum",
            ]),
        Malformed(
            name: "sections",
            json: """
                {"a": {}, "b": {},
                 "_sections": [
                   {"id": "one", "fields": ["a", "missing", 3]},
                   {"title": "no id", "fields": "a"},
                   {"id": "one", "layoutStyle": "diagonal", "isCollapsed": "true"},
                   {"id": "", "fields": ["b"], "title": 1, "description": false},
                   "section",
                   {"id": "ok", "fields": ["b", "gone"], "isCollapsible": true, "isCollapsed": true}
                 ]}
                """,
            problems: [
                "warning missingField $._sections[0].fields[1]", "error wrongType $._sections[0].fields[2]",
                "error missingKey $._sections[1]", "error wrongType $._sections[1].fields",
                "error duplicateSectionID $._sections[2].id", "error missingKey $._sections[2]",
                "error invalidValue $._sections[2].layoutStyle", "error contradiction $._sections[2].isCollapsed",
                "error invalidValue $._sections[3].id", "error wrongType $._sections[3].title",
                "error wrongType $._sections[3].description", "error wrongType $._sections[4]",
                "warning missingField $._sections[5].fields[1]",
            ]),
    ]

    /// The settings' contradictions are `NumberPolicy.validate()`'s, in its words, as every reader
    /// refuses them: a negative minimum where negatives are not allowed is no contradiction (no
    /// negative value can be entered), a negative maximum there is. Each is reported at the
    /// setting the problem names: a value contradicting another is a `contradiction`, a value
    /// the setting does not take on its own an `invalidValue`.
    @Test("A field's settings are checked against each other by the policy's own validate()")
    func validateDecides() throws {
        let hints = try HintsFile.parse(
            #"{"a": {"allowsNegative": false, "minimum": -5, "maximum": 10},"#
                + #" "b": {"allowsNegative": "false", "minimum": "-0.5"}}"#, model: "Test")
        #expect(hints["a"]?.policy == NumberPolicy(allowsNegative: false, minimum: -5, maximum: 10))
        #expect(hints["b"]?.policy == NumberPolicy(allowsNegative: false, minimum: dec("-0.5")))
        for (json, line) in [
            (#"{"a": {"allowsNegative": false, "maximum": -1}}"#, "error contradiction $.a.maximum"),
            (#"{"a": {"minimum": 2, "maximum": 1}}"#, "error contradiction $.a.minimum"),
            (#"{"a": {"minFractionDigits": 3, "format": "percent"}}"#, "error contradiction $.a.minFractionDigits"),
            (#"{"a": {"entry": "fixed", "maxFractionDigits": 0}}"#, "error contradiction $.a.entry"),
            (#"{"a": {"step": "-1"}}"#, "error invalidValue $.a.step"),
            (#"{"a": {"maxIntegerDigits": 0}}"#, "error invalidValue $.a.maxIntegerDigits"),
        ] {
            let policy = try #require(try JSONDecoder().decode([String: NumberPolicy].self, from: Data(json.utf8))["a"])
            var expected = "valid"
            do { try policy.validate() } catch { expected = error.description }
            do {
                _ = try HintsFile.parse(json, model: "Test")
                Issue.record("\(json) loaded")
            } catch {
                #expect(error.errors.map(\.message) == [expected], "\(json)")
                #expect(error.errors.map(Self.line) == [line], "\(json)")
            }
        }
    }

    @Test("Malformed files report every problem with its path", arguments: malformed)
    func malformedFile(_ file: Malformed) {
        #expect(Self.problems(file.json) == file.problems)
        #expect(throws: HintsError.self) { try HintsFile.parse(file.json, model: "Test") }
    }

    @Test("Diagnostics name the file, path and reason")
    func diagnosticText() {
        do {
            _ = try HintsFile.parse(#"{"price": {"minimum": 10, "maximum": 5}}"#, model: "Invoice")
            Issue.record("expected a failure")
        } catch {
            #expect(error.errors.count == 1)
            #expect(
                error.description
                    == "Invoice.hints: $.price.minimum: error: invalid policy: minimum must not exceed maximum")
        }
    }

    @Test(
        "Diagnostics say what is wrong, with long numbers abbreviated and keys escaped",
        arguments: [
            (
                #"{"a": {"displayWidth": 1e400}}"#,
                "$.a.displayWidth: error: a width of 100000000000… (401 digits) points is out of range (1 to 100000)"
            ),
            (
                #"{"a": {"displayWidth": 1e-400}}"#,
                "$.a.displayWidth: error: a width of 0.0000000000… (401 digits) points is out of range (1 to 100000)"
            ),
            (
                #"{"a": {"displayWidth": "-2"}}"#,
                "$.a.displayWidth: error: a width must be a positive number of points, not -2"
            ),
            (
                #"{"a": {"maxIntegerDigits": 1e400}}"#,
                "$.a.maxIntegerDigits: error: must be at most 9223372036854775807, not 100000000000… (401 digits)"
            ),
            (
                #"{"a": {"expectedLength": -1e400}}"#,
                "$.a.expectedLength: error: must be at least 1, not -10000000000… (401 digits)"
            ),
            (
                #"{"a": {"maxIntegerDigits": 1e-400}}"#,
                "$.a.maxIntegerDigits: error: expected a whole number, not 0.0000000000… (401 digits)"
            ),
            (
                #"{"a": {"minimum": 1e400, "maximum": 1}}"#,
                "$.a.minimum: error: invalid policy: minimum must not exceed maximum"
            ),
            (
                #"{"a": {"minFractionDigits": 1000, "maxFractionDigits": 1000}}"#,
                "$.a.minFractionDigits: error: invalid policy: minFractionDigits must be at most 999"
            ),
            (
                #"{"a": {"minFractionDigits": 9223372036854775807, "maxFractionDigits": 9223372036854775807}}"#,
                "$.a.minFractionDigits: error: invalid policy: minFractionDigits must be at most 999"
            ),
            (#"{"a\"b\nc": {"max": 1}}"#, #"$["a\"b\nc"].max: error: unknown key "max""#),
            (
                #"{"_x\"\n\u202E": 1}"#,
                #"$["_x\"\n\u202E"]: error: unknown key "_x\"\n\u202E"; keys starting with _ are reserved"#
            ),
            (
                #"{"a": {}, "_sections": [{"id": "q\"\r", "fields": []}, {"id": "q\"\r", "fields": ["a\t"]}]}"#,
                #"$._sections[1].id: error: another section has the id "q\"\r""#
            ),
        ])
    func diagnosticMessages(json: String, expected: String) {
        do {
            _ = try HintsFile.parse(json, model: "M")
            Issue.record("expected a failure")
        } catch {
            #expect(error.errors.map(\.description) == ["M.hints: " + expected])
        }
    }

    @Test("A section naming 20,000 fields, each twice, keeps each once in order")
    func manySectionFields() throws {
        let names = (0..<20_000).map { "f\($0)" }
        let fields = names.map { "\"\($0)\": {}" }.joined(separator: ", ")
        let list = (names + names.reversed()).map { "\"\($0)\"" }.joined(separator: ", ")
        let hints = try HintsFile.parse(#"{\#(fields), "_sections": [{"id": "s", "fields": [\#(list)]}]}"#, model: "M")
        #expect(hints.sections.first?.fieldIDs == names)
    }

    @Test("A missing field in a section only warns; the rest loads")
    func missingFieldLoads() throws {
        let hints = try HintsFile.parse(
            #"{"a": {}, "_sections": [{"id": "s", "fields": ["x", "a", "a"]}]}"#, model: "M")
        #expect(hints.sections.first?.fieldIDs == ["a"])
        #expect(hints.warnings.map(\.message) == [#"no field named "x" in the file; it is skipped"#])
    }

    @Test("Model names cannot leave the hints folder", arguments: ["", "../Invoice", "a/b", ".hidden", "a\\b"])
    func modelNames(_ name: String) {
        do {
            _ = try HintsStore(directory: hintsFolder).hints(for: name)
            Issue.record("expected a failure")
        } catch {
            #expect(error.diagnostics.map(Self.line) == ["error invalidModelName $"])
        }
    }

    @Test("Missing and non-UTF-8 files are unreadable")
    func unreadable() throws {
        let folder = try TemporaryFolder()
        try Data([0x7B, 0xFF, 0xFE, 0x7D]).write(to: folder.url.appendingPathComponent("Binary.hints"))
        let store = HintsStore(directory: folder.url)
        for model in ["Absent", "Binary"] {
            do {
                _ = try store.hints(for: model)
                Issue.record("expected a failure")
            } catch {
                #expect(error.diagnostics.map(Self.line) == ["error unreadableFile $"])
            }
        }
    }

    @Test("Hints files are cached per model until the store forgets them")
    func caching() throws {
        let folder = try TemporaryFolder()
        let file = folder.url.appendingPathComponent("Order.hints")
        try Data(#"{"total": {"maximum": 10}}"#.utf8).write(to: file)
        let store = HintsStore(directory: folder.url)
        #expect(try store.hints(for: "Order")["total"]?.policy.maximum == dec("10"))
        try Data(#"{"total": {"maximum": 20}}"#.utf8).write(to: file)
        #expect(try store.hints(for: "Order")["total"]?.policy.maximum == dec("10"))
        #expect(store.cachedModels == ["Order"])
        #expect(try HintsStore(directory: folder.url).hints(for: "Order")["total"]?.policy.maximum == dec("20"))
        store.removeAllCached()
        #expect(store.cachedModels.isEmpty)
        #expect(try store.hints(for: "Order")["total"]?.policy.maximum == dec("20"))
    }

    @Test("Concurrent loads of one model agree")
    func concurrentLoads() async throws {
        let store = HintsStore(directory: hintsFolder)
        let loads = await withTaskGroup(of: HintsFile?.self) { group in
            for _ in 0..<16 { group.addTask { try? store.hints(for: "Invoice") } }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(loads.count == 16)
        #expect(Set(loads.map { $0?.fields.map(\.policy) }).count == 1)
    }

    @Test("Random damage to a valid file never crashes the reader")
    func damagedFiles() throws {
        let original = Array(
            try String(contentsOf: hintsFolder.appendingPathComponent("Invoice.hints"), encoding: .utf8).utf8)
        let alphabet = Array(#"{}[]":,-.0123456789eE truefalsnl\_"#.utf8)
        var random = SeededRandom(seed: 42)
        var failures = 0
        for _ in 0..<3000 {
            var bytes = original
            for _ in 0...random.next(below: 3) {
                let position = random.next(below: bytes.count)
                switch random.next(below: 3) {
                case 0: bytes.remove(at: position)
                case 1: bytes.insert(alphabet[random.next(below: alphabet.count)], at: position)
                default: bytes[position] = alphabet[random.next(below: alphabet.count)]
                }
            }
            do {
                _ = try HintsFile.parse(String(decoding: bytes, as: UTF8.self), model: "Damaged")
            } catch {
                failures += 1
                #expect(!error.errors.isEmpty)
            }
        }
        #expect(failures > 1000)
    }

    /// Policies and the width class derived from them.
    @Test(
        "Width classes derive from the longest value in the locale",
        arguments: [
            (
                NumberPolicy(maxIntegerDigits: 4, maxFractionDigits: 0, allowsNegative: false), "de_DE",
                DisplayWidth.narrow
            ),
            (NumberPolicy(maxIntegerDigits: 4, maxFractionDigits: 2), "de_DE", .medium),
            (NumberPolicy(maxFractionDigits: 2, allowsNegative: false, maximum: dec("100")), "en_US", .narrow),
            (NumberPolicy(maxFractionDigits: 2, minimum: dec("-100"), maximum: dec("100")), "en_US", .medium),
            (NumberPolicy(maxFractionDigits: 2, maximum: dec("100")), "en_US", .wide),
            (NumberPolicy(maxIntegerDigits: 7, maxFractionDigits: 2, allowsNegative: false), "de_DE", .medium),
            (NumberPolicy(maxIntegerDigits: 8, maxFractionDigits: 2, allowsNegative: false), "de_DE", .wide),
            (NumberPolicy(maxIntegerDigits: 7, maxFractionDigits: 2, allowsNegative: false), "hi_IN", .medium),
            (NumberPolicy(maxIntegerDigits: 4, maxFractionDigits: 0), "ar_EG", .narrow),
            (NumberPolicy(maxIntegerDigits: 4, maxFractionDigits: 0), "fa_IR", .narrow),
            (NumberPolicy(maxIntegerDigits: 5, maxFractionDigits: 0), "fa_IR", .medium),
            (NumberPolicy(maxIntegerDigits: 1000, maxFractionDigits: 1000), "en_US", .wide),
            (NumberPolicy(), "en_US", .wide),
        ])
    func derivedWidth(policy: NumberPolicy, locale: String, expected: DisplayWidth) throws {
        let derived = try NumberForm([FieldDeclaration(id: "f", policy: policy)], localeIdentifier: locale)
        #expect(derived["f"]?.displayWidth == expected)
        let declared = try NumberForm(
            [FieldDeclaration(id: "f", policy: policy, declaredWidth: .points(44))], localeIdentifier: locale)
        #expect(declared["f"]?.displayWidth == .points(44))
    }

    @Test("A form built from a hints file orders fields by section and applies its limits")
    func formFromHints() throws {
        let hints = try HintsFile.parse(
            #"{"b": {"maximum": 5}, "a": {"maxFractionDigits": 0}, "c": {}, "_sections": [{"id": "s", "fields": ["a", "b"]}]}"#,
            model: "Ordered")
        var form = try NumberForm(hints, localeIdentifier: "en_US", labels: ["a": "A"], rules: ["c": [.required]])
        #expect(form.fields.map(\.id) == ["a", "b", "c"])
        #expect(form.fields.map(\.label) == ["A", "b", "c"])
        try form.focus("a")
        #expect(throws: FormInputError.rejected(.decimalNotAllowed)) { try form.insert(".") }
        try form.focus("b")
        #expect(throws: FormInputError.rejected(.aboveMaximum)) { try form.insert("6") }
        try form.insert("-")
        try form.insert("9")
        #expect(
            form.submit()
                == .invalid(
                    errors: [
                        InlineError(
                            fieldID: "c", fieldLabel: "c", failure: ValidationFailure(code: .required),
                            message: "Required")
                    ], focusedFieldID: "c"))
        let german = ClosureMessageProvider { failure, label in
            failure.code == .required ? ValidationMessage("\(label) fehlt") : nil
        }
        var localized = try NumberForm(hints, localeIdentifier: "de_DE", rules: ["c": [.required]], messages: german)
        localized.submit()
        #expect(localized.visibleErrors.map(\.accessibilityLabel) == ["c: c fehlt"])
    }

    @Test("Formats decided at run time apply by field id, with the format's own fraction digits")
    func formatsByID() throws {
        let hints = try HintsFile.parse(
            #"{"price": {"minimum": 1}, "discount": {"maximum": 30}, "count": {"maxFractionDigits": 0}}"#,
            model: "Formats")
        var form = try NumberForm(
            hints, localeIdentifier: "ja_JP",
            formats: ["price": .currency(code: "JPY"), "discount": .percent, "elsewhere": .percent])
        #expect(form.fields.map(\.engine.policy.stored.format) == [.currency(code: "JPY"), .percent, .plain])
        try form.focus("price")
        #expect(throws: FormInputError.rejected(.decimalNotAllowed)) { try form.insert(".") }
        try form.insert("0")
        try form.focus("discount")
        try form.insert("3")
        #expect(throws: FormInputError.rejected(.aboveMaximum)) { try form.insert("1") }
        try form.insert(".5")
        #expect(form["discount"]?.value == ExactDecimal("3.5"))
        #expect(form["discount"]?.text.contains("%") == true)
        form.submit()
        let yen = try #require(form["price"]).engine.locale
        #expect(form.visibleErrors.map(\.message) == ["Must be at least " + yen.text(of: 1, minFractionDigits: 0)])
        #expect(form.visibleErrors.first?.message.contains("1") == true)
    }
}

/// A folder under the temporary directory, removed when the value is released.
final class TemporaryFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "NumberEntryFormsTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }
}

/// A small deterministic generator (SplitMix64) so damaged files are the same on every run.
struct SeededRandom {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next(below bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int((mixed ^ (mixed >> 31)) % UInt64(bound))
    }
}
