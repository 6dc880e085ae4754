import Foundation

/// Reads Booleans and integers out of `JSONSerialization` results the same way on every
/// Foundation: both give an `NSNumber` for `true` and for `1`, and bridging lets `1 as? Bool`
/// and `true as? Int` succeed. A JSON Boolean is one of the two Boolean `NSNumber` singletons
/// (`kCFBooleanTrue`, `kCFBooleanFalse` on Darwin), which `NSNumber(value:)` returns for a `Bool`.
enum JSONTypes {
    /// The Boolean `value` holds; `nil` for a number or anything else.
    static func boolean(_ value: Any) -> Bool? {
        guard let number = value as? NSNumber else { return nil }
        if number === NSNumber(value: true) { return true }
        if number === NSNumber(value: false) { return false }
        return nil
    }

    /// The integer `value` holds; `nil` for a Boolean, a fraction or anything else.
    static func integer(_ value: Any) -> Int? {
        guard boolean(value) == nil, let number = value as? NSNumber else { return nil }
        return number as? Int
    }

    /// The integers of an array; `nil` when it is not an array of integers only.
    static func integers(_ value: Any) -> [Int]? {
        guard let array = value as? [Any] else { return nil }
        let numbers = array.compactMap(integer)
        return numbers.count == array.count ? numbers : nil
    }
}
