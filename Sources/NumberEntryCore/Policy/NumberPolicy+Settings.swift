/// The policy object: every setting by its name, its value written as text (`"4"`, `"true"`,
/// `"cents"`, `"currency/EUR"`, `"-100.5"`). This is the one reader and writer of a policy's
/// settings: `Codable`, keystroke case files, the command-line tool's flags, the playground's
/// address and hints files all go through it, so each accepts the same names and values.
extension NumberPolicy {
    /// The JSON kind of the setting `name`; `nil` for a name that is no setting.
    package static func settingKind(_ name: String) -> SettingKind? {
        settingEntry(name)?.kind
    }

    /// The entry of the setting `name` in `settingTable`.
    package static func settingEntry(_ name: String) -> SettingEntry? {
        settingTable.first { $0.setting.name == name }
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
        if let unknown = settings.keys.filter({ Self.settingEntry($0) == nil }).min() {
            throw .invalidPolicy(nil, .unknownSetting, "unknown setting \(Self.quoted(unknown))")
        }
        self.init()
        for entry in Self.settingTable {
            if let text = settings[entry.setting.name] { try entry.read(&self, text) }
        }
    }

    /// Every setting's value as text, by name, as `init(settings:)` reads them back: all but the
    /// fraction digits left to the format (`nil`).
    public var settings: [String: String] {
        var settings: [String: String] = [:]
        for entry in Self.settingTable { settings[entry.setting.name] = entry.write(self) }
        return settings
    }

    /// Sets the setting `name` from its text (see `init(settings:)`).
    package mutating func setSetting(_ name: String, to text: String) throws(NumberEntryError) {
        guard let entry = Self.settingEntry(name) else {
            throw .invalidPolicy(nil, .unknownSetting, "unknown setting \(Self.quoted(name))")
        }
        try entry.read(&self, text)
    }

    /// Throws `invalidPolicy` (`outOfRange`) for the first setting whose value breaks its own
    /// rule (`maxIntegerDigits` 0, a step that is not positive).
    func validateEachSetting() throws(NumberEntryError) {
        for entry in Self.settingTable { try entry.check(self) }
    }
}
