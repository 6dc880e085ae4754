public import NumberEntry

/// The engine's invariants (spec §1, §4-§7), checked against an independent reading of the
/// text after every edit. The property tests and the fuzzer share them.
public enum FieldInvariants {
    /// Applies `key` to `field` as `CaseRunner.apply` does, then checks the result.
    ///
    /// A rejected edit must leave the field unchanged. After an accepted one the text must be
    /// canonical, the value must be what the text shows, the selection must lie in bounds on
    /// character boundaries (a caret on a caret position, unless the key selected or changed
    /// nothing, as an insertion of bidi marks alone does) and, when the text changed, the
    /// policy's limits must hold and the start-state initializer must accept the state; a
    /// finalize must show ICU's text for the value (see `finalizeViolation(of:)`).
    public static func apply(_ key: KeystrokeCase.Key, to field: inout NumberField) -> CheckedEdit {
        let before = field
        do {
            try CaseRunner.apply(key, to: &field)
        } catch {
            let violation = field == before ? nil : "rejected \(describe(key)) changed the field"
            return CheckedEdit(rejection: error, violation: violation)
        }
        let limits = field.text != before.text ? field.policy : nil
        let violation: String?
        switch key {
        case .blur: violation = finalizeViolation(of: before)
        case .select: violation = stateViolation(of: field, caretExpected: false, limits: limits)
        default: violation = stateViolation(of: field, caretExpected: field != before, limits: limits)
        }
        return CheckedEdit(rejection: nil, violation: violation.map { "\($0) after \(describe(key))" })
    }

    /// What is wrong with finalizing `field`, if anything: a field without a value must become
    /// empty; otherwise it must show ICU's `unumf` text of the same value with the policy's
    /// fraction digits, caret at the end, and satisfy every invariant of an accepted edit.
    public static func finalizeViolation(of field: NumberField) -> String? {
        var finalized = field
        finalized.finalize()
        guard let value = field.value else {
            return finalized.text.isEmpty && finalized.selection == 0..<0
                ? nil : "finalize of an empty value shows \(quoted(finalized.text)) \(finalized.selection)"
        }
        let digits = max(field.policy.minFractionDigits, value.fractionDigits.utf8.count)
        let icu = ICUReference.format(value.description, fractionDigits: digits, locale: field.locale.identifier)
        let end = finalized.text.utf16.count
        guard finalized.text == icu, finalized.value == value, finalized.selection == end..<end else {
            return
                "finalize of \(value) shows \(quoted(finalized.text)) \(finalized.selection), ICU \(quoted(icu ?? ""))"
        }
        // Negative zero loses its sign (spec §7): `-0` under a negative maximum finalizes to
        // `0`, above it (and stays so when finalized again). As a value, zero was above it all
        // along; validation reports that.
        var policy = field.policy
        if value.isZero { policy.maximum = nil }
        return stateViolation(of: finalized, caretExpected: true, limits: policy)
    }

    /// What is wrong with the state of `field`, if anything; the limits are checked when given.
    static func stateViolation(of field: NumberField, caretExpected: Bool, limits: NumberPolicy?) -> String? {
        let (text, locale, selection) = (field.text, field.locale, field.selection)
        guard let shown = ShownNumber(text, in: locale), shown.hasCanonicalDigits, shown.rendered(in: locale) == text
        else { return "text \(quoted(text)) is not canonical" }
        if field.value != shown.value || field.isNegative != shown.isNegative {
            return "value \(field.value?.description ?? "none") is not what \(quoted(text)) shows"
        }
        if field.caretOffsets != shown.caretOffsets {
            return "caret offsets \(field.caretOffsets) of \(quoted(text)) are not \(shown.caretOffsets)"
        }
        guard isCharacterBoundary(selection.lowerBound, in: text), isCharacterBoundary(selection.upperBound, in: text)
        else { return "selection \(selection) is out of bounds of \(quoted(text)) or splits a character" }
        if caretExpected && (!selection.isEmpty || !shown.caretOffsets.contains(selection.lowerBound)) {
            return "selection \(selection) is not a caret position of \(quoted(text))"
        }
        guard let policy = limits else { return nil }
        if let broken = brokenLimit(shown, policy) { return "\(quoted(text)) is \(broken)" }
        do {
            let restarted = try NumberField(locale: locale, policy: policy, text: text, selection: selection)
            if (restarted.text, restarted.selection) != (text, selection) {
                return "restarting from \(quoted(text)) \(selection) gives another field"
            }
        } catch {
            return "the start state \(quoted(text)) \(selection) is refused: \(error)"
        }
        return nil
    }

    /// The limit of spec §5 that `shown` breaks, in words.
    private static func brokenLimit(_ shown: ShownNumber, _ policy: NumberPolicy) -> String? {
        if let maximum = policy.maxIntegerDigits, shown.integerCount > maximum {
            return "over \(maximum) integer digits"
        }
        if shown.fraction.count > policy.maxFractionDigits { return "over \(policy.maxFractionDigits) fraction digits" }
        if shown.hasSeparator && policy.maxFractionDigits == 0 { return "a decimal in an integer field" }
        if shown.isNegative && !policy.permitsNegative { return "negative where the policy forbids it" }
        guard let value = shown.value else { return nil }
        if !shown.isNegative, let maximum = policy.maximum, value > maximum { return "above the maximum \(maximum)" }
        if shown.isNegative, let minimum = policy.minimum, value < minimum { return "below the minimum \(minimum)" }
        return nil
    }

    private static func isCharacterBoundary(_ offset: Int, in text: String) -> Bool {
        let utf16 = text.utf16
        guard offset >= 0, offset <= utf16.count else { return false }
        return utf16.index(utf16.startIndex, offsetBy: offset).samePosition(in: text.unicodeScalars) != nil
    }

    private static func describe(_ key: KeystrokeCase.Key) -> String { quoted(key.notation) }

    private static func quoted(_ text: String) -> String { "\"\(Printable.escaped(text, limit: 80))\"" }
}
