/// The policy object: every setting by its name, its value written as text (`"4"`, `"true"`,
/// `"cents"`, `"currency/EUR"`, `"-100.5"`). This is the one reader and writer of a policy's
/// settings: `Codable`, keystroke case files, the command-line tool's flags, the playground's
/// address and hints files all go through it, so each accepts the same names and values.
extension NumberPolicy {
    /// How a setting's value is written in JSON.
    package enum SettingKind: Sendable {
        /// A JSON integer (`4`).
        case integer
        /// A JSON Boolean (`true`).
        case boolean
        /// A JSON string (`"cents"`, `"currency/EUR"`, `"-100.5"`).
        case text
    }

    /// Every setting's name, in the order a policy writes them, with its value's JSON type.
    package static let settingKinds: [(name: String, kind: SettingKind)] = [
        ("format", .text), ("maxIntegerDigits", .integer), ("maxFractionDigits", .integer),
        ("minFractionDigits", .integer), ("allowsNegative", .boolean), ("minimum", .text), ("maximum", .text),
        ("digits", .text), ("step", .text), ("entry", .text), ("currencyUsage", .text), ("affixesWhenEmpty", .boolean),
        ("showsAffixes", .boolean), ("percentValue", .text), ("clampOnFinalize", .boolean), ("rounding", .text),
    ]

    /// The JSON type of the setting `name`; `nil` for a name that is no setting.
    package static func settingKind(_ name: String) -> SettingKind? {
        settingKinds.first { $0.name == name }?.kind
    }

    /// Reads a policy object whose values are given as text, as a URL query or command-line flags
    /// give them (`["format": "currency/EUR", "maxIntegerDigits": "7", "entry": "cents"]`); a
    /// setting left out takes its default, so `[:]` is `NumberPolicy()`. The settings and their
    /// values are the keystroke case files' policy object: `format` (`plain` or an ICU skeleton),
    /// `maxIntegerDigits`, `maxFractionDigits`, `minFractionDigits` (integers), `allowsNegative`,
    /// `affixesWhenEmpty`, `showsAffixes`, `clampOnFinalize` (`true` or `false`), `minimum`,
    /// `maximum`, `step` (decimals such as `-100.5`), `digits` (`locale`, `latin`), `entry`
    /// (`natural`, `cents`, `fixed`), `currencyUsage` (`standard`, `cash`), `percentValue`
    /// (`shown`, `fraction`) and `rounding` (`reject` or an `ExactDecimal.RoundingMode`).
    /// The limits are not checked against each other here: `validate()` does that.
    /// - Throws: `invalidPolicy` naming an unknown setting, or a setting and the value it does
    ///   not take; `unsupportedFormat` naming the first skeleton token `format` refuses.
    public init(settings: [String: String]) throws(NumberEntryError) {
        if let unknown = settings.keys.filter({ Self.settingKind($0) == nil }).min() {
            throw .invalidPolicy("unknown setting \(Self.quoted(unknown))")
        }
        self.init()
        for (name, _) in Self.settingKinds {
            if let text = settings[name] { try setSetting(name, to: text) }
        }
    }

    /// Every setting's value as text, by name, as `init(settings:)` reads them back: all but the
    /// fraction digits left to the format (`nil`).
    public var settings: [String: String] {
        var settings = [
            "format": format.description, "allowsNegative": String(allowsNegative), "digits": digits.rawValue,
            "step": step.description, "entry": entry.rawValue, "currencyUsage": currencyUsage.rawValue,
            "affixesWhenEmpty": String(affixesWhenEmpty), "showsAffixes": String(showsAffixes),
            "percentValue": percentValue.rawValue, "clampOnFinalize": String(clampOnFinalize),
            "rounding": rounding?.rawValue ?? "reject",
        ]
        settings["maxIntegerDigits"] = maxIntegerDigits.map(String.init)
        settings["maxFractionDigits"] = maxFractionDigits.map(String.init)
        settings["minFractionDigits"] = minFractionDigits.map(String.init)
        settings["minimum"] = minimum?.description
        settings["maximum"] = maximum?.description
        return settings
    }

