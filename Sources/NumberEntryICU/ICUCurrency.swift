internal import CICUBridge

/// What the system-ICU data source asks ICU about a currency.
package enum ICUCurrency {
    /// Whether ICU lists the ISO code (`ucurr_openISOCurrencies(UCURR_ALL)`), in any case.
    package static func isKnown(_ code: String) -> Bool {
        code.utf8.count == 3 && cicu_currency_isKnown(code) == 1
    }

    /// ICU's fraction digits for the currency, standard or cash; `nil` on failure.
    package static func fractionDigits(_ code: String, cash: Bool) -> Int? {
        let digits = cicu_currency_fractionDigits(code, cash ? 1 : 0)
        return digits >= 0 ? Int(digits) : nil
    }

    /// ICU's rounding increment as decimal text with `digits` fraction digits (`0.05`); `nil`
    /// on failure.
    package static func increment(_ code: String, cash: Bool, digits: Int) -> String? {
        ICUString.cString(capacity: 64) { cicu_currency_increment(code, cash ? 1 : 0, Int32(digits), $0, $1) }
    }

    /// The currency's symbol or narrow symbol in a locale (`root` included); `nil` on failure.
    package static func symbol(_ code: String, locale: String, narrow: Bool) -> String? {
        var buffer = [UInt16](repeating: 0, count: 64)
        let length = cicu_currency_symbol(code, locale, narrow ? 1 : 0, &buffer, Int32(buffer.count))
        guard length >= 0 else { return nil }
        return String(decoding: buffer[..<Int(length)], as: UTF16.self)
    }
}

extension ICUCurrency {
    /// The locale's own currency code (`EUR` for `de_DE`); `nil` when ICU knows none.
    package static func code(forLocale identifier: String) -> String? {
        ICUString.cString(capacity: 8) { cicu_currency_forLocale(identifier, $0, $1) }
    }
}
