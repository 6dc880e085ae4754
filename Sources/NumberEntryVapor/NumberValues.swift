#if Vapor
    public import NumberEntryRules
    public import Vapor

    /// The exact values that number validators read, by the key of their field.
    public struct NumberValues: Sendable {
        private let values: [String: ExactDecimal]

        init(_ result: ValidationsResult) {
            var values: [String: ExactDecimal] = [:]
            for validation in result.results {
                if let number = validation.result as? NumberValidatorResult, let value = number.value {
                    values[validation.key.stringValue] = value
                }
            }
            self.values = values
        }

        /// The value of the field `key`; `nil` when it was empty, missing or not read by a number
        /// validator.
        public subscript(key: String) -> ExactDecimal? { values[key] }

        /// The value of the field `key`, for a field whose rules include `NumberRule.required`.
        /// - Throws: `Abort(.internalServerError)` when there is none: a field without the rule.
        public func value(_ key: String) throws -> ExactDecimal {
            guard let value = values[key] else {
                throw Abort(.internalServerError, reason: "no number was read for \(key)")
            }
            return value
        }
    }

    extension ValidationsResult {
        /// The exact values that the number validators read, by key (top-level fields).
        public var numbers: NumberValues { NumberValues(self) }
    }
#endif
