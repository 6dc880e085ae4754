import NumberEntry
import Testing

/// Hand-built locale data is checked as loaded data is: data after which a rendered value no
/// longer reads back as that value is `invalidLocaleData`, and every locale the data source
/// loads passes the same check.
@Suite("Hand-built locale data")
struct HandBuiltLocaleTests {
    static let latinDigits = (0...9).map { Unicode.Scalar(0x30 + $0)! }
    static let arabicDigits = (0...9).map { Unicode.Scalar(0x660 + $0)! }

    /// `en_US`-like symbols, each of which a case may replace.
    struct Symbols: CustomTestStringConvertible, Sendable {
        var digits = HandBuiltLocaleTests.latinDigits
        var decimal: Unicode.Scalar = "."
        var grouping: Unicode.Scalar? = ","
        var negativePrefix = "-"
        var negativeSuffix = ""
        var plusPrefix = "+"
        var sizes = NumberLocale.Grouping(primary: 3, secondary: 3, minimumDigits: 1)

        func locale() throws(NumberEntryError) -> NumberLocale {
            try NumberLocale(
                identifier: "test", numberingSystem: digits[0] == "0" ? "latn" : "arab", digits: digits,
                decimalSeparator: decimal, groupingSeparator: grouping, negativePrefix: negativePrefix,
                negativeSuffix: negativeSuffix, plusPrefix: plusPrefix, grouping: sizes)
        }

        var testDescription: String {
            let grouping = grouping.map { Printable.escaped(String($0)) } ?? "none"
            return
                "decimal \(Printable.escaped(String(decimal))), grouping \(grouping), negative \(Printable.escaped(negativePrefix))|\(Printable.escaped(negativeSuffix)), plus \(Printable.escaped(plusPrefix))"
        }
    }

    static func symbols(_ change: (inout Symbols) -> Void) -> Symbols {
        var symbols = Symbols()
        change(&symbols)
        return symbols
    }

    /// Data whose rendered values do not read back: an ignorable separator (dropped from what is
    /// typed), a sign key as a separator, a sign holding a digit or a separator, and a negative
    /// sign that is empty or only ignorables (negatives read as positives).
    static let invalid: [Symbols] =
        ["\u{FEFF}", "\u{200E}", "\u{200F}", "\u{061C}", "\u{200B}", "\u{2060}", "\u{202A}", "\u{202E}", "\u{2066}"]
        .flatMap { (scalar: Unicode.Scalar) in [symbols { $0.decimal = scalar }, symbols { $0.grouping = scalar }] }
        + ["+", "-", "\u{2212}", "\u{2013}", "\u{FE63}", "\u{FF0D}", "\u{FF0B}", "\u{30FC}"].flatMap {
            (scalar: Unicode.Scalar) in [symbols { $0.decimal = scalar }, symbols { $0.grouping = scalar }]
        } + [
            // The locale's own signs as separators.
            symbols {
                $0.negativePrefix = "~"
                $0.decimal = "~"
            },
            symbols {
                $0.plusPrefix = "p"
                $0.grouping = "p"
            },
            // Digits in the signs: the locale's, ASCII ones beside other digits, any Unicode digit.
            symbols { $0.negativePrefix = "-1" }, symbols { $0.negativeSuffix = "0" },
            symbols { $0.plusPrefix = "+5" }, symbols { $0.negativePrefix = "\u{0663}-" },
            symbols {
                $0.digits = arabicDigits
                $0.negativePrefix = "1-"
            },
            // Separators in the signs.
            symbols { $0.negativePrefix = "-." }, symbols { $0.negativeSuffix = "," },
            symbols { $0.negativePrefix = ".-" }, symbols { $0.plusPrefix = "+," },
            // Negatives indistinguishable from positives.
            symbols { $0.negativePrefix = "" }, symbols { $0.negativePrefix = "\u{200E}" },
            symbols {
                $0.negativePrefix = "\u{2066}"
                $0.negativeSuffix = "\u{2069}"
            },
        ]

