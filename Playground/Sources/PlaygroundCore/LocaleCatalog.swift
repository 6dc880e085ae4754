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
    }

    /// The identifiers a configuration may name: exactly ICU's list, so clients cannot fill
    /// the locale cache with made-up names.
    public static let identifiers: Set<String> = Set(NumberLocale.availableIdentifiers)

    /// The picker's entries, in ICU's order; locales whose data cannot load are left out.
    public static let entries: [Entry] = NumberLocale.availableIdentifiers.compactMap { identifier in
        guard let locale = try? NumberLocale.named(identifier) else { return nil }
        return Entry(
            id: identifier, sample: locale.text(of: sample, minFractionDigits: 2), dir: direction(of: locale))
    }

    /// `rtl` for locales whose likely script is written right to left.
    public static func direction(of locale: NumberLocale) -> String {
        rightToLeftScripts.contains(locale.script) ? "rtl" : "ltr"
    }

    private static let sample = ExactDecimal("1234567.89")!
    private static let rightToLeftScripts: Set<String> = [
        "Arab", "Hebr", "Thaa", "Syrc", "Nkoo", "Adlm", "Rohg", "Mand", "Samr", "Mend",
    ]
}
