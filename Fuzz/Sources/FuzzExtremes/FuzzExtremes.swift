import FuzzSupport

/// One fuzz input: up to 16 operations, each chosen by a byte and reading its arguments from
/// the bytes after it (see `Extremes`). Every public call must return a value or a typed error
/// within the per-input time limit; each operation checks what its result must satisfy and
/// stops the process when it does not.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    var bytes = FuzzBytes(UnsafeBufferPointer(start: data, count: size))
    var operations = 0
    while !bytes.isAtEnd && operations < 16 {
        switch bytes.next() % 9 {
        case 0: DecimalChecks.shift(&bytes)
        case 1: DecimalChecks.rounding(&bytes)
        case 2: DecimalChecks.arithmetic(&bytes)
        case 3: DecimalChecks.integers(&bytes)
        case 4: FieldChecks.policyField(&bytes)
        case 5: FieldChecks.valueField(&bytes)
        case 6: GroupingChecks.handBuilt(&bytes)
        case 7: FormChecks.hints(&bytes)
        default: FormChecks.rules(&bytes)
        }
        operations += 1
    }
    return 0
}

/// Stops the fuzzer with what went wrong.
func broken(_ message: String) -> Never {
    fatalError("extreme arguments: \(message)")
}
