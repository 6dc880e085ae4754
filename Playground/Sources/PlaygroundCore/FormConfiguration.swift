import Foundation
import NumberEntryForms

/// The form page's settings, as its address and its session request carry them: the locale, the
/// currency of the price fields, the validation timing and, for a model of one's own, a hints
/// file's text instead of the shipped `Order.hints`.
public struct FormConfiguration: Sendable {
    /// The ICU locale identifier of every field.
    public var locale: String
    /// The currency of the price fields: the request's, or the locale's own.
    public var currency: String
    /// When errors show and hide.
    public var timing: ValidationTiming
    /// The hints file the form is declared by.
    public var hints: HintsFile

    /// The request keys a configuration reads; any other key is refused.
    public static let keys: Set<String> = ["locale", "currency", "validate", "hide", "hints"]

    /// Reads a configuration from a session request. Missing or empty keys take the defaults:
    /// `en_US`, the locale's own currency, `validate=onSubmit`, `hide=onValueChange`, the shipped
    /// order form. `validate` is `onSubmit`, `onValueChange` or `onFocusLost`; `hide` is
    /// `onValueChange`, `onFocus` or `onFocusLost` (``ValidationTiming``'s cases); `hints` is a
    /// hints file's JSON text of at most `Limits.hintsBytes` bytes and `Limits.formFields` fields.
    public init(query: [String: String]) throws(PlaygroundError) {
        let query = query.filter { !$0.value.isEmpty }
        for (key, value) in query {
            guard Self.keys.contains(key) else { throw .invalidConfiguration("unknown setting \(key)") }
            guard key == "hints" || value.utf16.count <= Limits.textLength else { throw .textTooLong }
        }
        locale = query["locale"] ?? "en_US"
        guard LocaleCatalog.accepts(locale) else { throw .unsupportedLocale(locale) }
        if let code = query["currency"] {
            currency = code.uppercased()
        } else if let code = Currency.code(ofLocale: locale) {
            currency = code
        } else {
            throw .invalidConfiguration("the locale \(locale) has no currency of its own: name one with currency")
        }
        guard Currency.fractionDigits(of: currency) != nil else {
            throw .unsupportedFormat("currency/\(currency)", reason: "ICU lists no currency \(currency)")
        }
        timing = ValidationTiming(
            validatesOn: try Self.choice(query["validate"], Self.validations, "validate") ?? .onSubmit,
            hidesErrorOn: try Self.choice(query["hide"], Self.hidings, "hide") ?? .onValueChange)
        if let text = query["hints"] {
            guard text.utf8.count <= Limits.hintsBytes else { throw .hintsTooLarge }
            do { hints = try HintsFile.parse(text, model: "Custom") } catch {
                throw .invalidHints(error.errors.first.map(\.description) ?? "unreadable")
            }
        } else {
            do { hints = try Self.shipped.hints(for: "Order") } catch {
                throw .invalidHints(error.errors.first.map(\.description) ?? "unreadable")
            }
        }
        guard hints.fields.count <= Limits.formFields else { throw .hintsTooLarge }
    }

    /// The names of `validate` in the address.
    public static let validations: [(String, ValidationTiming.Validation)] = [
        ("onSubmit", .onSubmit), ("onValueChange", .onValueChange), ("onFocusLost", .onFocusLost),
    ]

    /// The names of `hide` in the address.
    public static let hidings: [(String, ValidationTiming.ErrorHiding)] = [
        ("onValueChange", .onValueChange), ("onFocus", .onFocus), ("onFocusLost", .onFocusLost),
    ]

    /// The order form's labels, by field id.
    static let labels = [
        "quantity": "Quantity", "unitPrice": "Unit price", "discount": "Discount", "weight": "Parcel weight",
        "insuredValue": "Insured value (optional)",
    ]

    /// What the app says about the order form's fields that the hints file does not: their
    /// formats (the price in the page's currency) and their rules beyond the file's bounds.
    var formats: [String: NumberFormat] {
        [
            "unitPrice": .currency(code: currency), "discount": .percent,
            "weight": .measureUnit("mass-kilogram"), "insuredValue": .currency(code: currency),
        ]
    }

    /// See `formats`.
    static let rules: [String: [NumberRule]] = [
        "quantity": [.required], "unitPrice": [.required],
        "weight": [.required, try! .multiple(of: ExactDecimal("0.5")!)],
    ]

    /// What identifies the locale data each affixed field loads, as `FieldConfiguration.formatKey`:
    /// every field's format as the form resolves it (the app's, else the hints file's own, with
    /// the file's digits), so a hints file's formats count against `Limits.formats` too.
    public var formatKeys: [String] {
        hints.fields.compactMap { field in
            let format = formats[field.id] ?? field.policy.format
            return format == .plain ? nil : "\(locale) \(field.policy.digits.rawValue) \(format.skeleton)"
        }
    }

    /// The locale variant (`hi_IN@numbers=deva`) the form loads, as `FieldConfiguration.localeVariant`.
    public var localeVariant: String? {
        LocaleCatalog.identifiers.contains(locale) ? nil : locale
    }

    /// The form this configuration declares.
    public func makeForm() throws(PlaygroundError) -> NumberForm {
        do {
            return try NumberForm(
                hints, localeIdentifier: locale, labels: Self.labels, formats: formats, rules: Self.rules,
                timing: timing)
        } catch {
            if error.fieldID == nil {  // the form's locale (`FormSetupError.invalidLocale`)
                guard let system = LocaleCatalog.numberingSystem(ofVariant: locale) else {
                    throw .unsupportedLocale(locale)
                }
                throw .unsupportedNumberingSystem(locale, system: system)
            }
            throw .invalidConfiguration(error.description)
        }
    }

    /// The address name of a timing (`onSubmit`).
    static func name<Option: Equatable>(_ option: Option, in names: [(String, Option)]) -> String {
        names.first { $0.1 == option }?.0 ?? ""
    }

    /// The option `text` names; `nil` for no text.
    private static func choice<Option>(_ text: String?, _ names: [(String, Option)], _ key: String)
        throws(PlaygroundError) -> Option?
    {
        guard let text else { return nil }
        guard let option = names.first(where: { $0.0 == text })?.1 else {
            throw .invalidConfiguration("\(key) is " + names.map(\.0).joined(separator: " or "))
        }
        return option
    }

    /// The playground's own hints folder.
    private static let shipped = HintsStore(
        directory: Bundle.module.url(forResource: "Hints", withExtension: nil) ?? URL(fileURLWithPath: "Hints"))
}
