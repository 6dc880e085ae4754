public import NumberEntry

/// The editing scenarios measured in every locale, each made of one kind of keystroke.
public enum EditScenario: String, CaseIterable, Sendable {
    /// Typing `123456789012` digit by digit at the end of an empty field, in the locale's digits.
    case typing
    /// A digit typed in the middle of `1,234,567,890.12` (after its fifth digit): caret mapping.
    case middleInsert = "middle-insert"
    /// Backspace right after the last grouping separator of `1,234,567,890.12`.
    case backspaceOverGrouping = "backspace-grouping"
    /// The minus key at the end of `1,234,567,890.12`.
    case signToggle = "sign-toggle"
    /// A 30-digit number in the locale's format pasted over all of `1,234,567,890.12`.
    case pasteOverSelection = "paste-selection"
    /// Finalizing `1,234,567,890.12`.
    case finalize

    /// The digits typed one by one in the typing scenarios (the engine's and the baselines').
    static let typedDigits = [1, 2, 3, 4, 5, 6, 7, 8, 9, 0, 1, 2]

    /// The value the other scenarios start from, with the caret at the end.
    static let startValue = ExactDecimal("1234567890.12")!

    /// The value whose formatted text is pasted: 28 integer and 2 fraction digits.
    static let pastedValue = ExactDecimal("1234567890123456789012345678.12")!

    /// `operations` keystrokes of this scenario in `locale`.
    public func keystrokes(in locale: NumberLocale, operations: Int) throws -> EngineKeystrokes {
        func digit(_ value: Int) -> String { String(locale.digits[value]) }
        var field = try NumberField(locale: locale, value: Self.startValue)
        switch self {
        case .typing:
            var steps: [(NumberField, Edit)] = []
            field = try NumberField(locale: locale)
            for value in Self.typedDigits {
                let edit = Edit.insert(digit(value))
                steps.append((field, edit))
                try field.apply(edit)
            }
            return try EngineKeystrokes(steps: steps, operations: operations)
        case .middleInsert:
            let caret = field.caretOffsets[5]
            try field.select(from: caret, to: caret)
            return try EngineKeystrokes(steps: [(field, .insert(digit(7)))], operations: operations)
        case .backspaceOverGrouping:
            let caret = try Self.offsetAfterLastGroupingSeparator(in: field.text, locale: locale)
            try field.select(from: caret, to: caret)
            return try EngineKeystrokes(steps: [(field, .deleteBackward)], operations: operations)
        case .signToggle:
            return try EngineKeystrokes(steps: [(field, .insert("-"))], operations: operations)
        case .pasteOverSelection:
            try field.select(from: 0, to: field.text.utf16.count)
            let pasted = locale.text(of: Self.pastedValue)
            return try EngineKeystrokes(steps: [(field, .insert(pasted))], operations: operations)
        case .finalize:
            return try EngineKeystrokes(steps: [(field, .finalize)], operations: operations)
        }
    }

    /// The UTF-16 offset right after the last grouping separator of the integer part.
    private static func offsetAfterLastGroupingSeparator(in text: String, locale: NumberLocale) throws -> Int {
        var offset = 0
        var result: Int?
        for scalar in text.unicodeScalars {
            if scalar == locale.decimalSeparator { break }
            offset += scalar.utf16.count
            if scalar == locale.groupingSeparator { result = offset }
        }
        guard let result else { throw WorkloadUnavailable("\"\(text)\" has no grouping separator") }
        return result
    }
}
