import NumberEntry
import _NumberEntryCases

/// A field in a locale, started from marked text (`12|.5`), for tests.
func field(_ locale: String, _ marked: String = "|", policy: NumberPolicy = NumberPolicy()) throws -> NumberField {
    let (text, selection) = MarkedText.parse(marked)!
    return try NumberField(
        locale: NumberLocale.named(locale, digits: policy.digits), policy: policy, text: text, selection: selection)
}

extension NumberField {
    /// The text with its selection marked.
    var marked: String { MarkedText.render(text, selection: selection) }
}

extension ICU72 {
    /// A field of `format` in `locale` on ICU 72's data, showing the marked start state.
    static func field(
        _ locale: String, _ marked: String, format: NumberFormat = .plain, policy: NumberPolicy = NumberPolicy()
    ) throws -> NumberField {
        var policy = policy
        policy.format = format
        let (text, selection) = MarkedText.parse(marked)!
        return try NumberField(
            locale: Self.locale(locale, format: format), policy: policy, text: text, selection: selection)
    }
}
