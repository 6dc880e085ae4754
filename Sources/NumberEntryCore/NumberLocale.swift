/// The number symbols and grouping rules of one locale and numbering system.
///
/// Values come from ICU (the `NumberEntry` module loads them once per locale); the keystroke
/// engine works on this value alone and never calls ICU.
public struct NumberLocale: Sendable, Hashable {
    /// The canonical ICU identifier the data was loaded for, e.g. `ar_EG@numbers=latn`.
    public let identifier: String
    /// The numbering system's name, e.g. `latn`, `arab`, `deva`.
    public let numberingSystem: String
    /// The ten digits, zero to nine.
    public let digits: [Unicode.Scalar]
    /// The decimal separator, e.g. `.` in `en`, `,` in `de`, U+066B in `ar_EG`.
    public let decimalSeparator: Unicode.Scalar
    /// The grouping separator, or `nil` for a locale that never groups (`en_US_POSIX`).
    public let groupingSeparator: Unicode.Scalar?
    /// Text in front of a negative number, bidi marks included (U+061C U+002D in `ar_EG`).
    public let negativePrefix: String
    /// Text after a negative number (empty in every ICU 72 locale, kept for completeness).
    public let negativeSuffix: String
    /// Text in front of an explicitly positive number, bidi marks included.
    public let plusPrefix: String
    /// Where grouping separators go.
    public let grouping: Grouping
    /// The minus sign without bidi marks (`-`, U+2212, ...), as a minus key may type it.
    public let minusSign: String
    /// The plus sign without bidi marks.
    public let plusSign: String

    /// How a locale groups integer digits.
    public struct Grouping: Sendable, Hashable {
        /// Digits in the rightmost group; 0 when the locale does not group.
        public let primary: Int
        /// Digits in every further group (2 in `hi`, `en_IN`; otherwise equal to `primary`).
        public let secondary: Int
        /// Grouping is shown only when the leftmost group would have at least this many digits
        /// (CLDR's minimum grouping digits: 2 in `es`, `pl`; 3 in `ee`).
        public let minimumDigits: Int

        /// Creates grouping rules; sizes below 1 mean "no grouping".
        public init(primary: Int, secondary: Int, minimumDigits: Int) {
            self.primary = max(0, primary)
            self.secondary = primary > 0 ? max(1, secondary) : 0
            self.minimumDigits = max(1, minimumDigits)
        }

        /// Whether a separator stands between integer digit `index - 1` and `index` of `count`.
        @inlinable
        public func separates(before index: Int, of count: Int) -> Bool {
            guard primary > 0, count >= primary + minimumDigits, index > 0 else { return false }
            let fromRight = count - index
            return fromRight >= primary && (fromRight - primary) % secondary == 0
        }
    }

    /// Creates locale data. The loader in `NumberEntry` fills it from ICU; tests may build their own.
    public init(
        identifier: String, numberingSystem: String, digits: [Unicode.Scalar],
        decimalSeparator: Unicode.Scalar, groupingSeparator: Unicode.Scalar?,
        negativePrefix: String, negativeSuffix: String, plusPrefix: String, grouping: Grouping
    ) {
        precondition(digits.count == 10, "a numbering system has ten digits")
        self.identifier = identifier
        self.numberingSystem = numberingSystem
        self.digits = digits
        self.decimalSeparator = decimalSeparator
        self.groupingSeparator = groupingSeparator
        self.negativePrefix = negativePrefix
        self.negativeSuffix = negativeSuffix
        self.plusPrefix = plusPrefix
        self.grouping = grouping
        minusSign = Ignorables.removing(from: negativePrefix + negativeSuffix)
        plusSign = Ignorables.removing(from: plusPrefix)
        let zero = digits[0].value
        contiguousZero = digits.indices.allSatisfy { digits[$0].value == zero + UInt32($0) } ? zero : nil
    }

    /// The zero digit's code point when the ten digits are consecutive code points (all Unicode
    /// decimal digits are); lets the hot path map a digit with one subtraction.
    @usableFromInline let contiguousZero: UInt32?

    /// The value of `scalar` when it is one of this locale's digits.
    @inlinable
    func localDigitValue(_ scalar: Unicode.Scalar) -> UInt8? {
        if let zero = contiguousZero {
            let offset = scalar.value &- zero
            return offset < 10 ? UInt8(offset) : nil
        }
        return digits.firstIndex(of: scalar).map(UInt8.init)
    }
}
