import Foundation
import NumberEntry

/// One fuzz input: a JSON number built from the bytes (`NumberText`). Decoded as an
/// `ExactDecimal`, a record value and an edit's offset, through `WireDecoder` it must be the
/// text's exact value (worked out from the text alone, read with `ExactDecimal`'s string parser)
/// or, for an exponent beyond ±1000, a `DecodingError`; through Foundation's `JSONDecoder` the
/// exact value or a `DecodingError`, or for 39 or more significant digits possibly its first 38
/// (documented in the stored-formats article). Anything else stops the run.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let number = NumberText(UnsafeBufferPointer(start: data, count: size))
    let exact = number.exactText.map { ExactDecimal($0)! }
    let shown = number.text.count > 80 ? "\(number.text.prefix(80))… (\(number.text.utf8.count) bytes)" : number.text
    let wire = decode([ExactDecimal].self, "[\(number.text)]", WireDecoder().decode)?.first
    check(wire == exact, "WireDecoder read \(shown) as \(String(describing: wire))")
    let record = decode([String: ExactDecimal].self, #"{"v":\#(number.text)}"#, WireDecoder().decode)?["v"]
    check(record == exact, "WireDecoder read the record \(shown) as \(String(describing: record))")
    let offset = exact.flatMap { Int(exactly: $0) }
    let edit = decode(Edit.self, #"{"select":[\#(number.text),0]}"#, WireDecoder().decode)
    check(
        edit == offset.map { .select(from: $0, to: 0) },
        "WireDecoder read the offset \(shown) as \(String(describing: edit))")
    let foundation = decode([ExactDecimal].self, "[\(number.text)]", JSONDecoder().decode)?.first
    if let foundation, foundation != exact {
        check(exact.map { $0.significantDigitCount >= 39 } == true, "JSONDecoder read \(shown) as \(foundation)")
    }
    return 0
}

/// The decoded value, `nil` after a `DecodingError`; any other error stops the run.
func decode<Value: Decodable>(
    _ type: Value.Type, _ json: String, _ decoder: (Value.Type, Data) throws -> Value
) -> Value? {
    do {
        return try decoder(type, Data(json.utf8))
    } catch is DecodingError {
        return nil
    } catch {
        fatalError("not a DecodingError: \(error)")
    }
}

/// Stops the run when `condition` fails.
func check(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { fatalError(message()) }
}
