import Foundation

extension BaselineTyping {
    /// Foundation's `IntegerFormatStyle<Int>`: the classic SwiftUI `NumberStore` approach.
    public static func integerFormatStyle(_ identifier: String, operations: Int) throws -> BaselineTyping {
        try formatStyle(IntegerFormatStyle<Int>(locale: Locale(identifier: identifier)), operations: operations) {
            $0
        }
    }

    /// Foundation's `Decimal.FormatStyle`, as for amounts with a fraction.
    public static func decimalFormatStyle(_ identifier: String, operations: Int) throws -> BaselineTyping {
        try formatStyle(Decimal.FormatStyle(locale: Locale(identifier: identifier)), operations: operations) {
            Decimal($0)
        }
    }

    /// A format style's parse strategy (made once, as a view would keep it) and format.
    private static func formatStyle<Style: ParseableFormatStyle>(
        _ style: Style, operations: Int, value: (Int) -> Style.FormatInput
    ) throws -> BaselineTyping where Style.FormatOutput == String {
        let strategy = style.parseStrategy
        return try BaselineTyping(operations: operations, key: { style.format(value($0)) }) { text, key in
            guard let parsed = try? strategy.parse(text + key) else { return nil }
            return style.format(parsed)
        }
    }
}
