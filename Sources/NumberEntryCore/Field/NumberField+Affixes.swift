extension NumberField {
    /// The text in front of the number now (Behaviour §10.4): the format's prefix for the current
    /// sign, sign included; empty for an empty field (unless `affixesWhenEmpty`). With
    /// `showsAffixes: false` the text leaves it out and the host draws it.
    public var prefix: String { String(decoding: shownAffixes.prefixText.utf8, as: UTF8.self) }

    /// The text after the number now; see `prefix`.
    public var suffix: String { String(decoding: shownAffixes.suffixText.utf8, as: UTF8.self) }

    /// The UTF-16 range of the prefix in `text` (empty when the text does not show it): for a
    /// host that styles the affixes apart from the number. The three ranges tile the text.
    public var prefixRange: Range<Int> { 0..<layout.body.lowerBound }

    /// The UTF-16 range of the body (the number, with its separators) in `text`.
    public var bodyRange: Range<Int> { layout.body }

    /// The UTF-16 range of the suffix in `text` (empty when the text does not show it).
    public var suffixRange: Range<Int> { layout.body.upperBound..<textLength }

    /// The layout with the affixes the number has, shown or not.
    private var shownAffixes: Layout {
        Layout(locale: locale, content: content, display: policy.stored.affixesWhenEmpty ? .always : .withContent)
    }
}
