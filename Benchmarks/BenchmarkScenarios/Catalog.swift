import NumberEntry

/// Every workload the benchmarks measure, named by id: `typing.en_US`, `typing-formatstyle-int.de_DE`,
/// `parse.fa_IR`, `parse-formatstyle-decimal.fa_IR`,
/// `load-cold.hi_IN`, `load-all`, `paste-digits.1000`, `typing-affixed.en_US.USD`,
/// `load-format.fr_FR.percent`, `typing-fixed.en_US.plain`, `typing-read.de_DE.EUR`, ...
public enum Catalog {
    /// The locales every scenario runs in: Latin digits with `,` and `.` grouping, Indian
    /// grouping, Arabic and Persian digits with bidi marks in the sign, astral Adlam digits.
    public static let locales = ["en_US", "de_DE", "hi_IN", "ar_EG", "fa_IR", "ff_Adlm"]

    /// Digits pasted into an empty field to show how the cost grows with the text.
    public static let pastedDigitCounts = [100, 1_000, 10_000]

    /// One named workload.
    public struct Entry: Sendable {
        /// The benchmark's name.
        public let id: String
        /// Whether an operation is one keystroke, cheap enough to be measured in batches (the
        /// benchmarks take 1,000 per sample and print per keystroke); otherwise one operation
        /// (a locale load, all 805 loads, a long paste) is one sample.
        public let isKeystroke: Bool
        private let build: @Sendable (Int) throws -> any Workload

        init(_ id: String, isKeystroke: Bool, build: @escaping @Sendable (Int) throws -> any Workload) {
            self.id = id
            self.isKeystroke = isKeystroke
            self.build = build
        }

        /// The workload with `operations` operations per run (`load-all`: passes over all locales).
        public func workload(operations: Int) throws -> any Workload {
            try build(operations)
        }
    }

    /// All entries: the editing scenarios and the typing baselines in each locale, locale
    /// loading, and pastes of growing length.
    public static let entries: [Entry] = {
        var entries: [Entry] = []
        for scenario in EditScenario.allCases {
            for identifier in locales {
                entries.append(
                    Entry("\(scenario.rawValue).\(identifier)", isKeystroke: true) {
                        try scenario.keystrokes(in: NumberLocale.named(identifier), operations: $0)
                    })
            }
        }
        for identifier in locales {
            entries += [
                Entry("typing-formatstyle-int.\(identifier)", isKeystroke: true) {
                    try BaselineTyping.integerFormatStyle(identifier, operations: $0)
                },
                Entry("typing-formatstyle-decimal.\(identifier)", isKeystroke: true) {
                    try BaselineTyping.decimalFormatStyle(identifier, operations: $0)
                },
            ]
            #if canImport(CICUBaseline)
                entries.append(
                    Entry("typing-icu.\(identifier)", isKeystroke: true) {
                        try BaselineTyping.icu(identifier, operations: $0)
                    })
            #endif
        }
        entries += WholeTextChange.entries(in: locales)
        entries += AffixedFields.entries()
        entries += FixedFields.entries()
        entries += TextReads.entries()
        for identifier in locales {
            entries += [
                Entry("parse.\(identifier)", isKeystroke: true) { try Parses.engine(identifier, operations: $0) },
                Entry("parse-formatstyle-decimal.\(identifier)", isKeystroke: true) {
                    try Parses.decimalFormatStyle(identifier, operations: $0)
                },
            ]
        }
        for identifier in locales {
            entries.append(
                Entry("load-cold.\(identifier)", isKeystroke: false) { LocaleLoads([identifier], repetitions: $0) })
        }
        entries.append(
            Entry("load-all", isKeystroke: false) {
                LocaleLoads(NumberLocale.availableIdentifiers, repetitions: $0)
            })
        for digits in pastedDigitCounts {
            entries.append(
                Entry("paste-digits.\(digits)", isKeystroke: false) {
                    try EngineKeystrokes.pasting(digits: digits, in: NumberLocale.named("en_US"), operations: $0)
                })
        }
        return entries
    }()

    /// The entry point of every whole-number operation at 10³ to 10⁶ digits (`LongInputs`),
    /// counted by callgrind only: a million-digit operation is too long for a benchmark sample.
    public static let longInputEntries = LongInputs.entries()

    /// The entry named `id`, of `entries` or `longInputEntries`.
    public static func entry(_ id: String) -> Entry? {
        entries.first { $0.id == id } ?? longInputEntries.first { $0.id == id }
    }
}
