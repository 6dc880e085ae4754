import Foundation
import FuzzSupport
import NumberEntry
import _NumberEntryTestSupport

/// Fields, parsers and policies whose limits, bounds, step and offsets are extreme.
enum FieldChecks {
    /// A policy whose every number may be extreme: digit limits, fraction digits, bounds with
    /// huge exponents, the step's written fraction digits; any entry, format and rounding.
    static func policy(_ bytes: inout FuzzBytes) -> NumberPolicy {
        let flags = bytes.next()
        var policy = NumberPolicy()
        if flags & 1 != 0 { policy.maxIntegerDigits = Extremes.count(&bytes) }
        if flags & 2 != 0 { policy.maxFractionDigits = Extremes.count(&bytes) }
        if flags & 4 != 0 { policy.minFractionDigits = Extremes.count(&bytes) }
        if flags & 8 != 0 { policy.minimum = Extremes.decimal(&bytes) }
        if flags & 16 != 0 { policy.maximum = Extremes.decimal(&bytes) }
        if flags & 32 != 0 {
            policy.step = .init(Extremes.decimal(&bytes).magnitude, fractionDigits: Extremes.integer(&bytes))
        }
        let options = bytes.next()
        policy.entry = [.natural, .natural, .cents, .fixed][Int(options & 3)]
        policy.clampOnFinalize = options & 4 != 0
        policy.allowsNegative = options & 8 == 0
        policy.digits = options & 16 == 0 ? .locale : .latin
        let modes = ExactDecimal.RoundingMode.allCases
        policy.rounding = flags & 64 != 0 ? modes[Int(bytes.next()) % modes.count] : nil
        policy.percentValue = flags & 128 != 0 ? .fraction : .shown
        policy.format = NumberPolicy.fuzzFormats[Int(options >> 5)]
        return policy
    }

    /// The policy survives a JSON round trip; a field made with it is refused with a typed error
    /// or takes edits with extreme offsets, long pastes and steps, every one checked by
    /// `FieldInvariants`; the parser reads its finalized text back to its value.
    static func policyField(_ bytes: inout FuzzBytes) {
        let localeByte = bytes.next()
        let policy = policy(&bytes)
        // The wire's reader gives the policy back exactly; Foundation's gives it back or refuses
        // a number it cannot read exactly (an integer of 18+ digits that a `Double` holds, such
        // as `Int.min`: the documented limit of `JSONDecoder`), never another policy.
        guard let data = try? JSONEncoder().encode(policy),
            (try? WireDecoder().decode(NumberPolicy.self, from: data)) == policy
        else { broken("\(policy) does not survive JSON") }
        do {
            guard try JSONDecoder().decode(NumberPolicy.self, from: data) == policy else {
                broken("\(policy) comes back from JSONDecoder as another policy")
            }
        } catch is DecodingError {
        } catch {
            broken("\(policy): JSONDecoder threw \(error)")
        }
        _ = policy.step.description
        let locale = FuzzLocales.locale(localeByte, digits: policy.digits, format: policy.format)
        guard var field = try? NumberField(locale: locale, policy: policy) else { return }
        // `FieldInvariants` expects finalize to keep the value, which clamping does not: such a
        // field only has to answer every edit.
        let checked = !policy.clampOnFinalize
        for _ in 0..<Int(bytes.next() % 24) {
            let edit = edit(&bytes, text: field.text)
            if checked, let violation = FieldInvariants.apply(edit, to: &field).violation {
                broken("\(violation)\npolicy: \(policy)\nlocale: \(locale.identifier)")
            } else if !checked {
                try? field.apply(edit)
            }
        }
        if checked, let violation = FieldInvariants.finalizeViolation(of: field) {
            broken("\(violation)\npolicy: \(policy)\nlocale: \(locale.identifier)")
        }
        field.finalize()
        readBack(field)
    }

    /// A field started from an extreme value is refused with a typed error or shows a value its
    /// parser reads back.
    static func valueField(_ bytes: inout FuzzBytes) {
        let localeByte = bytes.next()
        let policy = policy(&bytes)
        let value = Extremes.decimal(&bytes)
        let locale = FuzzLocales.locale(localeByte, digits: policy.digits, format: policy.format)
        guard let field = try? NumberField(locale: locale, policy: policy, value: value) else { return }
        // Bounds never refuse an outside value (Behaviour §16): one beyond them is shown as it is,
        // and a parser, which applies both bounds, refuses its text. The read-back invariants
        // hold for a field without bounds.
        let bounded = policy.minimum != nil || policy.maximum != nil
        if !policy.clampOnFinalize, !bounded, let violation = FieldInvariants.finalizeViolation(of: field) {
            broken("\(violation)\npolicy: \(policy)\nvalue: \(value)\nlocale: \(locale.identifier)")
        }
        let digits = Extremes.integer(&bytes)
        _ = locale.text(of: value, minFractionDigits: digits)
    }

    /// When the parser of the field's policy reads a finalized field's text, it reads its value.
    static func readBack(_ field: NumberField) {
        // A fraction-valued percent reports another unit than it shows (Behaviour §10.10).
        let format = field.policy.stored.format
        guard field.policy.stored.percentValue == .shown || (format != .percent && format != .perMille),
            let parser = try? NumberParser(locale: field.locale, policy: field.policy.stored),
            let parsed = try? parser.parse(field.text)
        else { return }
        if parsed != field.value {
            broken(
                "\(ReportText.escaped(field.text)) reads as \(parsed), the field says \(String(describing: field.value))"
            )
        }
    }

    /// An edit: a digit, a separator or sign, a long paste, deletions, steps, finalize, undo, or
    /// a selection, replacement or whole-text change at extreme offsets.
    static func edit(_ bytes: inout FuzzBytes, text: String) -> Edit {
        let kind = bytes.next()
        let length = text.utf16.count
        let offset = { (bytes: inout FuzzBytes) -> Int in
            let byte = bytes.next()
            return byte & 1 == 0 ? Int(byte >> 1) % (length + 1) : Extremes.integer(&bytes)
        }
        switch kind % 12 {
        case 0, 1, 2: return .insert(String(kind % 10))
        case 3: return .insert([".", ",", "-", "+"][Int(kind >> 4) & 3])
        case 4: return .insert(String(repeating: String(kind % 10), count: Int(bytes.next()) << 2))
        case 5: return .deleteBackward
        case 6: return .select(from: offset(&bytes), to: offset(&bytes))
        case 7: return .replace(from: offset(&bytes), to: offset(&bytes), with: String(kind % 10))
        case 8: return kind & 16 == 0 ? .stepUp : .stepDown
        case 9:
            let (a, b) = (offset(&bytes), offset(&bytes))
            return .change(text + "9", selection: min(a, b)..<max(a, b))
        case 10: return kind & 16 == 0 ? .undo : .redo
        default: return .finalize
        }
    }
}
