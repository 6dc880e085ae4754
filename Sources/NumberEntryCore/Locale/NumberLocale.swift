/// The number symbols and grouping rules of one locale and numbering system.
///
/// Values come from ICU (the `NumberEntry` module loads them once per locale); the keystroke
/// engine works on this value alone and never calls ICU. The values live in one shared,
/// immutable object, so copying a locale (and a field) costs one reference count.
public struct NumberLocale: Sendable, Hashable {
    let storage: Storage

    /// The canonical ICU identifier the data was loaded for, e.g. `ar_EG@numbers=latn`.
    public var identifier: String { storage.symbols.identifier }
    /// The numbering system's name, e.g. `latn`, `arab`, `deva`.
    public var numberingSystem: String { storage.symbols.numberingSystem }
    /// The ten digits, zero to nine.
    public var digits: [Unicode.Scalar] { storage.symbols.digits }
    /// The decimal separator, e.g. `.` in `en`, `,` in `de`, U+066B in `ar_EG`.
    public var decimalSeparator: Unicode.Scalar { storage.symbols.decimalSeparator }
    /// The grouping separator, or `nil` for a locale that never groups (`en_US_POSIX`).
    public var groupingSeparator: Unicode.Scalar? { storage.symbols.groupingSeparator }
    /// Text in front of a negative number, bidi marks included (U+061C U+002D in `ar_EG`).
    public var negativePrefix: String { storage.symbols.negativePrefix }
    /// Text after a negative number (empty in every ICU 72 locale, kept for completeness).
    public var negativeSuffix: String { storage.symbols.negativeSuffix }
    /// Text in front of an explicitly positive number, bidi marks included.
    public var plusPrefix: String { storage.symbols.plusPrefix }
    /// Where grouping separators go.
    public var grouping: Grouping { storage.symbols.grouping }
    /// The minus sign without bidi marks (`-`, U+2212, ...), as a minus key may type it.
    public var minusSign: String { storage.minusSign }
    /// The plus sign without bidi marks.
    public var plusSign: String { storage.plusSign }
    /// ICU's likely script for the locale (ISO 15924: `Latn`, `Cyrl`, `Arab`, ...); in
    /// Cyrillic-script locales `б` and `ю` are decimal keys too.
    public var script: String { storage.symbols.script }

    /// How a locale groups integer digits.
    public struct Grouping: Sendable, Hashable {
        /// Digits in the rightmost group; 0 when the locale does not group.
        public let primary: Int
        /// Digits in every further group (2 in `hi`, `en_IN`; otherwise equal to `primary`).
        public let secondary: Int
        /// Grouping is shown only when the leftmost group would have at least this many digits
        /// (CLDR's minimum grouping digits: 2 in `es`, `pl`; 3 in `ee`).
        public let minimumDigits: Int

        /// The largest group size and minimum grouping digits locale data may give (CLDR's are
        /// 1 to 4); `NumberLocale`'s initializers refuse larger ones as `invalidLocaleData`.
        public static let maximumSize = 100

        /// Creates grouping rules; sizes below 1 mean "no grouping".
        public init(primary: Int, secondary: Int, minimumDigits: Int) {
            self.primary = max(0, primary)
            self.secondary = primary > 0 ? max(1, secondary) : 0
            self.minimumDigits = max(1, minimumDigits)
        }

        /// Whether a separator stands between integer digit `index - 1` and `index` of `count`.
        @inlinable
        public func separates(before index: Int, of count: Int) -> Bool {
            // `count - primary` cannot overflow once `count >= primary >= 0`, whatever the sizes.
            guard primary > 0, index > 0, count >= primary, count - primary >= minimumDigits else { return false }
            let fromRight = count - index
            return fromRight >= primary && (fromRight - primary) % secondary == 0
        }
    }

