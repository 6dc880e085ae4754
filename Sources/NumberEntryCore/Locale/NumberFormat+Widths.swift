extension NumberFormat {
    /// How a currency is written.
    ///
    /// Growable: a later version may add a width as a new static member (a minor version; ICU
    /// has more), so a `switch` over widths needs a `default`. Named by its `rawValue`
    /// (`"isoCode"`).
    public struct CurrencyWidth: RawRepresentable, Sendable, Hashable, Codable, CaseIterable {
        /// The widths, for the skeleton and the loaders.
        package enum Kind: String, CaseIterable {
            case symbol, narrow, isoCode
        }

        /// The width.
        package let kind: Kind

        private init(_ kind: Kind) { self.kind = kind }

        /// The locale's symbol (`$`, `€`, `CHF`): ICU's `unit-width-short`, the default.
        public static let symbol = CurrencyWidth(.symbol)
        /// The narrow symbol (`$` for CAD in `en_CA`): `unit-width-narrow`.
        public static let narrow = CurrencyWidth(.narrow)
        /// The ISO code (`JPY`): `unit-width-iso-code`.
        public static let isoCode = CurrencyWidth(.isoCode)

        /// Every width this version knows.
        public static var allCases: [CurrencyWidth] { Kind.allCases.map(CurrencyWidth.init) }

        /// The width named `rawValue` (`"narrow"`); `nil` for a name this version does not know.
        public init?(rawValue: String) {
            guard let kind = Kind(rawValue: rawValue) else { return nil }
            self.kind = kind
        }

        /// The width's name: `symbol`, `narrow`, `isoCode`.
        public var rawValue: String { kind.rawValue }

        // On the kind, not on `rawValue` (the standard library's default).
        public static func == (lhs: CurrencyWidth, rhs: CurrencyWidth) -> Bool { lhs.kind == rhs.kind }

        public func hash(into hasher: inout Hasher) { hasher.combine(kind) }
    }

    /// How a measure unit is written.
    ///
    /// Growable: a later version may add a width as a new static member (a minor version; ICU
    /// has more), so a `switch` over widths needs a `default`. Named by its `rawValue`
    /// (`"narrow"`).
    public struct UnitWidth: RawRepresentable, Sendable, Hashable, Codable, CaseIterable {
        /// The widths, for the skeleton.
        package enum Kind: String, CaseIterable {
            case short, narrow
        }

        /// The width.
        package let kind: Kind

        private init(_ kind: Kind) { self.kind = kind }

        /// The abbreviation (`12 kg`, `12 km/h`): ICU's `unit-width-short`, the default.
        public static let short = UnitWidth(.short)
        /// The narrow form (`12kg` in `en`): `unit-width-narrow`.
        public static let narrow = UnitWidth(.narrow)

        /// Every width this version knows.
        public static var allCases: [UnitWidth] { Kind.allCases.map(UnitWidth.init) }

        /// The width named `rawValue` (`"short"`); `nil` for a name this version does not know.
        public init?(rawValue: String) {
            guard let kind = Kind(rawValue: rawValue) else { return nil }
            self.kind = kind
        }

        /// The width's name: `short`, `narrow`.
        public var rawValue: String { kind.rawValue }

        // On the kind, not on `rawValue` (the standard library's default).
        public static func == (lhs: UnitWidth, rhs: UnitWidth) -> Bool { lhs.kind == rhs.kind }

        public func hash(into hasher: inout Hasher) { hasher.combine(kind) }
    }
}
