import Testing

@testable import NumberEntry
@testable import NumberEntryCore

/// Affixed fields render complete values as the data source formats them with the matching
/// precision (Behaviour §10.12): ICU's `unumf` with the system-ICU source, the format's
/// `FormatStyle` with the Foundation source. In every locale, for currency (own symbol, EUR, USD,
/// JPY, KWD, own narrow, ISO code, accounting, EUR accounting), percent and per-mille.
@Suite("Affixed formats agree with the data source")
struct AffixAgreementTests {
    /// The formats checked in a locale whose own currency is `own`.
    static func formats(own: String) -> [NumberFormat] {
        [
            .currency(code: own), .currency(code: "EUR"), .currency(code: "USD"), .currency(code: "JPY"),
            .currency(code: "KWD"), .currency(code: own, width: .narrow), .currency(code: own, width: .isoCode),
            .currency(code: own, accounting: true), .currency(code: "EUR", accounting: true), .percent, .perMille,
        ]
    }

    /// Values as (sign, integer digits, fraction digits as shown): zeros and negative zero, 1 to
    /// 18 integer digits with 0 to 3 fraction digits, both signs.
    static let values: [(negative: Bool, integer: String, fraction: String)] = {
        var values: [(Bool, String, String)] = [
            (false, "0", ""), (true, "0", ""), (true, "0", "00"), (false, "0", "5"), (true, "0", "05"),
            (false, "0", "000"), (true, "0", "001"),
        ]
        let pattern = Array("987654321012345678")
        for length in 1...18 {
            for fractionDigits in 0...3 {
                let integer = String(pattern.prefix(length))
                let fraction = String("050".prefix(fractionDigits))
                values.append((false, integer, fraction))
                values.append((true, integer, fraction))
            }
        }
        return values
    }()

    /// The locales compared (`Sweep`): every one with the system ICU in a full run; with
    /// Foundation, whose formatting costs a hundred times more, every fourth one and those the docs
    /// show (of the sweep's sample in a default run).
    static var identifiers: [String] {
        let all = Sweep.locales(NumberLocale.availableIdentifiers)
        guard LocaleDataSourceKind.current == .foundation else { return all }
        return all.enumerated().filter { $0.offset % 4 == 0 || Sweep.shown.contains($0.element) }.map(\.element)
    }

    /// Whether the source offers a format: Foundation's number formatting has no per-mille style.
    static func isOffered(_ format: NumberFormat) -> Bool {
        LocaleDataSourceKind.current == .systemICU || format != .perMille
    }

    /// The values that `locale` (loaded for `format`) renders otherwise than the source's own
    /// formatter with the same precision, through the layout and through the public
    /// `NumberLocale.text(of:minFractionDigits:)` (every value but negative zero, which has no
    /// `ExactDecimal`).
    static func disagreements(_ locale: NumberLocale, format: NumberFormat) -> [String] {
        let references = (0...3).map {
            SourceReference.formatter(format, fractionDigits: $0, locale: locale.identifier)
        }
        var disagreements: [String] = []
        for (negative, integer, fraction) in values {
            let decimal = (negative ? "-" : "") + integer + (fraction.isEmpty ? "" : "." + fraction)
            var characters = integer.utf8.map { $0 - 48 }
            if !fraction.isEmpty { characters += [Content.separator] + fraction.utf8.map { $0 - 48 } }
            // Negative zero too: the value has no sign, the content keeps it.
            let ours = Layout(locale: locale, content: Content(isNegative: negative, characters: characters)).render()
                .string
            let expected = references[fraction.count]?(decimal)
            let value = ExactDecimal(decimal)!
            let text = value.isNegative == negative ? locale.text(of: value, minFractionDigits: fraction.count) : ours
            if ours != expected || text != expected {
                disagreements.append(
                    "\(decimal): ours \(Printable.escaped(ours)), text(of:) \(Printable.escaped(text)), source \(Printable.escaped(expected ?? "nil"))"
                )
            }
        }
        return disagreements
    }

    @Test("Every locale and format renders 150+ values as the source does")
    func everyFormatAgrees() throws {
        #expect(Self.values.count >= 150)
        var mismatches: [String] = []
        var compared = 0
        var pairs = 0
        for identifier in Self.identifiers {
            let own = SourceReference.currencyCode(locale: identifier) ?? "XXX"
            for format in Self.formats(own: own) {
                guard Self.isOffered(format) else {
                    do {
                        _ = try NumberLocale.named(identifier, format: format)
                        mismatches.append("\(identifier) \(format): loaded, but the source has no such format")
                    } catch {
                        if error.code != .unsupportedFormat { mismatches.append("\(identifier): \(error)") }
                    }
                    continue
                }
                let locale: NumberLocale
                do {
                    locale = try NumberLocale.named(identifier, format: format)
                } catch {
                    mismatches.append("\(identifier) \(format): \(error)")
                    continue
                }
                pairs += 1
                compared += Self.values.count
                for mismatch in Self.disagreements(locale, format: format) where mismatches.count < 20 {
                    mismatches.append("\(identifier) \(format) \(mismatch)")
                }
            }
        }
        #expect(
            mismatches.isEmpty, "\(mismatches.count)+ mismatches of \(compared):\n\(mismatches.joined(separator: "\n"))"
        )
        print("affix agreement: \(pairs) (locale, format) pairs, \(compared) values compared")
    }

    /// Measure units (Behaviour §17), system ICU only: in every locale a unit either loads and
    /// renders every value as ICU does, or is `unsupportedFormat` because its affixes vary with
    /// the value (by plural form), never drawn with a wrong affix.
    @Test(
        "Every locale renders measure units as ICU does, or refuses a unit whose affixes vary",
        .testsSystemICUSource,
        arguments: [
            NumberFormat.measureUnit("mass-kilogram"), .measureUnit("speed-kilometer-per-hour", width: .narrow),
            .measureUnit("temperature-celsius"),
        ])
    func unitsAgree(_ format: NumberFormat) throws {
        var mismatches: [String] = []
        var loaded = 0
        var varying = 0
        for identifier in Sweep.locales(NumberLocale.availableIdentifiers) {
            let locale: NumberLocale
            do {
                locale = try NumberLocale.named(identifier, format: format)
            } catch {
                if error.code == .unsupportedFormat, error.detail?.contains("change with the value") == true {
                    varying += 1
                } else {
                    mismatches.append("\(identifier): \(error)")
                }
                continue
            }
            loaded += 1
            for mismatch in Self.disagreements(locale, format: format) where mismatches.count < 20 {
                mismatches.append("\(identifier) \(mismatch)")
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.joined(separator: "\n"))")
        // Most locales write these units the same for every value.
        #expect(loaded > varying * 4, "\(loaded) loaded, \(varying) vary with the value")
        print("unit agreement, \(format): \(loaded) locales loaded, \(varying) vary with the value")
    }
}
