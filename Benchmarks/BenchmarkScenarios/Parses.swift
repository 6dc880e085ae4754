import Foundation
public import NumberEntry

/// Parses of one complete string, a 12-digit grouped number as the locale shows it
/// (`123,456,789,012` in `en_US`): with `NumberParser`, or with Foundation's
/// `Decimal.ParseStrategy` (made once, as a server would keep it) as the baseline.
public struct Parses: Workload {
    private let text: String
    private let parse: @Sendable (String) throws -> Bool
    public let operations: Int

    /// The engine's strict parse in `identifier`.
    static func engine(_ identifier: String, operations: Int) throws -> Parses {
        let parser = try NumberParser(localeIdentifier: identifier)
        return Parses(text: try sample(identifier), operations: operations) { try parser.parse($0).isNegative }
    }

    /// Foundation's `Decimal.FormatStyle` parse strategy in `identifier`.
    static func decimalFormatStyle(_ identifier: String, operations: Int) throws -> Parses {
        let strategy = Decimal.FormatStyle(locale: Locale(identifier: identifier)).parseStrategy
        return Parses(text: try sample(identifier), operations: operations) { try strategy.parse($0).isSignMinus }
    }

    private init(text: String, operations: Int, parse: @escaping @Sendable (String) throws -> Bool) {
        self.text = text
        self.operations = operations
        self.parse = parse
    }

    /// The 12-digit number as the locale's finalized field shows it.
    private static func sample(_ identifier: String) throws -> String {
        try NumberLocale.named(identifier).text(of: ExactDecimal(123_456_789_012))
    }

    public func prepare() -> Int { 0 }

    public func run(_ negatives: inout Int) throws {
        for _ in 0..<operations where try parse(text) { negatives += 1 }
    }
}
