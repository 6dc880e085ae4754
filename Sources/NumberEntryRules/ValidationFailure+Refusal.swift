public import NumberEntry

extension ValidationFailure {
    /// The failure a parser's refusal of `text` stands for: the failure of the rule that checks
    /// the same limit (`tooManyFractionDigits` is `maxFractionDigits` with the policy's count,
    /// `aboveMaximum` is `maximum` with its bound, `negativeNotAllowed` is `minimum` 0), or
    /// `notANumber` for `empty` and `notANumber`, worded by `NumberParser.explanation(of:in:)`.
    public init(_ error: ParseError, in text: String, parser: NumberParser) {
        if let limit = PolicyLimit(error) {
            self = limit.failure(in: parser.policy)
        } else {
            self.init(code: .notANumber, message: ValidationMessage(parser.explanation(of: error, in: text)))
        }
    }

    /// The failure a refused edit stands for in a field with `policy`, as `init(_:in:parser:)`
    /// maps the parser's refusal of the same limit (`decimalNotAllowed` is `maxFractionDigits`
    /// 0); `nil` for a refusal that breaks no limit: `invalidCharacter`, `groupingIsAutomatic`,
    /// `invalidPaste`, `invalidRange`.
    public init?(_ rejection: EditRejection, policy: NumberPolicy.Resolved) {
        guard let limit = PolicyLimit(rejection) else { return nil }
        self = limit.failure(in: policy)
    }
}
