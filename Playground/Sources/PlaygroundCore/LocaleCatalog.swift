import NumberEntry

/// Every locale ICU lists, with a sample number in its own digits for the picker.
public enum LocaleCatalog {
    /// One picker entry.
    public struct Entry: Sendable, Codable, Equatable {
        /// The ICU identifier.
        public let id: String
        /// `1234567.89` as the locale shows it.
        public let sample: String
        /// Whether the locale writes right to left (`rtl` or `ltr`).
        public let dir: String
        /// The currency of the locale's region (`EUR` for `de_DE`), the picker's code for a
        /// currency field; absent when ICU knows none.
        public let currency: String?
    }

    /// The identifiers a configuration may name: exactly ICU's list, so clients cannot fill
    /// the locale cache with made-up names.
    public static let identifiers: Set<String> = Set(NumberLocale.availableIdentifiers)

    /// The picker's entries, in ICU's order; locales whose data cannot load are left out.
    public static let entries: [Entry] = NumberLocale.availableIdentifiers.compactMap { identifier in
        guard let locale = try? NumberLocale.named(identifier) else { return nil }
        return Entry(
            id: identifier, sample: locale.text(of: sample, minFractionDigits: 2), dir: direction(of: locale),
            currency: Currency.code(ofLocale: identifier))
    }

    /// Whether a configuration may name `identifier`: a locale ICU lists, or a variant of one
    /// (`numberingSystem(ofVariant:)`).
    public static func accepts(_ identifier: String) -> Bool {
        identifiers.contains(identifier) || numberingSystem(ofVariant: identifier) != nil
    }

    /// The numbering system of a locale variant the picker does not list but a configuration
    /// may name: a listed locale whose data loads with a numbering system of 3 to 8 lowercase
    /// ASCII letters or digits, in ICU form (`hi_IN@numbers=deva`, the base also as `hi-IN`) or
    /// BCP 47 (`hi-IN-u-nu-deva`); `deva` for those. `nil` for any other identifier. Whether
    /// ICU has the numbering system is for loading to tell.
    public static func numberingSystem(ofVariant identifier: String) -> String? {
        let base: Substring
        let system: Substring
        if let keyword = identifier.firstRange(of: "@numbers=") {
            (base, system) = (identifier[..<keyword.lowerBound], identifier[keyword.upperBound...])
        } else if let keyword = identifier.firstRange(of: "-u-nu-"), !identifier.contains("_") {
            (base, system) = (identifier[..<keyword.lowerBound], identifier[keyword.upperBound...])
        } else {
            return nil
        }
        guard loadable.contains(String(base.replacing("-", with: "_"))), (3...8).contains(system.utf8.count),
            system.utf8.allSatisfy(isSystemByte)
        else { return nil }
        return String(system)
    }

    /// `rtl` for locales whose likely script is written right to left.
    public static func direction(of locale: NumberLocale) -> String {
        rightToLeftScripts.contains(locale.script) ? "rtl" : "ltr"
    }

    /// The listed identifiers whose data loads: the bases a variant may name.
    private static let loadable: Set<String> = Set(entries.map(\.id))

    private static func isSystemByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    private static let sample = ExactDecimal("1234567.89")!
    private static let rightToLeftScripts: Set<String> = [
        "Arab", "Hebr", "Thaa", "Syrc", "Nkoo", "Adlm", "Rohg", "Mand", "Samr", "Mend",
    ]
}
