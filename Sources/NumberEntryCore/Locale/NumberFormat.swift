/// What a field shows around its number (Behaviour §10.1, §17): nothing (plain), a currency, a
/// percent or a per-mille sign, or a measure unit. Each is an ICU number skeleton without precision.
///
/// Growable: a later version may add a format as a new static member (a minor version), so a
/// `switch` over formats needs a `default`; `currencyCode`, `currencyWidth`, `accounting`,
/// `unitName` and `unitWidth` read what a currency or unit format holds.
public struct NumberFormat: Sendable, Hashable, CustomStringConvertible {
    /// The formats, for the `switch` statements of the core and the loaders.
    package enum Kind: Sendable, Hashable {
        case plain
        case currency(code: String, width: CurrencyWidth, accounting: Bool)
        case percent
        case perMille
        case measureUnit(String, width: UnitWidth)
    }

    /// The format.
    package let kind: Kind

    private init(_ kind: Kind) { self.kind = kind }

    /// Numbers only (Behaviour §1-§9).
    public static let plain = NumberFormat(.plain)
    /// A currency by its ISO 4217 code (upper case), its width, and whether negatives are
    /// written in accounting style (`($12.50)` in `en_US`).
    public static func currency(code: String, width: CurrencyWidth = .symbol, accounting: Bool = false) -> NumberFormat
    {
        NumberFormat(.currency(code: code, width: width, accounting: accounting))
    }
    /// A percentage: the number shown is the percentage (`12.5 %` is 12.5).
    public static let percent = NumberFormat(.percent)
    /// A per-mille value (`12.5‰`).
    public static let perMille = NumberFormat(.perMille)
    /// A measure unit by ICU's name for it (`mass-kilogram`, `speed-kilometer-per-hour`) and its
    /// width (Behaviour §17): `12 kg`. The value is the number shown.
    public static func measureUnit(_ unit: String, width: UnitWidth = .short) -> NumberFormat {
        NumberFormat(.measureUnit(unit, width: width))
    }

    /// Reads an ICU skeleton without precision (Behaviour §10.2, §17): `currency/EUR`,
    /// `currency/USD unit-width-iso-code sign-accounting`, `percent`, `permille`,
    /// `measure-unit/mass-kilogram unit-width-narrow`; the empty skeleton is plain. Currency codes
    /// are read case-insensitively.
    /// - Throws: `unsupportedFormat` for any other token, a repeated or contradictory one, a
    ///   malformed currency code or unit name (whether ICU knows the code or unit is checked when
    ///   data is loaded).
    public init(skeleton: String) throws(NumberEntryError) {
        switch Self.read(skeleton) {
        case .success(let format): self = format
        case .failure: throw .unsupportedFormat(skeleton)
        }
    }

    /// A token of a skeleton that `init(skeleton:)` refuses: unknown, repeated, or contradicting
    /// an earlier one.
    package struct BadToken: Error, Hashable {
        /// The token as written.
        package var token: Substring
    }

