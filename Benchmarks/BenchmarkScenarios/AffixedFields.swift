@_spi(Benchmarks) public import NumberEntry

/// Keystrokes in affixed fields (currency, percent, a measure unit) beside the same keystrokes in a plain field
/// of the same locale, and loads of one (locale, format): the targets are a keystroke
/// within 1.2x of the plain one and a load under 100 µs.
enum AffixedFields {
    /// The fields measured: symbol before the number, after it, with bidi marks and Arabic
    /// digits, a percent sign after U+00A0, and a unit after a space (Behaviour §17).
    static let fields: [(locale: String, name: String, format: NumberFormat)] = [
        ("en_US", "USD", .currency(code: "USD")), ("de_DE", "EUR", .currency(code: "EUR")),
        ("ar_EG", "EGP", .currency(code: "EGP")), ("fr_FR", "percent", .percent),
        ("de_DE", "kmh", .measureUnit("speed-kilometer-per-hour")),
    ]

    /// `typing-affixed.en_US.USD` and its plain twin `typing-plain.en_US.USD`, the same twelve
    /// digits typed at the end; `load-format.en_US.USD`, a load of the format's data (the plain
    /// locale already loaded).
    static func entries() -> [Catalog.Entry] {
        fields.flatMap { field in
            [
                Catalog.Entry("typing-affixed.\(field.locale).\(field.name)", isKeystroke: true) {
                    try typing(
                        NumberLocale.named(field.locale, format: field.format), format: field.format, operations: $0)
                },
                Catalog.Entry("typing-plain.\(field.locale).\(field.name)", isKeystroke: true) {
                    try typing(NumberLocale.named(field.locale), format: .plain, operations: $0)
                },
                Catalog.Entry("load-format.\(field.locale).\(field.name)", isKeystroke: false) {
                    try FormatLoads(field.locale, format: field.format, repetitions: $0)
                },
            ]
        }
    }

    /// The twelve digits of the typing scenario typed into an empty field.
    static func typing(_ locale: NumberLocale, format: NumberFormat, operations: Int) throws
        -> EngineKeystrokes
    {
        var policy = NumberPolicy()
        policy.format = format
        var field = try NumberField(locale: locale, policy: policy)
        var steps: [(NumberField, Edit)] = []
        for value in EditScenario.typedDigits {
            let edit = Edit.insert(String(locale.digits[value]))
            steps.append((field, edit))
            try field.apply(edit)
        }
        return try EngineKeystrokes(steps: steps, operations: operations)
    }
}

/// Loads of one format's data from ICU that bypass the process cache, the plain locale loaded.
public struct FormatLoads: Workload {
    private let identifier: String
    private let format: NumberFormat
    private let base: NumberLocale
    private let repetitions: Int

    init(_ identifier: String, format: NumberFormat, repetitions: Int) throws {
        self.identifier = identifier
        self.format = format
        base = try NumberLocale.named(identifier)
        self.repetitions = repetitions
    }

    public var operations: Int { repetitions }

    public func prepare() -> [NumberLocale] {
        var locales: [NumberLocale] = []
        locales.reserveCapacity(operations)
        return locales
    }

    public func run(_ locales: inout [NumberLocale]) throws {
        for _ in 0..<repetitions {
            locales.append(
                try NumberLocale.loadFormat(format, identifier: identifier, digits: .locale, base: base))
        }
    }
}
