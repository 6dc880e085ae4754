/// A policy is stored as the keystroke case files' policy object, through the one settings
/// reader (`init(settings:)`): `{"format":"currency/EUR","entry":"cents","maxIntegerDigits":7}`.
/// Integers and Booleans are JSON integers and Booleans, everything else a string (decimals
/// too, as `ExactDecimal` writes them); a reader also takes a number or Boolean written as a
/// string and a decimal as a JSON number (exactly or not at all, as `ExactDecimal` reads one),
/// and a `null` as the setting left out.
///
/// It lives in this module, beside `ExactDecimal`'s `Codable` conformance, which reads its bounds.
extension NumberPolicy: Codable {
    /// Reads a policy object; a missing setting takes its default (`{}` is `NumberPolicy()`).
    /// Throws `DecodingError.dataCorrupted` at the setting's key for an unknown setting or a
    /// value the setting does not take (with the `NumberEntryError` under it), and for a JSON
    /// number the decoder cannot give exactly.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: SettingKey.self)
        var texts: [String: (key: SettingKey, text: String)] = [:]
        for key in container.allKeys {
            guard Self.settingKind(key.stringValue) != nil else {
                throw DecodingError.dataCorruptedError(
                    forKey: key, in: container, debugDescription: "unknown setting \(key.stringValue)")
            }
            guard !(try container.decodeNil(forKey: key)) else { continue }
            texts[key.stringValue] = (key, try Self.text(forKey: key, in: container))
        }
        self.init()
        for entry in Self.settingTable {
            guard let (key, text) = texts[entry.setting.name] else { continue }
            do {
                try entry.read(&self, text)
            } catch {
                throw DecodingError.dataCorrupted(
                    .init(
                        codingPath: container.codingPath + [key], debugDescription: error.description,
                        underlyingError: error))
            }
        }
    }

    /// Writes every setting (`settings`): all but fraction digits left to the format.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: SettingKey.self)
        for entry in Self.settingTable {
            guard let text = entry.write(self) else { continue }
            let key = SettingKey(entry.setting.name)
            switch entry.kind {
            case .integer: try container.encode(Int(text), forKey: key)
            case .boolean: try container.encode(text == "true", forKey: key)
            case .decimal, .text: try container.encode(text, forKey: key)
            }
        }
    }

    /// A setting's value as text: a string as it is, a Boolean or a number as JSON writes it.
    private static func text(forKey key: SettingKey, in container: KeyedDecodingContainer<SettingKey>) throws
        -> String
    {
        if let flag = try? container.decode(Bool.self, forKey: key) { return String(flag) }
        if let text = try? container.decode(String.self, forKey: key) { return text }
        do {
            return try container.decode(ExactDecimal.self, forKey: key).description
        } catch DecodingError.dataCorrupted(let context) {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: container,
                debugDescription:
                    "\(key.stringValue) takes a string, a Boolean or a number: \(context.debugDescription)")
        } catch {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: container, debugDescription: "\(key.stringValue) takes a string, a Boolean or a number"
            )
        }
    }

    /// A setting's name as a JSON key.
    private struct SettingKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(_ name: String) { stringValue = name }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}
