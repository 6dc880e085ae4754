/// The state of one number field: its canonical text, the selection, the locale and the policy.
///
/// Every edit either is accepted, leaving a new canonical text and caret, or throws an
/// `EditRejection` and leaves the field exactly as it was. Offsets are UTF-16 code units, as
/// `NSRange` and the UIKit/AppKit text delegates use.
public struct NumberField: Sendable, Hashable {
    /// The locale data the field renders with.
    public let locale: NumberLocale
    /// The limits the field enforces.
    public let policy: NumberPolicy
    /// The text shown: always exactly what the engine renders for its content.
    public internal(set) var text: String
    /// The selection in UTF-16 offsets; a caret when empty.
    public internal(set) var selection: Range<Int>
    /// The content the text shows, kept beside it so that an edit never reads the text back.
    var content: Content
    /// The UTF-16 length of `text`, kept beside it so that an edit at the end needs no walk.
    var textLength: Int

    /// An empty field.
    public init(locale: NumberLocale, policy: NumberPolicy = NumberPolicy()) throws(NumberEntryError) {
        try policy.validate()
        self.locale = locale
        self.policy = policy
        text = ""
        selection = 0..<0
        content = Content()
        textLength = 0
    }

    /// A field showing `text`, which must be canonical (what the engine renders) and within
    /// the policy's limits, with the given selection.
    public init(
        locale: NumberLocale, policy: NumberPolicy = NumberPolicy(), text: String, selection: Range<Int>
    ) throws(NumberEntryError) {
        try self.init(locale: locale, policy: policy)
        guard let content = locale.content(of: text), Layout(locale: locale, content: content).render() == text
        else { throw .notCanonical(text) }
        do {
            try check(content)
            self.text = text
            self.content = content
            textLength = text.utf16.count
            try select(from: selection.lowerBound, to: selection.upperBound)
        } catch {
            throw .invalidStartState(error)
        }
    }

    /// A field showing `value` as finalize would (padded to `minFractionDigits`), with the caret
    /// at the end: for prefilling a form with a stored value.
    public init(locale: NumberLocale, policy: NumberPolicy = NumberPolicy(), value: ExactDecimal)
        throws(NumberEntryError)
    {
        let text = locale.format(value, minimumFractionDigits: policy.minFractionDigits)
        let end = text.utf16.count
        try self.init(locale: locale, policy: policy, text: text, selection: end..<end)
    }

    /// The exact value shown; `nil` for an empty or sign-only field. `12.` has the value 12.
    public var value: ExactDecimal? { content.value }

    /// Whether the field shows nothing.
    public var isEmpty: Bool { text.isEmpty }

    /// Whether the field shows a negative sign (also for `-` and `-0`).
    public var isNegative: Bool { content.isNegative }

    var layout: Layout { Layout(locale: locale, content: content) }

    /// Where a UTF-16 offset of the text falls, or `nil` outside the text.
    func position(of offset: Int) -> Layout.Position? {
        if offset == textLength { return Layout.Position(index: content.characters.count, splitsCharacter: false) }
        return layout.position(of: offset)
    }

    /// The significant characters before each end of the UTF-16 range `lower..<upper`; throws
    /// `invalidRange` for an inverted or out-of-bounds range or one that splits a surrogate pair.
    func characterRange(from lower: Int, to upper: Int) throws(EditRejection) -> Range<Int> {
        guard lower <= upper, let start = position(of: lower), !start.splitsCharacter else { throw .invalidRange }
        if upper == lower { return start.index..<start.index }
        guard let end = position(of: upper), !end.splitsCharacter else { throw .invalidRange }
        return start.index..<end.index
    }

    /// The UTF-16 ranges of the sign's prefix and suffix (empty when positive).
    var signBounds: (prefixEnd: Int, suffixStart: Int, length: Int) {
        guard content.isNegative else { return (0, textLength, textLength) }
        let storage = locale.storage
        return (
            storage.negativePrefixText.utf16Count, textLength - storage.negativeSuffixText.utf16Count, textLength
        )
    }
}
