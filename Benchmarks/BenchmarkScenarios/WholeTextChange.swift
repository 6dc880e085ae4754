import NumberEntry

/// A digit typed at the end of the 12-digit `123,456,789,012|`, once as the whole-text change
/// a binding reports (`change-end`, no selection reported, as SwiftUI's `TextField(text:)`)
/// and once as the range edit a text-field delegate sends (`range-end`): the cost of finding
/// the edit in the text. Target: a change costs at most 1.5 times the range edit.
enum WholeTextChange {
    /// The number typed into.
    static let startValue = ExactDecimal("123456789012")!

    /// The two entries per locale.
    static func entries(in locales: [String]) -> [Catalog.Entry] {
        locales.flatMap { identifier in
            [true, false].map { asChange in
                Catalog.Entry("\(asChange ? "change-end" : "range-end").\(identifier)", isKeystroke: true) {
                    try keystrokes(in: NumberLocale.named(identifier), asChange: asChange, operations: $0)
                }
            }
        }
    }

    /// `operations` digits typed at the end, as changes or as range edits.
    static func keystrokes(in locale: NumberLocale, asChange: Bool, operations: Int) throws -> EngineKeystrokes {
        let field = try NumberField(locale: locale, value: startValue)
        let end = field.text.utf16.count
        let digit = String(locale.digits[3])
        let edit: Edit = asChange ? .change(field.text + digit) : .replace(from: end, to: end, with: digit)
        return try EngineKeystrokes(steps: [(field, edit)], operations: operations)
    }
}
