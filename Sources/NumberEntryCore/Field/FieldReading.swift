/// What the field's queries read: the parts of a field (its setup's and the state it shows),
/// which `NumberField` holds and `FieldView` reads through. The queries entry rules make (and the
/// field itself) are written once, here, for both.
protocol FieldReading: ~Copyable {
    /// The locale data the field renders with.
    var locale: NumberLocale { get }
    /// The field's policy, resolved against its locale data.
    var policy: NumberPolicy.Resolved { get }
    /// How the policy shows the affixes.
    var affixDisplay: Layout.AffixDisplay { get }
    /// The content the text shows.
    var content: Content { get }
    /// The selection in UTF-16 offsets; a caret when empty.
    var selection: Range<Int> { get }
    /// The UTF-16 length of the text.
    var textLength: Int { get }
}

extension NumberField: FieldReading {
    /// How the policy shows the affixes.
    var affixDisplay: Layout.AffixDisplay {
        @inline(__always) get { setup.affixDisplay }
    }
}

extension FieldReading where Self: ~Copyable {
    /// The layout of the content shown.
    @inline(__always)
    var layout: Layout { layout(of: content) }

    /// The layout of `content` in this field's locale, with its affixes as the policy shows them.
    @inline(__always)
    func layout(of content: Content) -> Layout {
        Layout(locale: locale, content: content, display: affixDisplay)
    }

    /// Where a UTF-16 offset of the text falls, or `nil` outside the text.
    @inline(__always)
    func position(of offset: Int) -> Layout.Position? {
        if offset == textLength || (locale.isAffixed && offset == textLength - suffixWidth) {
            return Layout.Position(index: content.characters.count, splitsCharacter: false)
        }
        return layout.position(of: offset)
    }

    /// The UTF-16 width of the suffix the text shows (the body's end is the common caret).
    @inline(__always)
    var suffixWidth: Int {
        switch Layout.affixes(of: content, in: locale, display: affixDisplay) {
        case .none: 0
        case .positive: locale.storage.positiveSuffixText.utf16Count
        case .negative: locale.storage.negativeSuffixText.utf16Count
        }
    }

    /// The end of the body: the end of the text, or the start of the suffix in an affixed field.
    @inline(__always)
    var bodyEnd: Int { locale.isAffixed ? layout.body.upperBound : textLength }

    /// The affixes' bounds in the current text.
    @inline(__always)
    var affixBounds: NumberField.AffixBounds {
        let storage = locale.storage
        let none = 0..<0
        switch Layout.affixes(of: content, in: locale, display: affixDisplay) {
        case .none:
            return NumberField.AffixBounds(
                prefixEnd: 0, suffixStart: textLength, prefixSign: none, suffixSign: none)
        case .positive:
            return NumberField.AffixBounds(
                prefixEnd: storage.positivePrefixText.utf16Count,
                suffixStart: textLength - storage.positiveSuffixText.utf16Count,
                prefixSign: none, suffixSign: none)
        case .negative:
            let suffixStart = textLength - storage.negativeSuffixText.utf16Count
            return NumberField.AffixBounds(
                prefixEnd: storage.negativePrefixText.utf16Count, suffixStart: suffixStart,
                prefixSign: storage.prefixSign,
                suffixSign: (suffixStart + storage.suffixSign.lowerBound)..<(suffixStart + storage.suffixSign.upperBound)
            )
        }
    }

    /// Throws the first limit of §5 but the bounds that `content` breaks, which also refuse an
    /// outside value (§16).
    @inline(__always)
    func checkDigitsAndSign(_ content: Content) throws(EditRejection) {
        try policy.checkDigitsAndSign(content)
    }

    /// The significant characters before each end of the UTF-16 range `lower..<upper`; throws
    /// `invalidRange` for an inverted or out-of-bounds range or one that splits a surrogate pair.
    @inline(__always)
    func characterRange(from lower: Int, to upper: Int) throws(EditRejection) -> Range<Int> {
        guard lower <= upper, let start = position(of: lower), !start.splitsCharacter else { throw .invalidRange }
        if upper == lower { return start.index..<start.index }
        guard let end = position(of: upper), !end.splitsCharacter else { throw .invalidRange }
        return start.index..<end.index
    }

    /// The significant characters of the UTF-16 range `lower..<upper` and whether it overlaps the
    /// sign; throws `invalidRange` as `characterRange(from:to:)` does.
    @inline(__always)
    func rangeEdit(from lower: Int, to upper: Int) throws(EditRejection) -> RangeEdit {
        let characters = try characterRange(from: lower, to: upper)
        return RangeEdit(
            lower: characters.lowerBound, upper: characters.upperBound,
            touchesSign: content.isNegative && lower < upper && affixBounds.touchesSign(lower, upper)
        )
    }
}
