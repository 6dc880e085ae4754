/// What a field shows around its number (Behaviour §10.1): nothing (plain), a currency, a percent or
/// a per-mille sign. Each is an ICU number skeleton without precision.
public enum NumberFormat: Sendable, Hashable, Codable, CustomStringConvertible {
    /// How a currency is written.
    public enum CurrencyWidth: String, Sendable, Hashable, Codable, CaseIterable {
        /// The locale's symbol (`$`, `€`, `CHF`): ICU's `unit-width-short`, the default.
        case symbol
        /// The narrow symbol (`$` for CAD in `en_CA`): `unit-width-narrow`.
        case narrow
        /// The ISO code (`JPY`): `unit-width-iso-code`.
        case isoCode
    }

    /// Numbers only (Behaviour §1-§9).
    case plain
    /// A currency by its ISO 4217 code (upper case), its width, and whether negatives are
    /// written in accounting style (`($12.50)` in `en_US`).
    case currency(code: String, width: CurrencyWidth = .symbol, accounting: Bool = false)
    /// A percentage: the number shown is the percentage (`12.5 %` is 12.5).
    case percent
    /// A per-mille value (`12.5‰`).
    case perMille

    /// Reads an ICU skeleton without precision (Behaviour §10.2): `currency/EUR`,
    /// `currency/USD unit-width-iso-code sign-accounting`, `percent`, `permille`; the empty
    /// skeleton is plain. Currency codes are read case-insensitively.
    /// - Throws: `unsupportedFormat` for any other token, a repeated or contradictory one, or a
    ///   malformed currency code (whether ICU lists the code is checked when data is loaded).
    public init(skeleton: String) throws(NumberEntryError) {
        var code: String?
        var width: CurrencyWidth?
        var accounting: Bool?
        var scale: NumberFormat?
        let unsupported = NumberEntryError.unsupportedFormat(skeleton)
        for token in skeleton.split(separator: " ") {
            switch token {
            case "percent", "permille":
                guard scale == nil else { throw unsupported }
                scale = token == "percent" ? .percent : .perMille
            case "unit-width-short", "unit-width-narrow", "unit-width-iso-code":
                guard width == nil else { throw unsupported }
                width = token == "unit-width-short" ? .symbol : token == "unit-width-narrow" ? .narrow : .isoCode
            case "sign-auto", "sign-accounting":
                guard accounting == nil else { throw unsupported }
                accounting = token == "sign-accounting"
            default:
                guard code == nil, token.hasPrefix("currency/"),
                    let letters = Self.currencyCode(token.dropFirst("currency/".count))
                else { throw unsupported }
                code = letters
            }
        }
        if let code {
            guard scale == nil else { throw unsupported }
            self = .currency(code: code, width: width ?? .symbol, accounting: accounting ?? false)
        } else {
            guard width == nil, accounting != true else { throw unsupported }
            self = scale ?? .plain
        }
    }

    /// The canonical skeleton (`currency/EUR unit-width-narrow sign-accounting`, `percent`);
    /// empty for plain.
    public var skeleton: String {
        switch self {
        case .plain: ""
        case .percent: "percent"
        case .perMille: "permille"
        case .currency(let code, let width, let accounting):
            "currency/\(code)"
                + (width == .narrow ? " unit-width-narrow" : width == .isoCode ? " unit-width-iso-code" : "")
                + (accounting ? " sign-accounting" : "")
        }
    }

    public var description: String { self == .plain ? "plain" : skeleton }

    /// A currency code in upper case: three ASCII letters in any case (`usd` is USD); `nil` for
    /// anything else.
    package static func currencyCode(_ text: Substring) -> String? {
        let letters = text.utf8
        guard letters.count == 3, letters.allSatisfy({ ($0 | 0x20) >= 0x61 && ($0 | 0x20) <= 0x7A }) else {
            return nil
        }
        return String(decoding: letters.map { $0 & ~0x20 }, as: UTF8.self)
    }

    /// The currency code of a currency format.
    public var currencyCode: String? {
        if case .currency(let code, _, _) = self { return code }
        return nil
    }
}
