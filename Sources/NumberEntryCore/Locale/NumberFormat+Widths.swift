extension NumberFormat {
    /// How a currency is written, named by its `rawValue` (`"isoCode"`).
    ///
    /// Growable: a later version may add a width as a new static member (a minor version; ICU
    /// has more), so a `switch` over widths needs a `default`.
    public struct CurrencyWidth: NamedVocabulary, Sendable, Codable, CustomStringConvertible {
        /// The widths, for the skeleton and the loaders.
        package enum Kind: String, CaseIterable {
            case symbol, narrow, isoCode
        }

        /// The width.
        package let kind: Kind

        package init(kind: Kind) { self.kind = kind }

        /// The locale's symbol (`$`, `€`, `CHF`): ICU's `unit-width-short`, the default.
        public static let symbol = CurrencyWidth(kind: .symbol)
        /// The narrow symbol (`$` for CAD in `en_CA`): `unit-width-narrow`.
        public static let narrow = CurrencyWidth(kind: .narrow)
        /// The ISO code (`JPY`): `unit-width-iso-code`.
        public static let isoCode = CurrencyWidth(kind: .isoCode)
    }

    /// How a measure unit is written, named by its `rawValue` (`"narrow"`).
    ///
    /// Growable: a later version may add a width as a new static member (a minor version; ICU
    /// has more), so a `switch` over widths needs a `default`.
    public struct UnitWidth: NamedVocabulary, Sendable, Codable, CustomStringConvertible {
        /// The widths, for the skeleton.
        package enum Kind: String, CaseIterable {
            case short, narrow
        }

        /// The width.
        package let kind: Kind

        package init(kind: Kind) { self.kind = kind }

        /// The abbreviation (`12 kg`, `12 km/h`): ICU's `unit-width-short`, the default.
        public static let short = UnitWidth(kind: .short)
        /// The narrow form (`12kg` in `en`): `unit-width-narrow`.
        public static let narrow = UnitWidth(kind: .narrow)
    }
}
