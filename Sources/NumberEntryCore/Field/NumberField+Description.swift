extension NumberField: CustomStringConvertible, CustomDebugStringConvertible {
    /// The text with `|` for the caret or `[` `]` around the selection, and the value:
    /// `NumberField("1,234.5|", value: 1234.5)`.
    public var description: String {
        "NumberField(\"\(MarkedText.render(text, selection: selection))\", value: \(value?.description ?? "nil"))"
    }

    /// The same as `description`, so that `debugPrint` and the debugger show what a person sees.
    public var debugDescription: String { description }
}
