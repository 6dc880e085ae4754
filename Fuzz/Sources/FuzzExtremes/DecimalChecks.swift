import FuzzSupport
import _NumberEntryTestSupport

/// `ExactDecimal` with extreme exponents, digit counts and integers.
enum DecimalChecks {
    /// A shift is exact within ±`maximumShift` (shifting back gives the value) and a
    /// `ShiftError` naming the exponent beyond it; zero shifts to zero by any exponent.
    static func shift(_ bytes: inout FuzzBytes) {
        let value = Extremes.decimal(&bytes)
        let exponent = Extremes.integer(&bytes)
        let inRange = exponent.magnitude <= UInt(ExactDecimal.maximumShift)
        do {
            let shifted = try value.shifted(byPowerOfTen: exponent)
            guard inRange || value.isZero else { broken("\(value) shifted by \(exponent), beyond the limit") }
            guard value.isZero ? shifted.isZero : (try? shifted.shifted(byPowerOfTen: -exponent)) == value,
                shifted.significantDigitCount == value.significantDigitCount
            else { broken("\(value) shifted by \(exponent) and back is not itself") }
        } catch {
            guard !inRange, !value.isZero, error.exponent == exponent else {
                broken("\(value) shifted by \(exponent) threw \(error)")
            }
        }
    }

    /// Rounding to any number of fraction digits keeps at most that many (none for a negative
    /// count), leaves a value that has no more alone, moves by less than one unit of the last
    /// kept digit and in the direction the mode says.
    static func rounding(_ bytes: inout FuzzBytes) {
        let value = Extremes.decimal(&bytes)
        let digits = Extremes.integer(&bytes)
        let mode = ExactDecimal.RoundingMode.allCases[Int(bytes.next()) % ExactDecimal.RoundingMode.allCases.count]
        let rounded = value.rounded(toFractionDigits: digits, mode)
        let kept = max(0, digits)
        guard rounded.scale <= kept else { broken("\(value) rounded to \(digits) digits keeps \(rounded.scale)") }
        if value.scale <= kept, rounded != value { broken("\(value) rounded to \(digits) digits changed") }
        let change = rounded - value
        if kept <= Extremes.digitBudget, let unit = try? change.magnitude.shifted(byPowerOfTen: kept), !(unit < 1) {
            broken("\(value) rounded \(mode) to \(digits) digits moved by \(change)")
        }
        let away = change.isZero || change.isNegative == value.isNegative
        let expectedAway: Bool? =
            switch mode {
            case .up: true
            case .down: false
            case .ceiling: !value.isNegative
            case .floor: value.isNegative
            default: nil
            }
        if let expectedAway, !change.isZero, away != expectedAway {
            broken("\(value) rounded \(mode) to \(digits) digits gave \(rounded)")
        }
    }

    /// Sums and differences of long values undo each other and agree with comparison.
    static func arithmetic(_ bytes: inout FuzzBytes) {
        let a = Extremes.decimal(&bytes)
        let b = Extremes.decimal(&bytes)
        guard (a + b) - b == a, a - a == .zero, (a - b).negated == b - a else {
            broken("arithmetic of \(a) and \(b)")
        }
        let difference = b - a
        guard (a < b) == (!difference.isZero && !difference.isNegative) else { broken("\(a) < \(b) disagrees") }
        guard a.scale + b.scale <= Extremes.digitBudget else { return }
        let multiple = try? a.isMultiple(of: b)
        guard (multiple == nil) == (b.significantDigitCount > ExactDecimal.maximumIncrementDigits) else {
            broken("the increment cap for \(b)")
        }
        if let multiple, multiple != (try? (a - b).isMultiple(of: b)) { broken("divisibility of \(a) by \(b)") }
    }

    /// Every integer, the ends of `Int` too, converts exactly both ways.
    static func integers(_ bytes: inout FuzzBytes) {
        let integer = Extremes.integer(&bytes)
        let decimal = ExactDecimal(integer)
        guard Int(exactly: decimal) == integer, decimal.description == String(integer) else {
            broken("\(integer) as a decimal is \(decimal)")
        }
        let beyond = integer < 0 ? decimal - 1 : decimal + 1
        if (integer == .min || integer == .max) && Int(exactly: beyond) != nil { broken("\(beyond) fits in Int") }
    }
}
