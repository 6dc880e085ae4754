@_spi(Benchmarks) public import NumberEntry

/// Keystrokes in fixed-scale fields (Behaviour §14) beside the same keystrokes in a natural-entry
/// field of the same locale and format: the target is a keystroke within 1.2x of the
/// plain one.
enum FixedFields {
    /// The fields measured: Latin digits, Arabic digits with bidi marks in the sign, and a
    /// currency symbol after the number.
    static let fields: [(locale: String, name: String, format: NumberFormat)] = [
        ("en_US", "plain", .plain), ("ar_EG", "plain", .plain), ("de_DE", "EUR", .currency(code: "EUR")),
    ]

    /// `typing-fixed.en_US.plain` and its natural twin `typing-natural.en_US.plain`: the twelve
    /// digits of the typing scenario typed into an empty field, left of the filled fraction in
    /// the fixed one; `fraction-fixed.en_US.plain`, the two fraction digits typed over the
    /// filling zeros after the decimal key.
    static func entries() -> [Catalog.Entry] {
        fields.flatMap { field in
            [
                Catalog.Entry("typing-fixed.\(field.locale).\(field.name)", isKeystroke: true) {
                    try typing(field.locale, format: field.format, entry: .fixed, operations: $0)
                },
                Catalog.Entry("typing-natural.\(field.locale).\(field.name)", isKeystroke: true) {
                    try typing(field.locale, format: field.format, entry: .natural, operations: $0)
                },
                Catalog.Entry("fraction-fixed.\(field.locale).\(field.name)", isKeystroke: true) {
                    try fraction(field.locale, format: field.format, operations: $0)
                },
            ]
        }
    }

    /// A field of `locale` with `format` and `entry` (two fraction digits).
    private static func field(_ locale: String, format: NumberFormat, entry: NumberPolicy.Entry) throws
        -> NumberField
    {
        var policy = NumberPolicy()
        policy.format = format
        policy.entry = entry
        return try NumberField(locale: NumberLocale.named(locale, format: format), policy: policy)
    }

    /// The twelve digits of the typing scenario typed into an empty field.
    private static func typing(
        _ locale: String, format: NumberFormat, entry: NumberPolicy.Entry, operations: Int
    ) throws -> EngineKeystrokes {
        var field = try field(locale, format: format, entry: entry)
        var steps: [(NumberField, Edit)] = []
        for value in EditScenario.typedDigits {
            let edit = Edit.insert(String(field.locale.digits[value]))
            steps.append((field, edit))
            try field.apply(edit)
        }
        return try EngineKeystrokes(steps: steps, operations: operations)
    }

    /// Two fraction digits typed over the filling zeros of `1,234.|00`.
    private static func fraction(_ locale: String, format: NumberFormat, operations: Int) throws
        -> EngineKeystrokes
    {
        var field = try field(locale, format: format, entry: .fixed)
        for value in [1, 2, 3, 4] { try field.insert(String(field.locale.digits[value])) }
        try field.insert(String(field.locale.decimalSeparator))
        var steps: [(NumberField, Edit)] = []
        for value in [5, 7] {
            let edit = Edit.insert(String(field.locale.digits[value]))
            steps.append((field, edit))
            try field.apply(edit)
        }
        return try EngineKeystrokes(steps: steps, operations: operations)
    }
}
