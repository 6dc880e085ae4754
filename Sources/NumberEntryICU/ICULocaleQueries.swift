internal import CICUBridge
import NumberEntryCore

/// What the system-ICU data source asks ICU about a locale, apart from formatting.
package enum ICULocaleQueries {
    /// Every locale ICU lists (805 in ICU 72).
    package static var availableIdentifiers: [String] { LocaleIdentifier.available }

    /// The canonical ICU identifier for a user's identifier; see `LocaleIdentifier`.
    package static func canonical(_ identifier: String, digits: NumberPolicy.Digits) throws(NumberEntryError)
        -> String
    {
        try LocaleIdentifier.canonical(identifier, digits: digits)
    }

    /// The name of the locale's numbering system; `nil` for an unknown or algorithmic one
    /// (Roman numerals cannot be typed digit by digit).
    package static func numberingSystem(_ identifier: String) -> String? {
        ICUString.cString(capacity: 32) { cicu_numberingSystem(identifier, $0, $1) }
    }

    /// ICU's likely script of the locale (ISO 15924: `Cyrl` for `ru`).
    package static func likelyScript(_ identifier: String) -> String? {
        ICUString.cString(capacity: 8) { cicu_likelyScript(identifier, $0, $1) }
    }
}