    /// Reads a skeleton as `init(skeleton:)` does, naming the first token it refuses (the later
    /// of two that contradict each other).
    package static func read(_ skeleton: String) -> Result<NumberFormat, BadToken> {
        var code: String?
        var unit: String?
        var width: Substring?
        var accounting: Substring?
        var scale: Substring?
        var subject: Substring?
        for token in skeleton.split(separator: " ") {
            switch token {
            case "percent", "permille":
                guard scale == nil, subject == nil else { return .failure(BadToken(token: token)) }
                scale = token
            case "unit-width-short", "unit-width-narrow", "unit-width-iso-code":
                guard width == nil, unit == nil || token != "unit-width-iso-code" else {
                    return .failure(BadToken(token: token))
                }
                width = token
            case "sign-auto", "sign-accounting":
                guard accounting == nil, unit == nil || token == "sign-auto" else {
                    return .failure(BadToken(token: token))
                }
                accounting = token
            default:
                guard subject == nil, scale == nil else { return .failure(BadToken(token: token)) }
                if token.hasPrefix("currency/"), let letters = Self.currencyCode(token.dropFirst("currency/".count)) {
                    code = letters
                } else if token.hasPrefix("measure-unit/"), Self.isUnitName(token.dropFirst("measure-unit/".count)),
                    width != "unit-width-iso-code", accounting != "sign-accounting"
                {
                    unit = String(token.dropFirst("measure-unit/".count))
                } else {
                    return .failure(BadToken(token: token))
                }
                subject = token
            }
        }
        if let code {
            let currencyWidth: CurrencyWidth =
                width == "unit-width-narrow" ? .narrow : width == "unit-width-iso-code" ? .isoCode : .symbol
            return .success(.currency(code: code, width: currencyWidth, accounting: accounting == "sign-accounting"))
        }
        if let unit { return .success(.measureUnit(unit, width: width == "unit-width-narrow" ? .narrow : .short)) }
        // Widths and accounting belong to a currency or a unit.
        if let misplaced = width ?? (accounting == "sign-accounting" ? accounting : nil) {
            return .failure(BadToken(token: misplaced))
        }
        return .success(scale == "percent" ? .percent : scale == "permille" ? .perMille : .plain)
    }

    /// The canonical skeleton (`currency/EUR unit-width-narrow sign-accounting`, `percent`);
    /// empty for plain.
    public var skeleton: String {
        switch kind {
        case .plain: ""
        case .percent: "percent"
        case .perMille: "permille"
        case .currency(let code, let width, let accounting):
            "currency/\(code)"
                + (width == .narrow ? " unit-width-narrow" : width == .isoCode ? " unit-width-iso-code" : "")
                + (accounting ? " sign-accounting" : "")
        case .measureUnit(let unit, let width):
            "measure-unit/\(unit)" + (width == .narrow ? " unit-width-narrow" : "")
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

    /// This format as policies and locale data hold it (Behaviour §10.2): a currency code in
    /// upper case (`.currency(code: "usd")` is USD), so that it writes and reads back as the same
    /// skeleton; `nil` when the code is not three ASCII letters or the unit name not an ICU unit
    /// name's shape (`US D`, `mass-kilogram unit-width-narrow`), which no skeleton holds.
    public var normalized: NumberFormat? {
        switch kind {
        case .plain, .percent, .perMille: self
        case .currency(let code, let width, let accounting):
            Self.currencyCode(Substring(code)).map { .currency(code: $0, width: width, accounting: accounting) }
        case .measureUnit(let unit, _): Self.isUnitName(Substring(unit)) ? self : nil
        }
    }

    /// Whether `text` has the shape of an ICU unit name: a type and a subtype of lowercase ASCII
    /// letters and digits joined by hyphens (`mass-kilogram`), at most 64 characters.
    package static func isUnitName(_ text: Substring) -> Bool {
        let bytes = text.utf8
        guard bytes.count <= 64, let first = bytes.first, let last = bytes.last, first != 0x2D, last != 0x2D,
            bytes.contains(0x2D)
        else { return false }
        return bytes.allSatisfy { ($0 >= 0x61 && $0 <= 0x7A) || ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x2D }
    }

    /// The unit name of a measure-unit format.
    public var unitName: String? {
        if case .measureUnit(let unit, _) = kind { return unit }
        return nil
    }

    /// The width of a measure-unit format.
    public var unitWidth: UnitWidth? {
        if case .measureUnit(_, let width) = kind { return width }
        return nil
    }

    /// The currency code of a currency format.
    public var currencyCode: String? {
        if case .currency(let code, _, _) = kind { return code }
        return nil
    }

    /// The width of a currency format.
    public var currencyWidth: CurrencyWidth? {
        if case .currency(_, let width, _) = kind { return width }
        return nil
    }

    /// Whether a currency format writes negatives in accounting style; `false` for any other
    /// format.
    public var accounting: Bool {
        if case .currency(_, _, let accounting) = kind { return accounting }
        return false
    }
}
