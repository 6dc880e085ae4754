extension NumberLocale {
    /// One format's data in one locale (Behaviour §10.2): the body's symbols and the four affixes,
    /// each an opaque string (bidi marks, sign, symbol, spacing). The `NumberEntry` module
    /// loads it from ICU with field positions; tests may build their own.
    public struct FormatData: Sendable, Hashable {
        /// The format the data is for.
        public var format: NumberFormat
        /// The body's decimal separator (`.` for currency in `en_DE`, `$` in `pt_CV`).
        public var decimalSeparator: Unicode.Scalar
        /// The body's grouping separator; `nil` when the format never groups.
        public var groupingSeparator: Unicode.Scalar?
        /// The body's grouping sizes (by three for currency in `ml`).
        public var grouping: Grouping
        /// Text before a positive number (and in an empty field with `affixesWhenEmpty`): `$`.
        public var positivePrefix: String
        /// Text after a positive number (and in an empty field with `affixesWhenEmpty`): ` €`.
        public var positiveSuffix: String
        /// Text before a negative number, sign included: `-$`, `(`.
        public var negativePrefix: String
        /// Text after a negative number, sign included: `)` in accounting formats.
        public var negativeSuffix: String
        /// What a paste may carry at its start or end besides the number (Behaviour §10.7): the
        /// currency's symbols and ISO code, or the percent or per-mille signs.
        public var markers: [String]
        /// ICU's fraction digits for the currency (`nil` for percent and per-mille).
        public var fractionDigits: Int?
        /// ICU's cash fraction digits for the currency.
        public var cashFractionDigits: Int?
        /// ICU's cash rounding increment (0.05 for CHF); `nil` when there is none.
        public var cashIncrement: ExactDecimal?

        /// Creates format data.
        public init(
            format: NumberFormat, decimalSeparator: Unicode.Scalar, groupingSeparator: Unicode.Scalar?,
            grouping: Grouping, positivePrefix: String, positiveSuffix: String, negativePrefix: String,
            negativeSuffix: String, markers: [String], fractionDigits: Int? = nil, cashFractionDigits: Int? = nil,
            cashIncrement: ExactDecimal? = nil
        ) {
            self.format = format
            self.decimalSeparator = decimalSeparator
            self.groupingSeparator = groupingSeparator
            self.grouping = grouping
            self.positivePrefix = positivePrefix
            self.positiveSuffix = positiveSuffix
            self.negativePrefix = negativePrefix
            self.negativeSuffix = negativeSuffix
            self.markers = markers
            self.fractionDigits = fractionDigits
            self.cashFractionDigits = cashFractionDigits
            self.cashIncrement = cashIncrement
        }
    }

    /// The format this data shows (`.plain` for a locale loaded without one).
    public var format: NumberFormat { storage.symbols.formatData?.format ?? .plain }

    /// The format's data; `nil` for the plain format.
    public var formatData: FormatData? { storage.symbols.formatData }

    /// Whether the locale data carries a format with affixes (anything but plain).
    var isAffixed: Bool { storage.isAffixed }

    /// This locale's digits and signs with a format's body symbols and affixes. `latinVariant`
    /// gives the same format in the locale's `latn` numbering system (see `showing(_:)`), asked
    /// on first use. Throws `invalidLocaleData` when the separators clash with each other or the
    /// digits, a grouping size exceeds `Grouping.maximumSize`, or a value's text would not read
    /// back as the initializer's checks say (here the sign is what the negative affixes add to the
    /// positive ones: negative affixes equal to the positive ones are refused), or when the cash
    /// increment has more than `ExactDecimal.maximumIncrementDigits` significant digits; and
    /// `unsupportedFormat` when `data.format` has a malformed currency code or unit name; a
    /// code in lower case is held in upper case (`NumberFormat.normalized`).
    public func formatted(
        _ data: FormatData, latinVariant: @escaping @Sendable () -> NumberLocale? = { nil }
    ) throws(NumberEntryError) -> NumberLocale {
        guard data.format != .plain else { return self }
        guard let format = data.format.normalized else { throw .unsupportedFormat(data.format.description) }
        var data = data
        data.format = format
        try Self.validate(digits: digits, decimal: data.decimalSeparator, grouping: data.groupingSeparator)
        try Self.validate(data.grouping)
        if let increment = data.cashIncrement, (try? Increment(increment)) == nil {
            let limit = ExactDecimal.maximumIncrementDigits
            throw .invalidLocaleData("a cash increment must have at most \(limit) significant digits")
        }
        let symbols = Symbols(
            identifier: identifier, numberingSystem: numberingSystem, digits: digits,
            decimalSeparator: data.decimalSeparator, groupingSeparator: data.groupingSeparator,
            negativePrefix: data.negativePrefix, negativeSuffix: data.negativeSuffix, plusPrefix: plusPrefix,
            grouping: data.grouping, script: script, formatData: data)
        let locale = NumberLocale(
            storage: Storage(symbols, latin: { latinVariant()?.storage }, minusSign: minusSign, plusSign: plusSign))
        try locale.validateSymbols()
        return locale
    }
}
