import Foundation
import NumberEntry
import Testing

/// The answers the Foundation data source (`FoundationLocaleSource`, `FoundationFormatLoader`)
/// takes from Foundation, pinned as swift-foundation gives them on Linux. Darwin's Foundation is
/// another implementation over another ICU; where it answers differently, one of these named tests
/// fails, rather than an app meeting `unsupportedLocale` or a wrong affix. They query Foundation
/// directly, so they run with either data source.
@Suite("What the Foundation source takes from Foundation")
struct FoundationAnswersTests {
    typealias Part = AttributeScopes.FoundationAttributes.NumberFormatAttributes.NumberPartAttribute.NumberPart
    typealias Symbol = AttributeScopes.FoundationAttributes.NumberFormatAttributes.SymbolAttribute.Symbol

    /// The Latin-digit variant of a locale: `Locale.Components` with `numberingSystem = "latn"`
    /// gives an ICU identifier with the `numbers` keyword, and the locale keeps it.
    @Test("Locale.Components with numberingSystem latn", arguments: ["ar_EG", "fa_IR"])
    func latinComponents(_ identifier: String) {
        #expect(Locale(identifier: identifier).numberingSystem.identifier != "latn")
        var components = Locale.Components(identifier: identifier)
        components.numberingSystem = "latn"
        let locale = Locale(components: components)
        #expect(locale.identifier(.icu) == identifier + "@numbers=latn")
        #expect(locale.numberingSystem.identifier == "latn")
        #expect(Locale(identifier: identifier + "@numbers=latn").numberingSystem.identifier == "latn")
    }

    @Test("ar_EG in latn digits formats with its latn signs")
    func latinArabic() {
        var components = Locale.Components(identifier: "ar_EG")
        components.numberingSystem = "latn"
        let text = Decimal(string: "-1234.5")!.formatted(.number.locale(Locale(components: components)))
        #expect(text == "\u{200E}-1,234.5")
    }

    /// `canonical(_:digits:)` accepts a locale only when Foundation lists it or a parent: every
    /// locale the tests and case files load must be listed, in ICU form.
    @Test("Locale.availableIdentifiers lists the tests' locales, in ICU form")
    func availableIdentifiers() throws {
        let available = Set(Locale.availableIdentifiers)
        #expect(available.count > 800)
        #expect(!available.contains("") && !available.contains("root"))
        #expect(available.allSatisfy { !$0.contains("-") })
        let snapshot = try ICU72.snapshot.get()
        let named = snapshot.entries.compactMap { entry in
            let request = entry.request
            let format = try? NumberFormat(skeleton: request.format)
            return try? snapshot.locale(request.identifier, digits: request.digits, format: format ?? .plain).identifier
        }
        for identifier in Set(named).sorted() {
            var name = Substring(identifier.prefix { $0 != "@" })
            while !available.contains(String(name)), let cut = name.lastIndex(of: "_") { name = name[..<cut] }
            #expect(available.contains(String(name)), "\(identifier): neither it nor a parent is listed")
        }
        for identifier in ["en_US", "en_US_POSIX", "de_CH", "ar_EG", "ee", "ff_Adlm", "ccp", "ckb_IQ", "my_MM"] {
            #expect(available.contains(identifier), "\(identifier)")
        }
    }

    /// The affixes are the runs before and after the number's runs (integer, fraction, and the
    /// separators): each symbol is its own run, with its attribute.
    @Test(
        "Run boundaries of attributed currency output",
        arguments: [
            (
                "en_US", "USD",
                [
                    ("-", nil, Symbol.sign), ("$", nil, .currency), ("1", .integer, nil),
                    (",", .integer, .groupingSeparator),
                    ("234", .integer, nil), (".", nil, .decimalSeparator), ("50", .fraction, nil),
                ] as [(String, Part?, Symbol?)]
            ),
            (
                "de_DE", "EUR",
                [
                    ("-", nil, Symbol.sign), ("1", .integer, nil), (".", .integer, .groupingSeparator),
                    ("234", .integer, nil), (",", nil, .decimalSeparator), ("50", .fraction, nil), ("\u{A0}", nil, nil),
                    ("€", nil, .currency),
                ]
            ),
        ])
    func attributedRuns(_ identifier: String, _ code: String, _ expected: [(String, Part?, Symbol?)]) {
        let style = Decimal.FormatStyle.Currency(code: code, locale: Locale(identifier: identifier))
        let attributed = style.attributed.format(Decimal(string: "-1234.5")!)
        let runs = attributed.runs.map { (String(attributed[$0.range].characters), $0.numberPart, $0.numberSymbol) }
        #expect(runs.map(\.0) == expected.map(\.0))
        #expect(runs.map(\.1) == expected.map(\.1))
        #expect(runs.map(\.2) == expected.map(\.2))
    }

    /// A `Decimal` has no negative zero, so the loader formats `-0` as the `Double` -0.0, which
    /// keeps its sign.
    @Test("Negative zero: lost by Decimal, kept by Double")
    func negativeZero() {
        let decimal = Decimal(string: "-0")!
        #expect(decimal.isZero && decimal.sign == .plus)
        let us = Locale(identifier: "en_US")
        #expect(Decimal.FormatStyle.Currency(code: "USD", locale: us).format(decimal) == "$0.00")
        #expect(FloatingPointFormatStyle<Double>.Currency(code: "USD", locale: us).format(-0.0) == "-$0.00")
        let de = Locale(identifier: "de_DE")
        #expect(FloatingPointFormatStyle<Double>.Currency(code: "EUR", locale: de).format(-0.0) == "-0,00\u{A0}€")
        #expect(FloatingPointFormatStyle<Double>.Percent(locale: us).format(-0.0) == "-0%")
    }
}
