#if Vapor
    public import NumberEntryRules
    public import Vapor

    /// What a number validator found in a field: its exact value, or the failure, described in the
    /// locale the field was read in.
    ///
    /// `ValidationsResult.numbers` collects the values, so a route handler reads each field once.
    public struct NumberValidatorResult: ValidatorResult {
        /// The exact value read; `nil` for an empty field or a failure.
        public let value: ExactDecimal?
        /// The rule the field broke, as the rules module reports it: a limit of the policy (as
        /// `ValidationFailure.init(_:in:parser:)` maps it) or a rule of the validator (`maximum`,
        /// `multipleOf`, …), `notANumber`, or `textTooLong`.
        public let failure: ValidationFailure?
        /// Why the parser refused the text, when it did.
        public let parseError: ParseError?
        /// The locale the field was read in, with the digits of its policy.
        public let locale: NumberLocale?
        /// The error that kept the validator from reading at all: a locale without data, a policy
        /// that contradicts itself. A mistake of the server's, never of the person's.
        public let configurationError: NumberEntryError?
        private let policy: NumberPolicy?

        init(parser: NumberParser, value: ExactDecimal?) {
            self.value = value
            failure = nil
            parseError = nil
            locale = parser.locale
            policy = parser.policy.stored
            configurationError = nil
        }

        init(parser: NumberParser, failure: ValidationFailure, parseError: ParseError? = nil) {
            value = nil
            self.failure = failure
            self.parseError = parseError
            locale = parser.locale
            policy = parser.policy.stored
            configurationError = nil
        }

        init(unusable error: NumberEntryError) {
            value = nil
            failure = nil
            parseError = nil
            locale = nil
            policy = nil
            configurationError = error
        }

        /// Whether the field was refused: a failed rule or a policy the server got wrong.
        public var isFailure: Bool { failure != nil || configurationError != nil }

        /// Vapor's text for a field that passed: "is a number".
        public var successDescription: String? { isFailure ? nil : "is a number" }

        /// The rules module's message for the failure, its numbers in the locale's format and digits
        /// (`Must be at most 10.000` in `de_DE`, `Must be at most ١٠٬٠٠٠` in `ar_EG`).
        public var failureDescription: String? {
            if let configurationError { return "cannot be read: \(configurationError)" }
            guard let failure, let locale, let policy else { return nil }
            return failure.message(in: locale, policy: policy)
        }
    }
#endif
