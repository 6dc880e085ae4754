import Testing

@testable import NumberEntry
@testable import NumberEntryCore

/// Affixed fields render complete values as ICU's `unumf` does with the matching precision
/// skeleton (Behaviour §10.12), in every locale, for currency (own symbol, EUR, USD, JPY, KWD, own
/// narrow, ISO code, accounting, EUR accounting), percent and per-mille.
@Suite("Affixed formats agree with ICU")
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

    @Test("Every locale and format renders 150+ values as unumf does")
    func everyFormatAgrees() throws {
        #expect(Self.values.count >= 150)
        guard LocaleDataSourceKind.current == .systemICU else {
            // Foundation exposes no field positions: affixed formats are a typed error there.
            #expect(throws: NumberEntryError.self) { try NumberLocale.named("en_US", format: .percent) }
            return
        }
        let clock = ContinuousClock()
        let start = clock.now
        var mismatches: [String] = []
        var compared = 0
        var pairs = 0
        for identifier in NumberLocale.availableIdentifiers {
            let own = ICUReference.currencyCode(locale: identifier) ?? "XXX"
            for format in Self.formats(own: own) {
                let locale: NumberLocale
                do {
                    locale = try NumberLocale.named(identifier, format: format)
                } catch {
                    mismatches.append("\(identifier) \(format): \(error)")
                    continue
                }
                pairs += 1
                let references = (0...3).map {
                    ICUReference.formatter(format, fractionDigits: $0, locale: locale.identifier)
                }
                for (negative, integer, fraction) in Self.values {
                    let decimal = (negative ? "-" : "") + integer + (fraction.isEmpty ? "" : "." + fraction)
                    var characters = integer.utf8.map { $0 - 48 }
                    if !fraction.isEmpty { characters += [Content.separator] + fraction.utf8.map { $0 - 48 } }
                    // Negative zero too: the value has no sign, the content keeps it.
                    let ours = Layout(locale: locale, content: Content(isNegative: negative, characters: characters))
                        .render()
                    let icu = references[fraction.count]?(decimal)
                    compared += 1
                    if ours != icu, mismatches.count < 20 {
                        mismatches.append(
                            "\(identifier) \(format) \(decimal): ours \(Printable.escaped(ours)), ICU \(Printable.escaped(icu ?? "nil"))"
                        )
                    }
                }
            }
        }
        #expect(
            mismatches.isEmpty, "\(mismatches.count)+ mismatches of \(compared):\n\(mismatches.joined(separator: "\n"))"
        )
        print("affix agreement: \(pairs) (locale, format) pairs, \(compared) values compared in \(clock.now - start)")
    }
}
