import NumberEntryForms

/// One fuzz input: the text of a hints file (UTF-8, invalid sequences replaced). The reader
/// must return a model or a typed error whose diagnostics stay short, whatever the input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    do {
        _ = try HintsFile.parse(text, model: "Fuzz")
    } catch {
        let description = String(describing: error)
        if description.utf8.count > 4096 + 64 * size {
            fatalError("a diagnostic of \(description.utf8.count) bytes for \(size) input bytes")
        }
    }
    return 0
}
