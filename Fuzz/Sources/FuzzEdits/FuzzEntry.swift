import FuzzSupport
import _NumberEntryTestSupport

/// libFuzzer's start hook: checks once that the locale list covers what it must.
@_cdecl("LLVMFuzzerInitialize")
public func fuzzInitialize(_ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutableRawPointer) -> CInt {
    FuzzLocales.checkCoverage()
    return 0
}

/// One fuzz input: a locale byte, eight policy bytes, then edits (see `FuzzKeys`), at most
/// 128. Every edit goes through `FieldInvariants`; a broken invariant stops the process.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    var bytes = FuzzBytes(UnsafeBufferPointer(start: data, count: size))
    let setting = FuzzSetting(reading: &bytes)
    let (locale, policy) = (setting.locale, setting.policy)
    var field: NumberField
    do {
        field = try NumberField(locale: locale, policy: policy)
    } catch {
        setting.refused(error)
    }
    var keys = FuzzKeys(bytes: bytes, locale: locale)
    var played: [String] = []
    while !keys.bytes.isAtEnd && played.count < 128 {
        let key = keys.next(text: field.text)
        played.append(ReportText.escaped(key.notation, limit: 100))
        if let violation = FieldInvariants.apply(key, to: &field).violation {
            fatalError(report(violation, locale: locale, policy: policy, keys: played))
        }
    }
    if let violation = FieldInvariants.finalizeViolation(of: field) {
        fatalError(report(violation, locale: locale, policy: policy, keys: played))
    }
    return 0
}

private func report(_ violation: String, locale: NumberLocale, policy: NumberPolicy, keys: [String]) -> String {
    """
    NumberEntry invariant broken: \(violation)
    locale: \(locale.identifier)
    policy: \(policy)
    keys: \(keys.joined(separator: " "))
    """
}
