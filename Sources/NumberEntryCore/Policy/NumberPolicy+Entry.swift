extension NumberPolicy {
    /// How digits enter a field, written and read as its `rawValue` (`"cents"`).
    ///
    /// Growable: a later version may add a mode as a new static member (a minor version), so a
    /// `switch` over modes needs a `default`.
    public struct Entry: NamedVocabulary, Sendable, Codable, CustomStringConvertible {
        /// The modes, for the core's one branch on the mode (`ModeChoice.swift`).
        package enum Kind: String, CaseIterable {
            case natural, cents, fixed
        }

        /// The mode.
        package let kind: Kind

        package init(kind: Kind) { self.kind = kind }

        /// Where the caret is (Behaviour §4).
        public static let natural = Entry(kind: .natural)
        /// From the right, with exactly `maxFractionDigits` fraction digits shown; a caret or a
        /// selection among the digits edits the digit string there (cents mode, Behaviour §10.11).
        public static let cents = Entry(kind: .cents)
        /// Where the caret is, the fraction always shown with `maxFractionDigits` digits, filled
        /// with zeros; typed fraction digits overwrite (Behaviour §14).
        public static let fixed = Entry(kind: .fixed)
    }
}
