extension NumberLocale {
    /// This data with another decimal or grouping separator (`nil` keeps the one it has), in the
    /// number's body and in the format's: the separators a person set for their locale. Throws
    /// `invalidLocaleData` when they clash with each other or with the digits, or would keep a
    /// value's text from reading back (an invisible separator, a sign key).
    package func replacingSeparators(decimal: Unicode.Scalar?, grouping: Unicode.Scalar?) throws(NumberEntryError)
        -> NumberLocale
    {
        let decimal = decimal ?? decimalSeparator
        let grouping = grouping ?? groupingSeparator
        try Self.validate(digits: digits, decimal: decimal, grouping: grouping)
        var symbols = storage.symbols
        symbols.decimalSeparator = decimal
        symbols.groupingSeparator = grouping
        symbols.formatData?.decimalSeparator = decimal
        symbols.formatData?.groupingSeparator = grouping
        let locale = NumberLocale(
            storage: Storage(symbols, latin: storage.latin, minusSign: minusSign, plusSign: plusSign))
        try locale.validateSymbols()
        return locale
    }
}
