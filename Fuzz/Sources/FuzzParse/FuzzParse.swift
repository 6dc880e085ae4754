import FuzzSupport
import _NumberEntryTestSupport

/// libFuzzer's start hook: checks once that the locale list covers what it must.
@_cdecl("LLVMFuzzerInitialize")
public func fuzzInitialize(_ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutableRawPointer) -> CInt {
    FuzzLocales.checkCoverage()
    return 0
}

/// One fuzz input: a locale byte, eight policy bytes, a strictness byte, then the text (UTF-8,
/// invalid sequences replaced). Checks that `NumberParser` returns a value or a typed error,
/// that what strict parsing accepts lenient parsing accepts with the same value, and that a
/// parsed value, formatted as finalize shows it, parses strictly back to itself.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    var bytes = FuzzBytes(UnsafeBufferPointer(start: data, count: size))
    let setting = FuzzSetting(reading: &bytes)
    let strictness: NumberParser.Strictness = bytes.next() & 1 == 0 ? .strict : .lenient
    var text: [UInt8] = []
    while !bytes.isAtEnd { text.append(bytes.next()) }
    let string = String(decoding: text, as: UTF8.self)
    let parser: NumberParser
    do {
        parser = try NumberParser(locale: setting.locale, policy: setting.policy)
    } catch {
        setting.refused(error)
    }
    guard let value = try? parser.parse(string, strictness: strictness) else { return 0 }
    if strictness == .strict, (try? parser.parse(string, strictness: .lenient)) != value {
        fatalError("lenient parsing does not accept \(ReportText.escaped(string)) as strict parsing does")
    }
    let formatted = parser.locale.text(of: value, minFractionDigits: parser.policy.minFractionDigits)
    guard (try? parser.parse(formatted)) == value else {
        fatalError("\(value) formats as \(ReportText.escaped(formatted)), which does not parse back")
    }
    return 0
}
