import Testing

@testable import NumberEntry
@testable import NumberEntryCore

/// Rendering of complete values must equal the data source's own formatting, in every locale
/// it has (Behaviour §2), so the keystroke path can run on cached data without calling ICU: ICU's
/// `unumf` with the system-ICU source, `Decimal.FormatStyle` (Foundation's own ICU) with the
/// Foundation source.
@Suite("Agreement with the data source's ICU")
struct ICUAgreementTests {
    /// Every locale the source lists, plus the `@numbers=latn` variant of each with non-Latin digits.
    static let identifiers: [String] = {
        var identifiers = NumberLocale.availableIdentifiers
        for identifier in identifiers {
            let locale = try! NumberLocale.named(identifier)
            if locale.numberingSystem != "latn" { identifiers.append(identifier + "@numbers=latn") }
        }
        return identifiers
    }()

    /// Values as (sign, integer digits, fraction digits exactly as shown): zero, negative
    /// zero, 1 to 40 integer digits, negatives, 1 to 6 fraction digits with trailing zeros.
    /// The source compares those it can format (Foundation: 38 digits, no negative zero).
    static let values: [(negative: Bool, integer: String, fraction: String)] = {
        var values: [(Bool, String, String)] = [
            (false, "0", ""), (true, "0", ""), (true, "0", "00"), (false, "0", "5"),
        ]
        let pattern = Array("9876543210123456789098765432101234567890")
        for length in 1...40 {
            let integer = String(pattern.prefix(length))
            values.append((false, integer, ""))
            values.append((true, integer, ""))
            values.append((length % 2 == 0, integer, String(repeating: "0", count: length % 6 + 1)))
            values.append((length % 3 == 0, integer, String("123456".prefix(length % 6 + 1))))
            values.append((length % 4 == 1, integer, "50"))
        }
        for fractionLength in 1...6 {
            let fraction = String("405060".prefix(fractionLength))
            values.append((false, "0", fraction))
            values.append((true, "0", fraction))
            values.append((false, "1", String(repeating: "0", count: fractionLength)))
        }
        return values
    }()

    @Test("The identifier list covers all of ICU 72", .testsSystemICUSource)
    func coversAllOfICU72() {
        #expect(NumberLocale.availableIdentifiers.count == 805)
    }

    @Test("Every listed locale loads, with latn variants and 200+ values")
    func coversAllLocales() {
        #expect(NumberLocale.availableIdentifiers.count > 800)
        #expect(Self.identifiers.count > NumberLocale.availableIdentifiers.count)
        #expect(Self.values.count >= 200)
    }

    @Test("Every locale renders every value as ICU does")
    func everyLocaleAgrees() throws {
        var mismatches: [String] = []
        var compared = 0
        for identifier in Sweep.locales(Self.identifiers) {
            let locale = try NumberLocale.named(identifier)
            for (negative, integer, fraction) in Self.values {
                let digits = integer.utf8.map { $0 - 48 }
                var characters = integer == "0" && !fraction.isEmpty ? [] : digits
                if !fraction.isEmpty { characters += [Content.separator] + fraction.utf8.map { $0 - 48 } }
                let ours = Layout(locale: locale, content: Content(isNegative: negative, characters: characters))
                    .render().string
                let decimal = (negative ? "-" : "") + integer + (fraction.isEmpty ? "" : "." + fraction)
                guard SourceReference.canFormat(decimal) else { continue }
                let icu = SourceReference.format(decimal, fractionDigits: fraction.count, locale: locale.identifier)
                compared += 1
                // The public way to format a value, for every value but negative zero.
                let value = ExactDecimal(decimal)!
                let text =
                    value.isNegative == negative ? locale.text(of: value, minFractionDigits: fraction.count) : ours
                if ours != icu || text != icu, mismatches.count < 20 {
                    mismatches.append(
                        "\(identifier) \(decimal): ours \(Printable.escaped(ours)), text(of:) \(Printable.escaped(text)), ICU \(Printable.escaped(icu ?? "nil"))"
                    )
                }
            }
        }
        #expect(
            mismatches.isEmpty, "\(mismatches.count)+ mismatches of \(compared):\n\(mismatches.joined(separator: "\n"))"
        )
        print(
            "\(LocaleDataSourceKind.current) agreement: \(Self.identifiers.count) locales, \(compared) values compared")
    }
}