    @Test("Data after which text would not read back is invalid locale data", arguments: invalid)
    func invalidData(_ symbols: Symbols) {
        #expect {
            try symbols.locale()
        } throws: { error in
            (error as? NumberEntryError)?.code == .invalidLocaleData
        }
    }

    /// Symbols that stay valid: spaces and apostrophes that group, another script's separator,
    /// bidi-marked and bracketed signs, a sign after the number, no grouping.
    static let valid: [Symbols] = [
        Symbols(), symbols { $0.grouping = "\u{00A0}" }, symbols { $0.grouping = "\u{202F}" },
        symbols { $0.grouping = "'" },
        symbols {
            $0.decimal = ","
            $0.grouping = "."
        },
        symbols {
            $0.digits = arabicDigits
            $0.decimal = "\u{066B}"
            $0.grouping = "\u{066C}"
            $0.negativePrefix = "\u{061C}-"
            $0.plusPrefix = "\u{061C}+"
        },
        symbols { $0.negativePrefix = "\u{200E}-\u{200E}" }, symbols { $0.negativePrefix = "\u{2212}" },
        symbols {
            $0.negativePrefix = "("
            $0.negativeSuffix = ")"
        },
        symbols {
            $0.negativePrefix = ""
            $0.negativeSuffix = "-"
        },
        symbols { $0.plusPrefix = "" }, symbols { $0.grouping = nil },
        symbols { $0.sizes = .init(primary: 3, secondary: 2, minimumDigits: 2) },
    ]

    @Test("Data whose text reads back is accepted, and reads back", arguments: valid)
    func validData(_ symbols: Symbols) throws {
        try Self.expectRoundTrip(symbols.locale(), values: Self.values)
    }

    /// Values of every shape: zero, integers with and without groups, fractions, negatives.
    static let values = [
        "0", "1", "-1", "12", "-12.5", "1234", "-1234567.25", "0.001", "-0.5", "98765432109876543210.0123",
    ].map { ExactDecimal($0)! }

    /// Expects every value, rendered in `locale`, to read back as that value.
    static func expectRoundTrip(
        _ locale: NumberLocale, values: [ExactDecimal], comment: String? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let policy = NumberPolicy(format: locale.format, maxFractionDigits: 40)
        let parser = try NumberParser(locale: locale, policy: policy)
        for value in values {
            let text = locale.text(of: value)
            #expect(
                (try? parser.parse(text)) == value,
                "\(comment ?? locale.identifier): \(Printable.escaped(text)) for \(value)",
                sourceLocation: sourceLocation)
        }
    }

    /// Pools of symbols, good and bad, that the property draws from.
    static let decimalPool: [Unicode.Scalar] = [
        ".", ",", "\u{066B}", "'", "\u{00A0}", "x", "\u{FEFF}", "\u{200E}", "+", "-", "\u{2212}", "\u{FF0D}",
    ]
    static let groupingPool: [Unicode.Scalar?] = [
        nil, ",", ".", " ", "\u{00A0}", "\u{202F}", "'", "\u{066C}", "\u{2060}", "\u{200F}", "+", "-", "\u{2013}",
    ]
    static let signPool = [
        "", "-", "+", "\u{200E}", "\u{200E}-", "\u{061C}-", "\u{2212}", "(", ")", "~", "-1", "2", "\u{0663}", "-.",
        ",", ".", " ", "\u{2066}",
    ]

    @Test("Property: every hand-built locale the initializer accepts reads back every value it renders")
    func acceptedDataReadsBack() throws {
        var random = SeededGenerator(seed: 30)
        var accepted = 0
        for _ in 0..<3_000 {
            let symbols = Symbols(
                digits: Bool.random(using: &random) ? Self.latinDigits : Self.arabicDigits,
                decimal: Self.decimalPool.randomElement(using: &random)!,
                grouping: Self.groupingPool.randomElement(using: &random)!,
                negativePrefix: Self.signPool.randomElement(using: &random)!,
                negativeSuffix: Int.random(in: 0..<3, using: &random) == 0
                    ? Self.signPool.randomElement(using: &random)! : "",
                plusPrefix: Self.signPool.randomElement(using: &random)!,
                sizes: [
                    .init(primary: 3, secondary: 3, minimumDigits: 1),
                    .init(primary: 3, secondary: 2, minimumDigits: 1),
                    .init(primary: 4, secondary: 4, minimumDigits: 2),
                ].randomElement(using: &random)!)
            guard let locale = try? symbols.locale() else { continue }
            accepted += 1
            try Self.expectRoundTrip(locale, values: Self.values, comment: symbols.testDescription)
        }
        #expect(accepted > 300, "the pools give valid data too")
    }

    /// `locale` rebuilt through the public initializer from its public symbols.
    static func rebuilt(_ locale: NumberLocale) throws(NumberEntryError) -> NumberLocale {
        try NumberLocale(
            identifier: locale.identifier, numberingSystem: locale.numberingSystem, digits: locale.digits,
            decimalSeparator: locale.decimalSeparator, groupingSeparator: locale.groupingSeparator,
            negativePrefix: locale.negativePrefix, negativeSuffix: locale.negativeSuffix,
            plusPrefix: locale.plusPrefix, grouping: locale.grouping, script: locale.script)
    }

    @Test(
        "Every locale the data source loads passes the same checks and reads back",
        arguments: NumberPolicy.Digits.allCases)
    func loadedDataPasses(_ digits: NumberPolicy.Digits) throws {
        #expect(NumberLocale.availableIdentifiers.count > 700)
        for identifier in Sweep.locales(NumberLocale.availableIdentifiers) {
            let loaded = try NumberLocale.named(identifier, digits: digits)
            let locale = try Self.rebuilt(loaded)
            #expect(locale == loaded)
            try Self.expectRoundTrip(locale, values: Self.values)
        }
    }

    /// `$`-style currency data over `en_US`-like symbols, each of which a case may replace.
    static func currency(_ change: (inout NumberLocale.FormatData) -> Void) -> NumberLocale.FormatData {
        var data = NumberLocale.FormatData(
            format: .currency(code: "USD"), decimalSeparator: ".", groupingSeparator: ",",
            grouping: .init(primary: 3, secondary: 3, minimumDigits: 1), positivePrefix: "$", positiveSuffix: "",
            negativePrefix: "-$", negativeSuffix: "", markers: ["$", "USD"])
        change(&data)
        return data
    }

    /// Format data whose values would not read back: the body's separators as in the table
    /// above, a sign (what the negative affixes add to the positive ones) holding a digit or a
    /// separator, and negative affixes no different from the positive ones.
    static let invalidFormats: [NumberLocale.FormatData] = [
        currency { $0.decimalSeparator = "\u{FEFF}" }, currency { $0.groupingSeparator = "\u{200E}" },
        currency { $0.decimalSeparator = "-" }, currency { $0.groupingSeparator = "\u{2212}" },
        currency { $0.negativePrefix = "-1$" }, currency { $0.negativePrefix = "$." },
        currency { $0.negativeSuffix = "," }, currency { $0.negativePrefix = "$" },
        currency {
            $0.negativePrefix = "\u{200E}$"
            $0.negativeSuffix = "\u{200F}"
        },
    ]

    @Test("Format data after which text would not read back is invalid", arguments: invalidFormats)
    func invalidFormat(_ data: NumberLocale.FormatData) throws {
        let plain = try Symbols().locale()
        #expect {
            try plain.formatted(data)
        } throws: { error in
            (error as? NumberEntryError)?.code == .invalidLocaleData
        }
    }

    /// Formats of every kind, with affixes that hold digits (`L/100 km`) and separators (` kr.`).
    static let formats: [NumberFormat] = [
        .currency(code: "EUR"), .currency(code: "DKK"), .currency(code: "USD", width: .narrow, accounting: true),
        .currency(code: "CHF", width: .isoCode), .percent, .perMille,
        .measureUnit("consumption-liter-per-100-kilometer"), .measureUnit("mass-kilogram", width: .narrow),
    ]

    @Test("Every format the data source loads passes the same checks and reads back", arguments: formats)
    func loadedFormatsPass(_ format: NumberFormat) throws {
        var loaded = 0
        for identifier in Sweep.locales(NumberLocale.availableIdentifiers) {
            let locale: NumberLocale
            do {
                locale = try NumberLocale.named(identifier, format: format)
            } catch {
                guard error.code == .unsupportedFormat else { throw error }
                continue
            }
            let data = try #require(locale.formatData)
            let rebuilt = try Self.rebuilt(NumberLocale.named(identifier)).formatted(data)
            #expect(rebuilt == locale)
            try Self.expectRoundTrip(rebuilt, values: Self.values)
            loaded += 1
        }
        // Most locales load each format (`Sweep`: all 805 in a full run, about 150 in a default one).
        #expect(loaded > (LocaleDataSourceKind.current == .foundation ? -1 : Sweep.isFull ? 700 : 120))
    }
}
