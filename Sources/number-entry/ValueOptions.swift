import ArgumentParser
import NumberEntry

/// The policy's options for values: which digits a currency uses, the unit a percent value is
/// in, and how a value from outside is taken (Behaviour §10.8, §10.10, §16). `format` shares
/// them with the field-driving subcommands.
struct ValueOptions: ParsableArguments {
    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "A currency field's digits: standard, or cash (the currency's cash digits and increment: CHF 0.05).",
            valueName: "usage"))
    var currencyUsage: NumberPolicy.CurrencyUsage?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "The unit of a percent or per-mille field's value: shown (12.5% is 12.5) or fraction (12.5% is 0.125).",
            valueName: "unit"))
    var percentValue: NumberPolicy.PercentValue?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "How a value from outside (format's values, a start value) with more fraction digits than the field shows is taken: reject (default) refuses it; halfEven, halfUp, halfDown, up, down, ceiling or floor round it to the field's digits (a cash currency's increment).",
            valueName: "mode"), transform: Rounding.init)
    var rounding: Rounding?

    /// `reject` (no mode) or one of `ExactDecimal.RoundingMode`'s names.
    struct Rounding {
        let mode: ExactDecimal.RoundingMode?
        /// The policy object's value: `reject` or the mode's name.
        var text: String { mode?.rawValue ?? "reject" }

        init(_ text: String) throws {
            if text == "reject" {
                mode = nil
                return
            }
            guard let mode = ExactDecimal.RoundingMode(rawValue: text) else {
                let modes = ExactDecimal.RoundingMode.allCases.map(\.rawValue).joined(separator: ", ")
                throw ValidationError("'\(text)' is not reject or a rounding mode (\(modes)).")
            }
            self.mode = mode
        }
    }

    /// Throws when the options do not fit `format`: cash digits belong to a currency (Behaviour
    /// §10.8).
    func check(for format: NumberFormat) throws {
        guard currencyUsage == .cash else { return }
        guard format.currencyCode != nil else { throw ValidationError("--currency-usage cash needs --currency.") }
    }

    /// The currency usage asked for, `standard` by default.
    var usage: NumberPolicy.CurrencyUsage { currencyUsage ?? .standard }

    /// The unit of a percent value asked for, `shown` by default.
    var percentUnit: NumberPolicy.PercentValue { percentValue ?? .shown }

    /// The rounding mode asked for; `nil` for `reject`.
    var roundingMode: ExactDecimal.RoundingMode? { rounding?.mode }
}

extension NumberPolicy.CurrencyUsage: ExpressibleByArgument {}
extension NumberPolicy.PercentValue: ExpressibleByArgument {}
