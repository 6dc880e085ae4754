import NumberEntry
import Testing
import _NumberEntryCases

/// Many tasks load locales and type into fields at once: every locale is loaded from the data
/// source once, and every task sees what a single-threaded run sees.
@Suite("Concurrency: one data-source load per locale, the same results as one thread")
struct ConcurrencyTests {
    /// BCP 47 tags no other test loads (the cache counts loads per identifier as given), over
    /// every default numbering system, grouping separator and bidi-marked sign.
    static let identifiers = [
        "en-GB", "en-AU", "de-AT", "de-LI", "fr-CA", "fr-BE", "it-CH", "es-MX", "es-AR", "pt-BR", "pt-AO", "nl-BE",
        "sv-FI", "da-DK", "fi-FI", "cs-CZ", "hu-HU", "bg-BG", "el-GR", "tr-TR", "uk-UA", "he-IL", "ar-SA", "ar-MA",
        "fa-AF", "ps-PK", "ur-PK", "ckb-IR", "ks-Arab-IN", "hi-IN", "mr-IN", "bn-BD", "ne-NP", "my-MM", "ta-IN",
        "dz-BT", "sat-Olck-IN", "ff-Adlm-GN", "ccp-IN", "ee-TG", "ja-JP", "zh-TW", "th-TH", "sw-TZ",
    ]
    static let tasks = 64

    /// Keys of every kind: digits in three scripts, separators, signs, deletions, caret moves,
    /// a selection, pastes and finalize.
    static let keys: [Edit] = [
        .insert("1"), .insert("2"), .insert("٣"), .insert("4"), .insert("5"), .insert("6"), .insert("7"),
        .insert("."), .insert("8"), .insert("-"), .moveLeft, .moveLeft, .deleteBackward, .insert("9"), .moveToStart,
        .moveRight, .deleteForward, .select(from: 1, to: 4), .insert("0"), .moveToEnd, .insert("\u{FF15}"),
        .insert(","), .insert("x"), .replace(from: 0, to: 2, with: ""), .insert("+"), .finalize,
        .select(from: 0, to: 0), .insert("-1234.5"), .moveToEnd, .insert("12"),
    ]

    /// Each state after a key (marked text, value, rejection) for every locale, in both digit
    /// styles, loading the locales in an order that starts at `first`.
    static func typeEverywhere(startingAt first: Int) throws -> [String: [String]] {
        var traces: [String: [String]] = [:]
        for offset in 0..<identifiers.count {
            let identifier = identifiers[(first + offset) % identifiers.count]
            for digits in NumberPolicy.Digits.allCases {
                var field = try NumberField(
                    locale: NumberLocale.named(identifier, digits: digits), policy: NumberPolicy(digits: digits))
                traces["\(identifier) \(digits)"] = keys.map { key in
                    let rejection = CaseRunner.attempt(key, on: &field)
                    let value = field.value?.description ?? "none"
                    return
                        "\(MarkedText.render(field.text, selection: field.selection)) \(value) \(rejection?.rawValue ?? "ok")"
                }
            }
        }
        return traces
    }

    @Test("Concurrent first loads and typing agree with one thread; each locale loads once")
    func concurrentTyping() async throws {
        let concurrent = try await withThrowingTaskGroup(of: [String: [String]].self) { group in
            for task in 0..<Self.tasks { group.addTask { try Self.typeEverywhere(startingAt: task * 7) } }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        let single = try Self.typeEverywhere(startingAt: 0)
        #expect(single.count == Self.identifiers.count * NumberPolicy.Digits.allCases.count)
        #expect(concurrent.count == Self.tasks)
        for traces in concurrent { #expect(traces == single) }
        for identifier in Self.identifiers {
            for digits in NumberPolicy.Digits.allCases {
                #expect(NumberLocale.loadCount(identifier, digits: digits) == 1, "\(identifier) \(digits)")
            }
        }
        let accepted = single.values.joined().filter { $0.hasSuffix(" ok") }.count
        #expect(accepted * 2 > single.count * Self.keys.count, "most keys are accepted")
    }
}
