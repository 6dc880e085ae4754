public import NumberEntry

/// A number field as a hints file declares it: its limits and how it is displayed.
public struct FieldSpec: Sendable, Hashable {
    /// The field's name in the model (its key in the hints file).
    public let name: String
    /// The limits (`maxIntegerDigits`, `maxFractionDigits`, `minFractionDigits`,
    /// `allowsNegative`, `minimum`, `maximum`); absent keys keep `NumberPolicy`'s defaults.
    public let policy: NumberPolicy
    /// How many characters a typical value has, for a character counter.
    public let expectedLength: Int?
    /// The declared width; `nil` when the file gives none (see `displayWidth(in:)`).
    public let declaredWidth: DisplayWidth?
    /// Whether to show a character counter under the field.
    public let showCharacterCounter: Bool

    /// A field spec.
    public init(
        name: String, policy: NumberPolicy = NumberPolicy(), expectedLength: Int? = nil,
        declaredWidth: DisplayWidth? = nil, showCharacterCounter: Bool = false
    ) {
        self.name = name
        self.policy = policy
        self.expectedLength = expectedLength
        self.declaredWidth = declaredWidth
        self.showCharacterCounter = showCharacterCounter
    }

    /// The rules the bounds imply: `minimum` and `maximum` (inclusive), which typing alone
    /// cannot enforce on the near side of zero.
    public var rules: [NumberRule] {
        [policy.minimum.map { NumberRule.minimum($0) }, policy.maximum.map { NumberRule.maximum($0) }].compactMap { $0 }
    }

    /// The declared width, or the size class derived from the policy in `locale`.
    public func displayWidth(in locale: NumberLocale) -> DisplayWidth {
        declaredWidth ?? DisplayWidth.derived(from: policy, in: locale)
    }
}
