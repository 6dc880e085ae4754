/// The one declaration of the policy's settings. Each entry names a setting, its JSON kind, the
/// property it sets, the text it reads and writes, an example value other than its default, and
/// the rule its value must meet on its own; `init(settings:)`, `settings`, `Codable`,
/// `validate()` and the hints files' keys walk this table, and a test walks it over the
/// command-line flags and the settings table of the "Stored and wire formats" article. Adding a
/// setting is one entry here plus its `var` and its behaviour.
extension NumberPolicy {
    /// How a setting's value is written in JSON.
    package enum SettingKind: Sendable {
        /// A JSON integer (`4`).
        case integer
        /// A JSON Boolean (`true`).
        case boolean
        /// An exact decimal, written as a JSON string (`"-100.5"`); read from a number too.
        case decimal
        /// A JSON string (`"cents"`, `"currency/EUR"`, `"0.50"`).
        case text
    }

    /// Every setting, in the order a policy writes and reads them.
    package static let settingTable: [SettingEntry] = [
        SettingEntry(.format, \.format, .format, example: "currency/EUR"),
        SettingEntry(.maxIntegerDigits, \.maxIntegerDigits, .integer, example: "7") { $0 < 1 ? "be at least 1" : nil },
        SettingEntry(.maxFractionDigits, \.maxFractionDigits, .integer, example: "3") {
            $0 < 0 ? "not be negative" : nil
        },
        SettingEntry(.minFractionDigits, \.minFractionDigits, .integer, example: "1") { digits in
            if digits < 0 { return "not be negative" }
            return digits > maximumMinFractionDigits ? "be at most \(maximumMinFractionDigits)" : nil
        },
        SettingEntry(.allowsNegative, \.allowsNegative, .boolean, example: "false"),
        SettingEntry(.minimum, \.minimum, .decimal, example: "-100.5"),
        SettingEntry(.maximum, \.maximum, .decimal, example: "100.5"),
        SettingEntry(.digits, \.digits, .choice(), example: "latin"),
        SettingEntry(.step, \.step, .step, example: "0.25") {
            $0.value.isNegative || $0.value.isZero ? "be positive" : nil
        },
        SettingEntry(.entry, \.entry, .choice(), example: "cents"),
        SettingEntry(.currencyUsage, \.currencyUsage, .choice(), example: "cash"),
        SettingEntry(.affixesWhenEmpty, \.affixesWhenEmpty, .boolean, example: "true"),
        SettingEntry(.showsAffixes, \.showsAffixes, .boolean, example: "false"),
        SettingEntry(.percentValue, \.percentValue, .choice(), example: "fraction"),
        SettingEntry(.clampOnFinalize, \.clampOnFinalize, .boolean, example: "true"),
        SettingEntry(.rounding, \.rounding, .rounding, example: "halfEven"),
    ]

    /// A setting's entry in `settingTable`.
    package struct SettingEntry: Sendable {
        /// The setting.
        package let setting: Setting
        /// Its value's JSON kind.
        package let kind: SettingKind
        /// A valid value other than the default, as text (every example together is a valid policy).
        package let example: String
        /// Sets the setting from its text.
        package let read: @Sendable (inout NumberPolicy, String) throws(NumberEntryError) -> Void
        /// The setting's text; `nil` when left to the format.
        package let write: @Sendable (NumberPolicy) -> String?
        /// What the value must do on its own (`be at least 1`), when it does not.
        let rule: @Sendable (NumberPolicy) -> String?

        /// The entry of the setting held at `keyPath`, read and written by `codec`; `rule` says
        /// what a value must do (`be at least 1`) when it does not.
        init<Value>(
            _ setting: Setting, _ keyPath: WritableKeyPath<NumberPolicy, Value> & Sendable,
            _ codec: SettingCodec<Value>,
            example: String, rule: @escaping @Sendable (Value) -> String? = { _ in nil }
        ) {
            self.init(setting, keyPath, codec, example: example, value: { $0 }, rule: rule)
        }

        /// The entry of an optional setting; `rule` checks a value that is set.
        init<Value>(
            _ setting: Setting, _ keyPath: WritableKeyPath<NumberPolicy, Value?> & Sendable,
            _ codec: SettingCodec<Value?>, example: String, rule: @escaping @Sendable (Value) -> String?
        ) {
            self.init(setting, keyPath, codec, example: example, value: { $0 }, rule: rule)
        }

        private init<Value, Checked>(
            _ setting: Setting, _ keyPath: WritableKeyPath<NumberPolicy, Value> & Sendable,
            _ codec: SettingCodec<Value>,
            example: String, value: @escaping @Sendable (Value) -> Checked?,
            rule: @escaping @Sendable (Checked) -> String?
        ) {
            self.setting = setting
            self.kind = codec.kind
            self.example = example
            self.read = { (policy: inout NumberPolicy, text: String) throws(NumberEntryError) in
                guard let value = try codec.read(text) else {
                    throw .invalidPolicy(
                        setting, .invalidValue, "\(setting) takes \(codec.expected), not \(quoted(text))")
                }
                policy[keyPath: keyPath] = value
            }
            self.write = { codec.write($0[keyPath: keyPath]) }
            self.rule = { value($0[keyPath: keyPath]).flatMap(rule) }
        }

        /// Throws `invalidPolicy` (`outOfRange`) when `policy`'s value breaks the setting's own rule.
        package func check(_ policy: NumberPolicy) throws(NumberEntryError) {
            guard let must = rule(policy) else { return }
            throw .invalidPolicy(setting, .outOfRange, "\(setting) must \(must)")
        }
    }

    /// `text` in quotes, shortened and with invisible characters shown, for messages.
    package static func quoted(_ text: String) -> String {
        "\"" + Printable.escaped(text, limit: 40) + "\""
    }
}
