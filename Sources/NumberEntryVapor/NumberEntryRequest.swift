#if Vapor
    import NumberEntryRules
    public import Vapor

    extension Request {
        /// Number validation in the request's locale.
        public var numberEntry: NumberEntryRequest { NumberEntryRequest(request: self) }
    }

    /// Validates a request's content with number validators that read in the request's locale.
    public struct NumberEntryRequest: Sendable {
        /// The request.
        public let request: Request

        /// The locale the request asks for: the first of its `Accept-Language` tags, by weight,
        /// that the app supports (`NumberEntryConfiguration.locales`), else the app's default.
        public var localeIdentifier: String {
            let configuration = request.application.numberEntry
            let header = request.headers.first(name: .acceptLanguage) ?? ""
            return configuration.matcher.match(acceptLanguage: header) ?? configuration.defaultLocale
        }

        /// Validates the request's content; number validators without a locale of their own read
        /// in `localeIdentifier`.
        /// - Returns: The values the number validators read.
        /// - Throws: Vapor's `ValidationsError` (400 Bad Request) listing every failure (a field
        ///   that is not text among them), or Vapor's errors for a body it cannot decode: 422
        ///   without a body or a content type, 415 for a content type without a decoder.
        @discardableResult
        public func validate(_ validations: Validations) throws -> NumberValues {
            let result = try NumberReading.$requestLocale.withValue(localeIdentifier) {
                try validations.validate(request: request)
            }
            try result.assert()
            return result.numbers
        }

        /// Validates the request's content with the validations of `type`, as `validate(_:)` does.
        @discardableResult
        public func validate<T: Validatable>(_ type: T.Type) throws -> NumberValues {
            try validate(type.validations())
        }
    }
#endif