    /// Creates locale data. The loader in `NumberEntry` fills it from ICU; tests may build their own.
    /// `latinVariant` is the same locale in its `latn` numbering system (its symbols may differ:
    /// `ar_EG` has `.` `,` and U+200E `-` there), which a field whose policy asks for Latin digits
    /// shows. Throws `invalidLocaleData` unless there are ten distinct digits, the separators
    /// are neither digits nor equal to each other, no grouping size or minimum grouping digits
    /// exceeds `Grouping.maximumSize`, and every value's text reads back as that value: no
    /// separator is invisible (U+FEFF, a bidi mark) or a sign key (`+`, `-`, U+2212), no sign
    /// holds a digit or a separator, and the negative sign shows (not empty, not only bidi marks).
    public init(
        identifier: String, numberingSystem: String, digits: [Unicode.Scalar],
        decimalSeparator: Unicode.Scalar, groupingSeparator: Unicode.Scalar?,
        negativePrefix: String, negativeSuffix: String, plusPrefix: String, grouping: Grouping,
        script: String = "Latn", latinVariant: NumberLocale? = nil
    ) throws(NumberEntryError) {
        guard digits.count == 10, Set(digits).count == 10 else {
            throw .invalidLocaleData("a numbering system has ten distinct digits")
        }
        try Self.validate(digits: digits, decimal: decimalSeparator, grouping: groupingSeparator)
        try Self.validate(grouping)
        let symbols = Symbols(
            identifier: identifier, numberingSystem: numberingSystem, digits: digits,
            decimalSeparator: decimalSeparator, groupingSeparator: groupingSeparator,
            negativePrefix: negativePrefix, negativeSuffix: negativeSuffix, plusPrefix: plusPrefix,
            grouping: grouping, script: script)
        storage = Storage(symbols, latin: { latinVariant?.storage })
        try validateSymbols()
    }

    /// The same data with a Latin variant loaded on first use (the loader's locale cache makes
    /// it once), so that a locale with other digits loads at no extra cost.
    package init(_ locale: NumberLocale, latinVariant: @escaping @Sendable () -> NumberLocale?) {
        let storage = locale.storage
        self.storage = Storage(
            storage.symbols, latin: { latinVariant()?.storage }, minusSign: storage.minusSign,
            plusSign: storage.plusSign)
    }

    init(storage: Storage) {
        self.storage = storage
    }

    /// The data a field shows for `digits`: this locale for `.locale` or when it already has
    /// Latin digits, else its Latin variant; `invalidLocaleData` for hand-made data without one.
    public func showing(_ digits: NumberPolicy.Digits) throws(NumberEntryError) -> NumberLocale {
        guard digits == .latin, numberingSystem != "latn" else { return self }
        guard let latin = storage.latin() else {
            throw .invalidLocaleData("\(identifier) has no Latin-digit variant for a policy asking for Latin digits")
        }
        return NumberLocale(storage: latin)
    }

    public static func == (lhs: NumberLocale, rhs: NumberLocale) -> Bool {
        lhs.storage === rhs.storage || lhs.storage.symbols == rhs.storage.symbols
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(storage.symbols)
    }

    /// Throws `invalidLocaleData` when the separators clash with each other or with the digits.
    static func validate(
        digits: [Unicode.Scalar], decimal: Unicode.Scalar, grouping: Unicode.Scalar?
    ) throws(NumberEntryError) {
        guard !digits.contains(decimal), grouping.map({ !digits.contains($0) }) ?? true, grouping != decimal else {
            throw .invalidLocaleData("separators must differ from each other and from the digits")
        }
    }

    /// Throws `invalidLocaleData` when a size of `grouping` exceeds `Grouping.maximumSize`: the
    /// engine adds and divides them, and no locale comes near.
    static func validate(_ grouping: Grouping) throws(NumberEntryError) {
        let limit = Grouping.maximumSize
        guard grouping.primary <= limit, grouping.secondary <= limit, grouping.minimumDigits <= limit else {
            throw .invalidLocaleData("grouping sizes and minimum grouping digits must be at most \(limit)")
        }
    }

    /// The value of `scalar` when it is one of this locale's digits.
    func localDigitValue(_ scalar: Unicode.Scalar) -> UInt8? {
        if let zero = storage.contiguousZero {
            let offset = scalar.value &- zero
            return offset < 10 ? UInt8(offset) : nil
        }
        return digits.firstIndex(of: scalar).map(UInt8.init)
    }
}
