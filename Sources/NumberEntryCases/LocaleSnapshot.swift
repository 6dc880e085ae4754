public import Foundation
public import NumberEntry

/// Locale data saved from one data source and loaded back through `NumberLocale`'s public
/// initializers, so that tests pinned to one source's data (the case files pin ICU 72's) run on
/// any source. `scripts/locale-snapshot.sh` writes the project's snapshot from the system ICU;
/// `Docs/Platforms.md` says where it is used.
public struct LocaleSnapshot: Sendable, Codable, Equatable {
    /// One load a test asks for: what `NumberLocale.named(_:digits:format:)` is given.
    public struct Request: Sendable, Hashable, Codable, Comparable {
        /// The identifier as the test gives it (ICU form or BCP 47).
        public var identifier: String
        /// `locale` or `latin`.
        public var digits: NumberPolicy.Digits
        /// The format's skeleton; empty for plain.
        public var format: String

        /// A request for `identifier` in `digits` with `format`.
        public init(_ identifier: String, digits: NumberPolicy.Digits = .locale, format: NumberFormat = .plain) {
            self.identifier = identifier
            self.digits = digits
            self.format = format.skeleton
        }

        public static func < (lhs: Request, rhs: Request) -> Bool {
            (lhs.identifier, lhs.digits.rawValue, lhs.format) < (rhs.identifier, rhs.digits.rawValue, rhs.format)
        }
    }

    /// What one request loaded: the data, or the error the source gave.
    public struct Entry: Sendable, Codable, Equatable {
        public var request: Request
        var locale: Symbols?
        var error: LoadError?
    }

    /// A locale's symbols, its format's data, and its Latin-digit variant.
    struct Symbols: Sendable, Codable, Equatable {
        var identifier: String
        var numberingSystem: String
        var digits: String
        var decimalSeparator: String
        var groupingSeparator: String?
        var negativePrefix: String
        var negativeSuffix: String
        var plusPrefix: String
        /// Primary, secondary and minimum grouping digits.
        var grouping: [Int]
        var script: String
        var format: Format?
        /// `showing(.latin)` of a locale with other digits.
        var latin: Box?
    }

    /// A `Symbols` value behind a reference, so that the type can hold itself.
    final class Box: Sendable, Codable, Equatable {
        let symbols: Symbols
        init(_ symbols: Symbols) { self.symbols = symbols }
        init(from decoder: any Decoder) throws { symbols = try Symbols(from: decoder) }
        func encode(to encoder: any Encoder) throws { try symbols.encode(to: encoder) }
        static func == (lhs: Box, rhs: Box) -> Bool { lhs.symbols == rhs.symbols }
    }

    /// `NumberLocale.FormatData`, the format as a skeleton and the cash increment as text.
    struct Format: Sendable, Codable, Equatable {
        var skeleton: String
        var decimalSeparator: String
        var groupingSeparator: String?
        var grouping: [Int]
        var positivePrefix: String
        var positiveSuffix: String
        var negativePrefix: String
        var negativeSuffix: String
        var markers: [String]
        var fractionDigits: Int?
        var cashFractionDigits: Int?
        var cashIncrement: String?
    }

    /// An error a load gave, by its case-format name and its text.
    struct LoadError: Sendable, Codable, Equatable {
        var name: String
        var detail: String
    }

    /// Where the data came from (`ICU 72.1`).
    public var source: String
    /// The loads, sorted by request.
    public private(set) var entries: [Entry] {
        didSet { index = Self.index(entries) }
    }
    private var index: [Request: Entry] = [:]

    /// Records what `load` gives for each request.
    public init(
        source: String, requests: Set<Request>,
        load: (String, NumberPolicy.Digits, NumberFormat) throws(NumberEntryError) -> NumberLocale
    ) {
        self.source = source
        entries = []
        entries = requests.sorted().map { request in
            do throws(NumberEntryError) {
                let format = try NumberFormat(skeleton: request.format)
                let formatted = try load(request.identifier, request.digits, format)
                let plain = format == .plain ? formatted : try load(request.identifier, request.digits, .plain)
                return Entry(
                    request: request, locale: Self.symbols(plain: plain, formatted: formatted, withLatin: true),
                    error: nil)
            } catch {
                return Entry(request: request, locale: nil, error: LoadError(error))
            }
        }
    }

    /// The data for a request, loaded through `NumberLocale`'s public initializers, or the error
    /// the source gave for it. Throws `invalidLocaleData` for a request the snapshot lacks.
    public func locale(_ identifier: String, digits: NumberPolicy.Digits = .locale, format: NumberFormat = .plain)
        throws(NumberEntryError) -> NumberLocale
    {
        let request = Request(identifier, digits: digits, format: format)
        guard let entry = index[request] else {
            throw .invalidLocaleData(
                "\(identifier) (\(digits), \(format)) is not in the locale snapshot: add it and run scripts/locale-snapshot.sh"
            )
        }
        if let error = entry.error { throw error.error }
        guard let symbols = entry.locale else { throw .invalidLocaleData("empty snapshot entry for \(identifier)") }
        return try Self.locale(symbols)
    }

    /// Whether the snapshot holds a load for `request`.
    public func contains(_ request: Request) -> Bool {
        index[request] != nil
    }

