public import _NumberEntryTestSupport

/// What every fuzz input of a field starts with: a locale byte and eight policy bytes (the
/// format among them; the locale data is loaded for it).
public struct FuzzSetting {
    /// The locale, in the digits the policy asks for.
    public let locale: NumberLocale
    /// A valid policy.
    public let policy: NumberPolicy

    /// Reads the locale byte and the policy bytes.
    public init(reading bytes: inout FuzzBytes) {
        let localeByte = bytes.next()
        policy = NumberPolicy(fuzz: &bytes)
        locale = FuzzLocales.locale(localeByte, digits: policy.digits, format: policy.format)
    }

    /// Stops the process when the policy is refused: fuzz policies are valid by construction.
    public func refused(_ error: NumberEntryError) -> Never {
        fatalError("the fuzz policy \(policy) is refused: \(error)")
    }
}
