@_spi(Benchmarks) public import NumberEntry

/// Loads of locale data from ICU that bypass the process cache (ICU's own data caches stay
/// warm after the first load): opening the formatters and formatting the probe values.
public struct LocaleLoads: Workload {
    private let identifiers: [String]
    private let repetitions: Int

    /// `repetitions` loads of each identifier.
    init(_ identifiers: [String], repetitions: Int) {
        self.identifiers = identifiers
        self.repetitions = repetitions
    }

    public var operations: Int { identifiers.count * repetitions }

    public func prepare() -> [NumberLocale] {
        var locales: [NumberLocale] = []
        locales.reserveCapacity(operations)
        return locales
    }

    public func run(_ locales: inout [NumberLocale]) throws {
        for _ in 0..<repetitions {
            for identifier in identifiers { locales.append(try NumberLocale.loadUncached(identifier)) }
        }
    }
}