    /// The JSON form: sorted keys, one entry per request.
    public func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self) + Data("\n".utf8)
    }

    /// The snapshot in a JSON file written by `encoded()`.
    public init(contentsOf url: URL) throws {
        self = try JSONDecoder().decode(LocaleSnapshot.self, from: Data(contentsOf: url))
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        source = try container.decode(String.self, forKey: .source)
        entries = try container.decode([Entry].self, forKey: .entries)
        index = Self.index(entries)
    }

    public static func == (lhs: LocaleSnapshot, rhs: LocaleSnapshot) -> Bool {
        lhs.source == rhs.source && lhs.entries == rhs.entries
    }

    private static func index(_ entries: [Entry]) -> [Request: Entry] {
        Dictionary(entries.map { ($0.request, $0) }, uniquingKeysWith: { first, _ in first })
    }

    private enum CodingKeys: String, CodingKey {
        case source, entries
    }

    /// The symbols of `plain` (a locale loaded without a format, whose signs a format keeps)
    /// with the format data of `formatted`, and the same of their Latin-digit variants.
    private static func symbols(plain: NumberLocale, formatted: NumberLocale, withLatin: Bool) -> Symbols {
        var latin: Box?
        if withLatin, plain.numberingSystem != "latn", let latinPlain = try? plain.showing(.latin),
            let latinFormatted = try? formatted.showing(.latin)
        {
            latin = Box(symbols(plain: latinPlain, formatted: latinFormatted, withLatin: false))
        }
        return Symbols(
            identifier: plain.identifier, numberingSystem: plain.numberingSystem,
            digits: String(String.UnicodeScalarView(plain.digits)),
            decimalSeparator: String(plain.decimalSeparator),
            groupingSeparator: plain.groupingSeparator.map(String.init),
            negativePrefix: plain.negativePrefix, negativeSuffix: plain.negativeSuffix, plusPrefix: plain.plusPrefix,
            grouping: [plain.grouping.primary, plain.grouping.secondary, plain.grouping.minimumDigits],
            script: plain.script, format: formatted.formatData.map(Format.init), latin: latin)
    }

    /// The locale of `symbols`: the plain locale, then its format's data over it.
    private static func locale(_ symbols: Symbols) throws(NumberEntryError) -> NumberLocale {
        let latin = try symbols.latin.map { (box) throws(NumberEntryError) in try locale(box.symbols) }
        let latinPlain = try symbols.latin.map { (box) throws(NumberEntryError) in
            try plain(box.symbols, latinVariant: nil)
        }
        let base = try plain(symbols, latinVariant: latinPlain)
        guard let format = symbols.format else { return base }
        return try base.formatted(format.data()) { latin }
    }

    private static func plain(_ symbols: Symbols, latinVariant: NumberLocale?) throws(NumberEntryError)
        -> NumberLocale
    {
        try NumberLocale(
            identifier: symbols.identifier, numberingSystem: symbols.numberingSystem,
            digits: Array(symbols.digits.unicodeScalars), decimalSeparator: scalar(symbols.decimalSeparator),
            groupingSeparator: symbols.groupingSeparator.map(scalar), negativePrefix: symbols.negativePrefix,
            negativeSuffix: symbols.negativeSuffix, plusPrefix: symbols.plusPrefix,
            grouping: grouping(symbols.grouping),
            script: symbols.script, latinVariant: latinVariant)
    }

    fileprivate static func scalar(_ text: String) -> Unicode.Scalar {
        text.unicodeScalars.first ?? " "
    }

    fileprivate static func grouping(_ sizes: [Int]) -> NumberLocale.Grouping {
        NumberLocale.Grouping(
            primary: sizes.first ?? 0, secondary: sizes.dropFirst().first ?? 0, minimumDigits: sizes.last ?? 1)
    }
}

extension LocaleSnapshot.Format {
    fileprivate init(_ data: NumberLocale.FormatData) {
        self.init(
            skeleton: data.format.skeleton, decimalSeparator: String(data.decimalSeparator),
            groupingSeparator: data.groupingSeparator.map(String.init),
            grouping: [data.grouping.primary, data.grouping.secondary, data.grouping.minimumDigits],
            positivePrefix: data.positivePrefix, positiveSuffix: data.positiveSuffix,
            negativePrefix: data.negativePrefix, negativeSuffix: data.negativeSuffix, markers: data.markers,
            fractionDigits: data.fractionDigits, cashFractionDigits: data.cashFractionDigits,
            cashIncrement: data.cashIncrement?.description)
    }

    fileprivate func data() throws(NumberEntryError) -> NumberLocale.FormatData {
        NumberLocale.FormatData(
            format: try NumberFormat(skeleton: skeleton), decimalSeparator: LocaleSnapshot.scalar(decimalSeparator),
            groupingSeparator: groupingSeparator.map(LocaleSnapshot.scalar),
            grouping: LocaleSnapshot.grouping(grouping),
            positivePrefix: positivePrefix, positiveSuffix: positiveSuffix, negativePrefix: negativePrefix,
            negativeSuffix: negativeSuffix, markers: markers, fractionDigits: fractionDigits,
            cashFractionDigits: cashFractionDigits, cashIncrement: cashIncrement.flatMap { ExactDecimal($0) })
    }
}

extension LocaleSnapshot.LoadError {
    fileprivate init(_ error: NumberEntryError) {
        let detail =
            switch error.kind {
            case .unsupportedLocale(let text), .unsupportedFormat(let text): text
            default: String(describing: error)
            }
        self.init(name: CaseRunner.errorName(error), detail: detail)
    }

    /// The error again (its name is what the case files compare).
    fileprivate var error: NumberEntryError {
        switch name {
        case "unsupportedLocale": .unsupportedLocale(detail)
        case "unsupportedFormat": .unsupportedFormat(detail)
        default: .invalidLocaleData(detail)
        }
    }
}
