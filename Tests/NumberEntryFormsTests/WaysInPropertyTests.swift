import Foundation
import NumberEntryForms
import NumberEntryFoundation
import Testing

/// Where options meet (Behaviour §10.8, §10.10, §15, §16, §18): every combination of format,
/// entry mode, bounds with and without clamping, and rounding, in twelve locales. A value read
/// from a finalized field goes back in through every way a caller has, and each shows the same
/// text and value; finalize is idempotent; a clamped field is within its bounds; a cash field
/// with a rounding mode holds a multiple of its increment.
@Suite("Values read out and put back, in every combination of options")
struct WaysInPropertyTests {
    static let locales = [
        "en_US", "de_DE", "fr_FR", "de_CH", "es_ES", "pl_PL", "ar_EG", "fa_IR", "hi_IN", "he_IL", "ja_JP", "fy_NL",
    ]

    /// A format with what `value` reports: its scale against the number shown, and whether it is cash.
    struct Format: Sendable, CustomStringConvertible {
        let name: String
        let format: NumberFormat
        var usage: NumberPolicy.CurrencyUsage = .standard
        var percentValue: NumberPolicy.PercentValue = .shown
        /// The power of ten the shown number is of the value (`12.5 %` of 0.125: 2).
        var valueScale = 0

        var description: String { name }
    }

    static let formats = [
        Format(name: "plain", format: .plain),
        Format(name: "EUR", format: .currency(code: "EUR")),
        Format(name: "CHF cash", format: .currency(code: "CHF"), usage: .cash),
        Format(name: "percent shown", format: .percent),
        Format(name: "percent fraction", format: .percent, percentValue: .fraction, valueScale: 2),
        Format(name: "per mille fraction", format: .perMille, percentValue: .fraction, valueScale: 3),
        Format(name: "kilograms", format: .measureUnit("mass-kilogram")),
    ]

    /// Bounds in the shown number (the policy's own unit, §10.10), with or without clamping.
    enum Bounds: CaseIterable, CustomStringConvertible {
        case none, refusing, clamping

        var description: String { "\(self)" }
    }

    /// What a person types: digits, the decimal key, the minus key (rejected keys are skipped).
    static let typings = ["1234.5", "0.07", "-12.345", "987654", "-3.2", "0", "49.99", ".5", "-0"]

    static let combinations: [(Format, NumberPolicy.Entry)] = formats.flatMap { format in
        NumberPolicy.Entry.allCases.map { (format, $0) }
    }

    @Test("Read out, put back in, the same text and value", arguments: combinations)
    func waysIn(format: Format, entry: NumberPolicy.Entry) throws {
        var checked = 0
        var offered = 0
        for locale in Self.locales {
            offered += (try? NumberLocale.named(locale, format: format.format)) == nil ? 0 : 1
            for bounds in Bounds.allCases {
                for rounding in [nil, ExactDecimal.RoundingMode.halfEven] {
                    let policy = NumberPolicy(
                        format: format.format, minimum: bounds == .none ? nil : -50,
                        maximum: bounds == .none ? nil : 500, entry: entry, currencyUsage: format.usage,
                        percentValue: format.percentValue, clampOnFinalize: bounds == .clamping, rounding: rounding)
                    for typing in Self.typings {
                        checked += try check(typing, locale: locale, policy: policy, format: format) ? 1 : 0
                    }
                }
            }
        }
        #expect(offered == 0 || checked > offered * 3 * 2 * 4, "too few typed values had a value")
    }

    /// Types `typing` into a new field, finalizes it and checks every way back in; false when the
    /// field ends empty.
    func check(_ typing: String, locale: String, policy: NumberPolicy, format: Format) throws -> Bool {
        var field: NumberField
        do {
            field = try NumberField(localeIdentifier: locale, policy: policy)
        } catch {
            // A unit whose affixes change with the value in this locale (kilograms in he_IL,
            // Behaviour §17), or a format the data source lacks, is refused by every way in,
            // never drawn with a wrong affix.
            guard error.code == .unsupportedFormat, format.format.unitName != nil || !sourceOffers(format.format)
            else { throw error }
            #expect(throws: NumberEntryError.self) { try NumberParser(localeIdentifier: locale, policy: policy) }
            return false
        }
        for key in typing {
            try? field.insert(String(key))
        }
        let typedValue = field.value
        field.finalize()
        guard let value = field.value else { return false }
        let context = "\(locale) \(policy) typed \(typing): \(field.text) = \(value)"

        var again = field
        again.finalize()
        #expect(again == field, "finalize is idempotent: \(context)")

        let shown = try value.shifted(byPowerOfTen: format.valueScale)
        if policy.clampOnFinalize, let minimum = policy.minimum, let maximum = policy.maximum {
            #expect(minimum <= shown && shown <= maximum, "clamped within the bounds: \(context)")
        }
        if policy.rounding != nil, policy.currencyUsage == .cash, let increment = field.locale.formatData?.cashIncrement
        {
            #expect(try shown.isMultiple(of: increment), "a multiple of the cash increment: \(context)")
        }

        let initialized = try NumberField(locale: field.locale, policy: policy, value: value)
        #expect(initialized.text == field.text && initialized.value == value, "initializer: \(context)")
        #expect(initialized.selection == field.selection, "initializer's caret: \(context)")

        let declared = FieldDeclaration(id: "f", policy: policy, initialValue: value)
        var form = try NumberForm([declared], localeIdentifier: locale)
        #expect(form["f"]?.text == field.text && form["f"]?.value == value, "form initial value: \(context)")

        form.reset()
        try form.setValue(nil, forField: "f")
        try form.setValue(value, forField: "f")
        #expect(form["f"]?.text == field.text && form["f"]?.value == value, "setValue: \(context)")

        let record = try JSONEncoder().encode(["f": value])
        let stored = try JSONDecoder().decode([String: ExactDecimal].self, from: record)
        try form.setValue(stored["f"], forField: "f")
        #expect(form["f"]?.text == field.text && form["f"]?.value == value, "stored record: \(context)")
        try checkThroughJSONNumbers(value, form: &form, text: field.text, typing: typing, context: context)

        let style: NumberEntryFormatStyle<ExactDecimal> = .numberEntry(
            policy: policy, locale: Locale(identifier: locale))
        #expect(style.format(value) == field.text, "format style: \(context)")
        #expect(try style.parseStrategy.parse(field.text) == value, "format style parse: \(context)")

        let parser = try NumberParser(locale: field.locale, policy: policy)
        #expect(try parser.parse(field.text) == value, "parser of the field's text: \(context)")

        for outside in [typedValue, value].compactMap({ $0 }) {
            try checkFormatStyleAndCodeCase(outside, locale: locale, policy: policy)
        }
        return true
    }

