extension NumberPolicy {
    /// How digits enter a field.
    ///
    /// Growable: a later version may add a mode as a new static member (a minor version), so a
    /// `switch` over a policy's mode needs a `default`. Written and read as its `rawValue`
    /// (`"cents"`).
    public struct Entry: RawRepresentable, Sendable, Hashable, CaseIterable, Codable {
        /// The modes, for the core's one branch on the mode (`ModeChoice.swift`).
        enum Kind: String, CaseIterable {
            case natural, cents, fixed
        }

        /// The mode, for the core.
        let kind: Kind

        private init(_ kind: Kind) { self.kind = kind }

        /// Where the caret is (Behaviour §4).
        public static let natural = Entry(.natural)
        /// From the right, with exactly `maxFractionDigits` fraction digits shown; a caret or a
        /// selection among the digits edits the digit string there (cents mode, Behaviour §10.11).
        public static let cents = Entry(.cents)
        /// Where the caret is, the fraction always shown with `maxFractionDigits` digits, filled
        /// with zeros; typed fraction digits overwrite (Behaviour §14).
        public static let fixed = Entry(.fixed)

        /// Every mode this version knows, in the order they were added.
        public static var allCases: [Entry] { Kind.allCases.map(Entry.init) }

        /// The mode named `rawValue` (`"cents"`); `nil` for a name this version does not know.
        public init?(rawValue: String) {
            guard let kind = Kind(rawValue: rawValue) else { return nil }
            self.kind = kind
        }

        /// The mode's name: `natural`, `cents`, `fixed`.
        public var rawValue: String { kind.rawValue }

        // On the kind: the standard library's default for a `RawRepresentable` type compares and
        // hashes `rawValue`, a string built on every call.
        public static func == (lhs: Entry, rhs: Entry) -> Bool { lhs.kind == rhs.kind }

        public func hash(into hasher: inout Hasher) { hasher.combine(kind) }
    }
}
