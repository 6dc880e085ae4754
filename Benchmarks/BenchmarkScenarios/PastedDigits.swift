public import NumberEntry

extension EngineKeystrokes {
    /// `operations` pastes of `digits` ASCII digits into an empty field whose policy has no
    /// digit limit: how the cost grows with the length of the text.
    public static func pasting(digits: Int, in locale: NumberLocale, operations: Int) throws -> EngineKeystrokes {
        let pattern = Array("1234567890")
        let text = String((0..<digits).map { pattern[$0 % pattern.count] })
        let field = try NumberField(locale: locale, policy: NumberPolicy(maxIntegerDigits: nil))
        return try EngineKeystrokes(steps: [(field, .insert(text))], operations: operations)
    }
}
