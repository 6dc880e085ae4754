extension NumberLocale {
    /// Throws `invalidLocaleData` for symbols after which a value's text would not read back as
    /// that value: a decimal or grouping separator that is ignorable (typed text drops it) or a
    /// sign key, a sign holding a digit or a separator, or a negative sign that is empty or only
    /// ignorables (negatives would read as positives). A format's affixes are checked only for
    /// their sign, what the negative ones add to the positive ones (`-` of `-$` against `$`):
    /// the rest is not read as a number (`L/100 km` holds digits, ` kr.` the grouping separator
    /// of `da`). Every locale the data sources load passes; checked once, when the data is made.
    func validateSymbols() throws(NumberEntryError) {
        for separator in [decimalSeparator, groupingSeparator].compactMap({ $0 }) {
            guard !Ignorables.contains(separator) else {
                throw .invalidLocaleData("separator \(Self.name(separator)) is an invisible character")
            }
            guard !isMinusKey(separator), !isPlusKey(separator) else {
                throw .invalidLocaleData("separator \(Self.name(separator)) is a sign key")
            }
        }
        let negative =
            Self.units(negativePrefix, storage.prefixSign) + Self.units(negativeSuffix, storage.suffixSign)
        for sign in [negative, isAffixed ? "" : plusPrefix] {
            if let scalar = sign.unicodeScalars.first(where: isDigitOrSeparator) {
                throw .invalidLocaleData("sign \(Self.name(sign)) holds the digit or separator \(Self.name(scalar))")
            }
        }
        guard !Ignorables.removing(from: negative).isEmpty else {
            throw .invalidLocaleData("no negative sign: negatives would read as positives")
        }
    }

    private func isDigitOrSeparator(_ scalar: Unicode.Scalar) -> Bool {
        digitValue(of: scalar) != nil || scalar == decimalSeparator || scalar == groupingSeparator
    }

    /// The UTF-16 range `range` of `text`.
    private static func units(_ text: String, _ range: Range<Int>) -> String {
        String(decoding: Array(text.utf16)[range], as: UTF16.self)
    }

    private static func name(_ scalar: Unicode.Scalar) -> String { name(String(scalar)) }

    private static func name(_ text: String) -> String { "\"\(Printable.escaped(text))\"" }
}
