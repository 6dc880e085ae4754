/// How a setting's value is written as text (`"4"`, `"true"`, `"-100.5"`, `"cents"`), the one
/// text every reader of the policy object gives `init(settings:)`.
struct SettingCodec<Value>: Sendable {
    /// The value's JSON kind.
    let kind: NumberPolicy.SettingKind
    /// What the setting takes, for the message that refuses other text (`an integer`).
    let expected: String
    /// The value `text` writes; `nil` when it is none (so an optional setting's value is
    /// `.some(nil)` for "left out", never a failed read made `nil`).
    let read: @Sendable (String) throws(NumberEntryError) -> Value?
    /// The value's text; `nil` when the setting is left out (to the format).
    let write: @Sendable (Value) -> String?
}

extension SettingCodec<Int?> {
    /// A whole number in ASCII digits, with `-` if negative (which `validate()` refuses).
    static var integer: Self {
        Self(
            kind: .integer, expected: "an integer",
            read: { text in
                let digits = text.utf8.first == UInt8(ascii: "-") ? text.utf8.dropFirst() : text.utf8[...]
                guard !digits.isEmpty, digits.count <= 19, digits.allSatisfy({ $0 &- UInt8(ascii: "0") < 10 }),
                    let value = Int(text)
                else { return nil }
                return value
            }, write: { $0.map(String.init) })
    }
}

extension SettingCodec<Bool> {
    /// `true` or `false`.
    static var boolean: Self {
        Self(kind: .boolean, expected: "true or false", read: { Bool($0) }, write: { String($0) })
    }
}

extension SettingCodec<ExactDecimal?> {
    /// An exact decimal as `ExactDecimal` writes it.
    static var decimal: Self {
        Self(
            kind: .decimal, expected: "a decimal such as -100.5", read: { ExactDecimal($0).map { .some($0) } },
            write: { $0?.description }
        )
    }
}

extension SettingCodec<NumberPolicy.Step> {
    /// A step as written (`0.50`).
    static var step: Self {
        Self(kind: .text, expected: "a decimal", read: { NumberPolicy.Step($0) }, write: \.description)
    }
}

extension SettingCodec<ExactDecimal.RoundingMode?> {
    /// `reject` (no mode) or a rounding mode's name.
    static var rounding: Self {
        let modes = ExactDecimal.RoundingMode.allCases.map(\.rawValue).joined(separator: ", ")
        return Self(
            kind: .text, expected: "reject, \(modes)",
            read: { text in
                text == "reject" ? .some(nil) : ExactDecimal.RoundingMode(rawValue: text).map { .some($0) }
            }, write: { $0?.rawValue ?? "reject" })
    }
}

extension SettingCodec<NumberFormat> {
    /// `plain` or an ICU skeleton; a token the engine does not offer is `unsupportedFormat`.
    static var format: Self {
        Self(
            kind: .text, expected: "a format",
            read: { (text: String) throws(NumberEntryError) in
                switch NumberFormat.read(wireText: text) {
                case .success(let format): return format
                case .failure(let bad):
                    let token = NumberPolicy.quoted(String(bad.token))
                    throw .unsupportedFormat("token \(token) in \(NumberPolicy.quoted(text))")
                }
            }, write: \.description)
    }
}

extension SettingCodec where Value: RawRepresentable & CaseIterable & Sendable, Value.RawValue == String {
    /// One of the options by name.
    static func choice() -> Self {
        let options = Dictionary(uniqueKeysWithValues: Value.allCases.map { ($0.rawValue, $0) })
        let names = Value.allCases.map(\.rawValue).joined(separator: ", ")
        return Self(kind: .text, expected: names, read: { options[$0] }, write: \.rawValue)
    }
}
