extension NumberEntryError {
    /// Which reason an error is, named by its `description` (`unsupportedFormat`). New codes may
    /// come in a minor version.
    public struct Code: Sendable, Hashable, CustomStringConvertible {
        private enum Kind: String, Sendable {
            case unsupportedLocale, invalidLocaleData, invalidPolicy, formatMismatch, notCanonical
            case invalidStartState, unsupportedFormat
        }

        private let kind: Kind

        private init(_ kind: Kind) { self.kind = kind }

        /// The code's name, e.g. `unsupportedFormat`.
        public var description: String { kind.rawValue }

        /// ICU has no number data for the identifier.
        public static let unsupportedLocale = Code(.unsupportedLocale)
        /// Locale data built by hand cannot be used.
        public static let invalidLocaleData = Code(.invalidLocaleData)
        /// A policy setting the engine cannot use.
        public static let invalidPolicy = Code(.invalidPolicy)
        /// The policy names a format and the locale data was loaded for another.
        public static let formatMismatch = Code(.formatMismatch)
        /// A starting text is not what the engine renders for its content.
        public static let notCanonical = Code(.notCanonical)
        /// A starting state breaks the policy or its selection is out of bounds.
        public static let invalidStartState = Code(.invalidStartState)
        /// A format the engine does not offer.
        public static let unsupportedFormat = Code(.unsupportedFormat)
    }
}
