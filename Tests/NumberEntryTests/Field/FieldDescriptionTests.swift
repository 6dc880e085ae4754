import NumberEntry
import Testing

/// `print(field)` shows what a person sees: the text with the caret or selection marked, and
/// the value.
@Suite struct FieldDescriptionTests {
    @Test(arguments: [
        ("en_US", "1234.5", NumberFormat.plain, "NumberField(\"1,234.5|\", value: 1234.5)"),
        ("de_DE", "-12", .currency(code: "EUR"), "NumberField(\"-12,00|\u{00A0}€\", value: -12)"),
    ])
    func describesTextCaretAndValue(_ locale: String, _ value: String, _ format: NumberFormat, _ expected: String)
        throws
    {
        let field = try NumberField(
            locale: NumberLocale.named(locale, format: format), policy: NumberPolicy(format: format),
            value: #require(ExactDecimal(value)))
        #expect(field.description == expected)
        #expect(field.debugDescription == expected)
        #expect(String(describing: field) == expected)
    }

    @Test func describesSelectionAndEmptyField() throws {
        var field = try NumberField(localeIdentifier: "en_US")
        #expect(field.description == "NumberField(\"|\", value: nil)")
        try field.insert("12")
        try field.select(from: 0, to: 1)
        #expect(field.description == "NumberField(\"[1]2\", value: 12)")
    }
}
