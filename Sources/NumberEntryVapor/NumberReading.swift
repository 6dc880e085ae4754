#if Vapor
    public import NumberEntryRules

    /// How a number validator reads a field's text: the locale (or the request's), the policy, the
    /// strictness, the rules and the longest text it reads.
    struct NumberReading: Sendable {
        /// The locale of the request being validated, set by `NumberEntryRequest.validate(_:)`.
        @TaskLocal static var requestLocale: String?

        /// The locale read when neither the validator nor a request names one.
        static let fallbackLocale = "en_US"

        let rules: [NumberRule]
        let policy: NumberPolicy
        let strictness: NumberParser.Strictness
        let maxLength: Int
        /// The parser of the validator's own locale, made once; `nil` to read in the request's.
        let parser: Result<NumberParser, NumberEntryError>?

        init(
            rules: [NumberRule], locale: String?, policy: NumberPolicy, strictness: NumberParser.Strictness,
            maxLength: Int
        ) {
            self.rules = rules
            self.policy = policy
            self.strictness = strictness
            self.maxLength = max(0, maxLength)
            parser = locale.map { identifier in
                Result { () throws(NumberEntryError) in try NumberParser(localeIdentifier: identifier, policy: policy) }
            }
        }

        /// The result of reading `text`: its exact value and the first rule it breaks, if any.
        func read(_ text: String) -> NumberValidatorResult {
            let made =
                parser
                ?? Result { () throws(NumberEntryError) in
                    try NumberParser(
                        localeIdentifier: Self.requestLocale ?? Self.fallbackLocale, policy: policy)
                }
            let parser: NumberParser
            switch made {
            case .success(let made): parser = made
            case .failure(let error): return NumberValidatorResult(unusable: error)
            }
            // Counted before anything reads the text, so a hostile field costs one pass over its
            // scalars at most, none past 4 bytes a scalar: no number a person types is this long.
            // The bytes are divided, never `maxLength` multiplied, so every `maxLength` up to
            // `Int.max` compares without overflow.
            let bytes = text.utf8.count
            guard bytes <= maxLength || ((bytes + 3) / 4 <= maxLength && text.unicodeScalars.count <= maxLength) else {
                let failure = ValidationFailure(
                    code: .textTooLong, parameters: ["maxLength": .count(maxLength)],
                    message: "Must have at most {maxLength} characters")
                return NumberValidatorResult(parser: parser, failure: failure)
            }
            let value: ExactDecimal?
            do throws(ParseError) {
                value = try parser.parse(text, strictness: strictness)
            } catch .empty {
                value = nil
            } catch {
                return NumberValidatorResult(
                    parser: parser, failure: ValidationFailure(error, in: text, parser: parser), parseError: error)
            }
            for rule in rules {
                if let failure = rule.validate(value) { return NumberValidatorResult(parser: parser, failure: failure) }
            }
            return NumberValidatorResult(parser: parser, value: value)
        }
    }

    extension ValidationCode {
        /// The text is longer than a number validator reads (parameter `maxLength`).
        public static let textTooLong: ValidationCode = "textTooLong"
    }
#endif
