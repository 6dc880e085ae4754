public import Foundation
internal import NumberEntry

/// The parse strategy of a `NumberEntryFormatStyle`: `NumberParser` on the style's locale and
/// policy, then an exact conversion into `Value`.
public struct NumberEntryParseStrategy<Value: NumberEntryValue>: ParseStrategy, Sendable, Hashable, Codable {
    /// The style whose locale, policy and strictness the strategy reads with (named as
    /// Foundation's strategies name theirs).
    public let formatStyle: NumberEntryFormatStyle<Value>

    /// The strategy of `formatStyle`.
    public init(formatStyle: NumberEntryFormatStyle<Value>) {
        self.formatStyle = formatStyle
    }

    /// The value of `text`.
    /// - Throws: the style's `NumberEntryError` when its locale, format or policy cannot be
    ///   used (`unsupportedLocale`), `ParseError` when the text is no acceptable number, or
    ///   `NumberEntryValueError` when `Value` cannot hold the parsed number.
    public func parse(_ text: String) throws -> Value {
        let decimal = try formatStyle.parser.get().parse(text, strictness: formatStyle.strictness)
        guard let value = Value._numberEntryValue(parsed: decimal) else {
            throw NumberEntryValueError.notRepresentable(decimal, type: String(describing: Value.self))
        }
        return value
    }
}
