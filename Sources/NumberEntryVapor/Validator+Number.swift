#if Vapor
    public import NumberEntryRules
    public import Vapor

    extension Validator where T == String {
        /// A string field read as a number of a locale and checked by the rules of `NumberEntryRules`.
        ///
        /// ```swift
        /// validations.add("price", as: String.self, is: .number(.required, .maximum(10_000)))
        /// validations.add("total", as: String.self, is: .number(.maximum(500), locale: "de_CH"))
        /// ```
        ///
        /// An empty field passes every rule but `NumberRule.required`, as in a form. A failure is
        /// described by the rules module's message in the locale the field was read in; the value
        /// read is in `ValidationsResult.numbers`, so a handler does not parse it again.
        ///
        /// - Parameters:
        ///   - rules: The rules (`NumberRule`), checked in order on the exact value.
        ///   - locale: The locale to read in (`de_DE`, `ar-EG`); `nil` reads in the request's
        ///     locale when validating through `Request.numberEntry`, else in `en_US`.
        ///   - policy: The limits and format of the number; its limits are checked first, by the
        ///     parser (Behaviour §18), and fail with the rule they stand for (`maximum`, …).
        ///   - strictness: `.strict` takes what a field of the locale shows; `.lenient` also what a
        ///     paste takes (Behaviour §18).
        ///   - maxLength: The most characters (Unicode scalars) read: a longer text fails (code
        ///     `textTooLong`) before anything parses it. Any `Int` is taken; a negative one reads
        ///     as 0 (only the empty field is read).
        public static func number(
            _ rules: NumberRule..., locale: String? = nil, policy: NumberPolicy = NumberPolicy(),
            strictness: NumberParser.Strictness = .strict, maxLength: Int = 256
        ) -> Validator<String> {
            let reading = NumberReading(
                rules: rules, locale: locale, policy: policy, strictness: strictness, maxLength: maxLength)
            return Validator { reading.read($0) }
        }
    }
#endif
