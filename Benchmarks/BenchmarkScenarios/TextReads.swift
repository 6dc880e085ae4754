public import NumberEntry

/// Typing with the text read after every keystroke, as a UI reads it to show it: the engine's
/// keystroke and the `String` that `NumberField.text` makes from the field's bytes, which
/// allocates for a text of over 15 UTF-8 bytes. Beside `typing-plain.en_US.USD` and
/// `typing-affixed.de_DE.EUR`, the same keystrokes without the read, it shows what an app pays
/// per keystroke, not only the engine.
public struct TextReads: Workload {
    /// The fields measured: Latin digits, whose texts stay small strings, and a euro amount,
    /// whose texts pass 15 bytes from the ninth digit on.
    static let fields: [(locale: String, name: String, format: NumberFormat)] = [
        ("en_US", "plain", .plain), ("de_DE", "EUR", .currency(code: "EUR")),
    ]

    /// `typing-read.en_US.plain`, `typing-read.de_DE.EUR`: the twelve digits of the typing
    /// scenario typed into an empty field, the text read after each.
    static func entries() -> [Catalog.Entry] {
        fields.map { field in
            Catalog.Entry("typing-read.\(field.locale).\(field.name)", isKeystroke: true) {
                let locale = try NumberLocale.named(field.locale, format: field.format)
                return TextReads(
                    keystrokes: try AffixedFields.typing(locale, format: field.format, operations: $0))
            }
        }
    }

    private let keystrokes: EngineKeystrokes

    public var operations: Int { keystrokes.operations }

    /// The start fields, and an empty string for each field's text.
    public func prepare() -> (fields: [NumberField], texts: [String]) {
        (keystrokes.prepare(), Array(repeating: "", count: operations))
    }

    public func run(_ state: inout (fields: [NumberField], texts: [String])) throws {
        try keystrokes.run(&state.fields, readingTextsInto: &state.texts)
    }
}