    /// Sets the setting `name` from its text (see `init(settings:)`).
    package mutating func setSetting(_ name: String, to text: String) throws(NumberEntryError) {
        switch name {
        case "format":
            switch NumberFormat.read(wireText: text) {
            case .success(let format): self.format = format
            case .failure(let bad):
                throw .unsupportedFormat("token \(Self.quoted(String(bad.token))) in \(Self.quoted(text))")
            }
        case "maxIntegerDigits": maxIntegerDigits = try Self.integer(text, name)
        case "maxFractionDigits": maxFractionDigits = try Self.integer(text, name)
        case "minFractionDigits": minFractionDigits = try Self.integer(text, name)
        case "allowsNegative": allowsNegative = try Self.boolean(text, name)
        case "affixesWhenEmpty": affixesWhenEmpty = try Self.boolean(text, name)
        case "showsAffixes": showsAffixes = try Self.boolean(text, name)
        case "clampOnFinalize": clampOnFinalize = try Self.boolean(text, name)
        case "minimum": minimum = try Self.decimal(text, name)
        case "maximum": maximum = try Self.decimal(text, name)
        case "step":
            guard let step = Step(text) else { throw .invalidPolicy("step takes a decimal, not \(Self.quoted(text))") }
            self.step = step
        case "digits": digits = try Self.choice(text, name)
        case "entry": entry = try Self.choice(text, name)
        case "currencyUsage": currencyUsage = try Self.choice(text, name)
        case "percentValue": percentValue = try Self.choice(text, name)
        case "rounding":
            guard text != "reject" else {
                rounding = nil
                return
            }
            guard let mode = ExactDecimal.RoundingMode(rawValue: text) else {
                let modes = ExactDecimal.RoundingMode.allCases.map(\.rawValue).joined(separator: ", ")
                throw .invalidPolicy("rounding takes reject, \(modes), not \(Self.quoted(text))")
            }
            rounding = mode
        default: throw .invalidPolicy("unknown setting \(Self.quoted(name))")
        }
    }

    /// A whole number in ASCII digits, with `-` if negative (which `validate()` refuses).
    private static func integer(_ text: String, _ name: String) throws(NumberEntryError) -> Int {
        let digits = text.utf8.first == UInt8(ascii: "-") ? text.utf8.dropFirst() : text.utf8[...]
        guard !digits.isEmpty, digits.count <= 19, digits.allSatisfy({ $0 &- UInt8(ascii: "0") < 10 }),
            let value = Int(text)
        else { throw .invalidPolicy("\(name) takes an integer, not \(quoted(text))") }
        return value
    }

    private static func boolean(_ text: String, _ name: String) throws(NumberEntryError) -> Bool {
        guard let flag = Bool(text) else { throw .invalidPolicy("\(name) takes true or false, not \(quoted(text))") }
        return flag
    }

    private static func decimal(_ text: String, _ name: String) throws(NumberEntryError) -> ExactDecimal {
        guard let value = ExactDecimal(text) else {
            throw .invalidPolicy("\(name) takes a decimal such as -100.5, not \(quoted(text))")
        }
        return value
    }

    private static func choice<Option: RawRepresentable & CaseIterable>(
        _ text: String, _ name: String
    ) throws(NumberEntryError) -> Option where Option.RawValue == String {
        guard let option = Option(rawValue: text) else {
            let names = Option.allCases.map(\.rawValue).joined(separator: ", ")
            throw .invalidPolicy("\(name) takes \(names), not \(quoted(text))")
        }
        return option
    }

    /// `text` in quotes, shortened and with invisible characters shown, for messages.
    private static func quoted(_ text: String) -> String {
        "\"" + Printable.escaped(text, limit: 40) + "\""
    }
}
