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
        var data = storage.formatData
        data?.decimalSeparator = decimal
        data?.groupingSeparator = grouping
        let locale = NumberLocale(
            storage: Storage(
                identifier: identifier, numberingSystem: numberingSystem, digits: digits, decimalSeparator: decimal,
                groupingSeparator: grouping, negativePrefix: negativePrefix, negativeSuffix: negativeSuffix,
                plusPrefix: plusPrefix, grouping: self.grouping, script: script, latin: storage.latin,
                formatData: data, minusSign: minusSign, plusSign: plusSign))
        try locale.validateSymbols()
        return locale
    }
}