    /// The format-style and code-case step (Behaviour §10.2, §16): `value`, read out or typed
    /// past a bound, goes through `NumberEntryFormatStyle` with and without `clampOnFinalize` and
    /// through a policy whose currency code is in lower or mixed case. Each shows what a field
    /// made with `value` shows and parses back to its value, or refuses with a typed error: the
    /// field `NumberEntryError`, the parse `ParseError` (a bound the field shows beyond).
    func checkFormatStyleAndCodeCase(_ value: ExactDecimal, locale: String, policy: NumberPolicy) throws {
        for clamps in [false, true] where !clamps || policy.minimum != nil {
            var variant = policy
            variant.clampOnFinalize = clamps
            let context = "\(locale) \(variant) value \(value)"
            let style: NumberEntryFormatStyle<ExactDecimal> = .numberEntry(
                policy: variant, locale: Locale(identifier: locale))
            let text = style.format(value)
            let field: NumberField
            do {
                field = try NumberField(localeIdentifier: locale, policy: variant, value: value)
            } catch {
                #expect(throws: ParseError.self, "style refuses what the field refuses: \(context)") {
                    try style.parseStrategy.parse(text)
                }
                continue
            }
            #expect(text == field.text, "format style as the field: \(context)")
            let shown = try #require(field.value)
            if let bound = variant.bound(beyondValue: shown) {
                #expect(throws: bound, "a value beyond a bound: \(context)") { try style.parseStrategy.parse(text) }
            } else {
                #expect(try style.parseStrategy.parse(text) == shown, "format style parse: \(context)")
            }
            guard let code = variant.format.currencyCode, let width = variant.format.currencyWidth else { continue }
            let accounting = variant.format.accounting
            for cased in [code.lowercased(), code.prefix(1).lowercased() + code.dropFirst()] {
                var lower = variant
                lower.format = .currency(code: cased, width: width, accounting: accounting)
                #expect(lower == variant, "a policy holds its code in upper case: \(context)")
                let stored = try JSONDecoder().decode(NumberPolicy.self, from: JSONEncoder().encode(lower))
                #expect(stored == variant, "the wire keeps it: \(context)")
                let made = try NumberField(
                    localeIdentifier: locale,
                    policy: NumberPolicy(
                        format: .currency(code: cased, width: width, accounting: accounting),
                        minimum: variant.minimum, maximum: variant.maximum, entry: variant.entry,
                        currencyUsage: variant.currencyUsage, percentValue: variant.percentValue,
                        clampOnFinalize: clamps, rounding: variant.rounding),
                    value: value)
                #expect(made.text == field.text && made.value == field.value, "a \(cased) field: \(context)")
            }
        }
    }
}

extension NumberPolicy {
    /// The error a complete string of a value beyond a bound gets (Behaviour §18); `nil` within
    /// the bounds. `value` is in the unit `value` reports; the bounds are of the number shown.
    fileprivate func bound(beyondValue value: ExactDecimal) -> ParseError? {
        let shown = percentValue == .fraction ? Self.shown(ofFraction: value, format: format) : value
        if let minimum, shown < minimum { return .belowMinimum }
        if let maximum, shown > maximum { return .aboveMaximum }
        return nil
    }

    /// The number a percent (× 100) or per-mille (× 1000) field shows for a fraction.
    private static func shown(ofFraction value: ExactDecimal, format: NumberFormat) -> ExactDecimal {
        let exponent = format == .perMille ? 3 : format == .percent ? 2 : 0
        return (try? value.shifted(byPowerOfTen: exponent)) ?? value
    }
}
