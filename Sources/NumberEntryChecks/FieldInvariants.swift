public import NumberEntry

/// The engine's invariants (Behaviour §1, §4-§7), checked against an independent reading of the
/// text after every edit. The property tests and the fuzzer share them.
public enum FieldInvariants {
    /// Applies `key` to `field`, then checks the result.
    ///
    /// A rejected edit must leave the field unchanged. After an accepted one the text must be
    /// canonical, the value must be what the text shows, the selection must lie in bounds on
    /// character boundaries (a caret on a caret position, unless the key selected or changed
    /// nothing, as an insertion of bidi marks alone does) and, when the text changed, the
    /// policy's limits must hold and the start-state initializer must accept the state (refuse
    /// it, when it shows kept zeros); a fixed-scale field must show its filled fraction whenever it
    /// shows a number; an insertion at a caret must not add kept zeros; a finalize must show ICU's
    /// text for the value (see `finalizeViolation(of:)`); in cents mode a caret stands at the body
    /// end and a text with a digit shows all the fraction digits. Undo and redo may restore a
    /// selection; a step never moves the value against its direction. After every accepted edit,
    /// see `historyViolation(after:of:)`.
    public static func apply(_ key: Edit, to field: inout NumberField) -> CheckedEdit {
        let before = field
        do {
            try field.apply(key)
        } catch {
            let violation = field == before ? nil : "rejected \(describe(key)) changed the field"
            return CheckedEdit(rejection: error, violation: violation)
        }
        // A sign key in a field whose host draws the affixes changes the sign, not the text.
        let changed = field.text != before.text || field.isNegative != before.isNegative
        let limits = changed ? field.policy.policy : nil
        var violation: String?
        switch key {
        case .finalize: violation = finalizeViolation(of: before)
        case .select: violation = stateViolation(of: field, caretExpected: false, limits: limits)
        case .undo, .redo:
            // A restored state may be a finalized zero above a negative maximum (finalize drops
            // the sign of negative zero, Behaviour §7), which the minus key then made a step from.
            var restored = limits
            if field.shownValue?.isZero == true { restored?.maximum = nil }
            violation = stateViolation(of: field, caretExpected: false, limits: restored)
        case .change where field.text == before.text:
            violation = stateViolation(of: field, caretExpected: false, limits: limits)
        case .stepUp, .stepDown:
            violation = stateViolation(of: field, caretExpected: field != before, limits: limits)
            if violation == nil { violation = stepViolation(from: before, to: field, up: key == .stepUp) }
        case .insert where before.selection.isEmpty:
            violation = stateViolation(of: field, caretExpected: field != before, limits: limits)
            if violation == nil, field.policy.entry != .cents,
                let old = ShownNumber(before.text, in: before.locale, showsAffixes: before.policy.showsAffixes),
                let new = ShownNumber(field.text, in: field.locale, showsAffixes: field.policy.showsAffixes),
                new.keptZeros > old.keptZeros
            {
                violation = "an insertion at the caret put zeros in front of \(quoted(field.text))"
            }
        default: violation = stateViolation(of: field, caretExpected: field != before, limits: limits)
        }
        if violation == nil {
            violation = historyViolation(after: key, of: field, before: before)
        }
        return CheckedEdit(rejection: nil, violation: violation.map { "\($0) after \(describe(key))" })
    }

    /// What is wrong with the history and whole-text changes after an accepted `key`, if
    /// anything: a change to the field's own text changes nothing; undo then redo returns to
    /// the state a recorded edit left (and redo then undo to the state an undo restored; an undo
    /// with nothing to undo restores nothing, even when a selection made after an earlier undo
    /// leaves a redo step that would restore its own selection).
    static func historyViolation(after key: Edit, of field: NumberField, before: NumberField) -> String? {
        var echoed = field
        guard (try? echoed.apply(.change(field.text))) != nil, echoed == field else {
            return "writing back \(quoted(field.text)) changes the field to \(quoted(echoed.text)) \(echoed.selection)"
        }
        let (first, second): (Edit, Edit)
        switch key {
        case .finalize, .redo: return nil
        case .undo:
            guard field != before else { return nil }
            (first, second) = (.redo, .undo)
        default:
            guard field.text != before.text || field.isNegative != before.isNegative else { return nil }
            (first, second) = (.undo, .redo)
        }
        var roundTrip = field
        _ = try? roundTrip.apply(first)
        _ = try? roundTrip.apply(second)
        guard roundTrip == field else {
            return "\(first) then \(second) gives \(quoted(roundTrip.text)) \(roundTrip.selection), "
                + "not \(quoted(field.text)) \(field.selection)"
        }
        return nil
    }

    /// A step that moved the value against its direction, or left the caret off the end. The
    /// first step of a field without a value whose range excludes 0 goes to the bound nearest 0,
    /// whatever its direction (Behaviour §13).
    private static func stepViolation(from before: NumberField, to after: NumberField, up: Bool) -> String? {
        guard after.text != before.text else { return nil }
        let old = before.shownValue ?? .zero
        let new = after.shownValue ?? .zero
        let policy = before.policy
        if before.shownValue == nil,
            let bound = policy.minimum.flatMap({ $0 > .zero ? $0 : nil })
                ?? policy.maximum.flatMap({ $0 < .zero ? $0 : nil })
        {
            if new != bound { return "the first step from no value gave \(new), not the bound \(bound)" }
        } else if up ? new < old : new > old {
            return "the value moved from \(old) to \(new)"
        }
        let end = bodyEnd(of: after)
        return after.selection == end..<end ? nil : "the caret is not at the end of \(quoted(after.text))"
    }

    /// What is wrong with finalizing `field`, if anything: a field without a value must become
    /// empty; otherwise it must show the data source's text of the same value with the policy's
    /// fraction digits (where the field has the source's own data), caret at the end, and
    /// satisfy every invariant of an accepted edit.
    public static func finalizeViolation(of field: NumberField) -> String? {
        var finalized = field
        finalized.finalize()
        let policy = field.policy
        let data = field.locale.formatData
        guard let value = field.shownValue else {
            // With `affixesWhenEmpty` the empty field shows the positive affixes, caret between.
            let shownAffixes = policy.affixesWhenEmpty && policy.showsAffixes ? data : nil
            let emptyText = shownAffixes.map { $0.positivePrefix + $0.positiveSuffix } ?? ""
            let caret = shownAffixes?.positivePrefix.utf16.count ?? 0
            return finalized.text == emptyText && finalized.selection == caret..<caret && !finalized.isNegative
                ? nil : "finalize of an empty value shows \(quoted(finalized.text)) \(finalized.selection)"
        }
        // Cents mode and fixed-scale entry show all their fraction digits (Behaviour §10.11, §14.7).
        let digits = max(policy.finalizedPadding, value.fractionDigits.utf8.count)
        var icu: String?
        if let data {
            icu = SourceReference.formatter(data.format, fractionDigits: digits, locale: field.locale.identifier)?(
                value.description)
            if !policy.showsAffixes, let text = icu {
                // The host draws the affixes: the text is ICU's without them.
                let (prefix, suffix) =
                    value.isNegative
                    ? (data.negativePrefix, data.negativeSuffix) : (data.positivePrefix, data.positiveSuffix)
                icu = String(
                    text.unicodeScalars.dropFirst(prefix.unicodeScalars.count).dropLast(suffix.unicodeScalars.count))
            }
        } else {
            icu = SourceReference.format(value.description, fractionDigits: digits, locale: field.locale.identifier)
        }
        let end = bodyEnd(of: finalized)
        // Foundation's `Decimal` cannot hold every value (38 digits): no oracle for the text then.
        // Nor for locale data the source did not give (a snapshot of ICU 72's data run on the
        // Foundation source, whose CLDR differs): its text is checked where that data is the source's.
        // Nor beyond ICU's 999 fraction digits, which its skeletons cannot ask for.
        let textAgrees =
            finalized.text == icu || !SourceReference.canFormat(value.description) || !isSourceData(field.locale)
            || digits > NumberPolicy.maximumMinFractionDigits
        guard textAgrees, finalized.shownValue == value, finalized.selection == end..<end else {
            return
                "finalize of \(value) shows \(quoted(finalized.text)) \(finalized.selection), ICU \(quoted(icu ?? ""))"
        }
        // Negative zero loses its sign (Behaviour §7): `-0` under a negative maximum finalizes to
        // `0`, above it (and stays so when finalized again). As a value, zero was above it all
        // along; validation reports that.
        var limits = policy.policy
        if value.isZero { limits.maximum = nil }
        return stateViolation(of: finalized, caretExpected: true, limits: limits)
    }

    /// Whether `locale` is the data the data source itself gives for its identifier and format,
    /// whose formatter is then the oracle of its text.
    private static func isSourceData(_ locale: NumberLocale) -> Bool {
        (try? NumberLocale.named(locale.identifier, format: locale.format)) == locale
    }

    /// Where the caret stands at the end of a field's body: the end of the text, or the start
    /// of an affixed field's suffix.
    private static func bodyEnd(of field: NumberField) -> Int {
        ShownNumber(field.text, in: field.locale, showsAffixes: field.policy.showsAffixes)?.caretOffsets.last
            ?? field.text.utf16.count
    }

    /// What is wrong with the state of `field`, if anything; the limits are checked when given.
    static func stateViolation(of field: NumberField, caretExpected: Bool, limits: NumberPolicy?) -> String? {
        let (text, locale, selection) = (field.text, field.locale, field.selection)
        let showsAffixes = field.policy.showsAffixes
        guard var shown = ShownNumber(text, in: locale, showsAffixes: showsAffixes), shown.hasCanonicalDigits,
            shown.rendered(in: locale) == text
        else { return "text \(quoted(text)) is not canonical (or an affix lost a character)" }
        // With `showsAffixes: false` the text shows no sign: compare magnitudes.
        let fieldValue = showsAffixes ? field.shownValue : field.shownValue.map { $0.isNegative ? $0.negated : $0 }
        if fieldValue != shown.value || (showsAffixes && field.isNegative != shown.isNegative) {
            return "value \(field.shownValue?.description ?? "none") is not what \(quoted(text)) shows"
        }
        if field.policy.entry == .fixed && !shown.isFilled(to: field.policy.fractionLimit) {
            return "fixed-scale \(quoted(text)) does not show \(field.policy.fractionLimit) fraction digits"
        }
        if locale.formatData != nil, selection.isEmpty,
            !(shown.caretOffsets.first!...shown.caretOffsets.last!).contains(selection.lowerBound)
        {
            return "the caret \(selection.lowerBound) of \(quoted(text)) is inside or outside an affix"
        }
        if !showsAffixes { shown.isNegative = field.isNegative }  // the host draws the sign
        if field.caretOffsets != shown.caretOffsets && field.caretOffsets != shown.caretOffsetsWithKeptZero(in: locale)
        {
            return "caret offsets \(field.caretOffsets) of \(quoted(text)) are not \(shown.caretOffsets)"
        }
        guard isCharacterBoundary(selection.lowerBound, in: text), isCharacterBoundary(selection.upperBound, in: text)
        else { return "selection \(selection) is out of bounds of \(quoted(text)) or splits a character" }
        if caretExpected && (!selection.isEmpty || !field.caretOffsets.contains(selection.lowerBound)) {
            return "selection \(selection) is not a caret position of \(quoted(text))"
        }
        if field.policy.entry == .cents, let violation = centsViolation(of: field, shown: shown) { return violation }
        guard let policy = limits else { return nil }
        if let broken = brokenLimit(shown, policy) { return "\(quoted(text)) is \(broken)" }
        // A body without its sign (`showsAffixes: false`) does not define a start state.
        guard showsAffixes else { return nil }
        if shown.keptZeros > 0 {
            // Kept zeros arise only from edits: a start state showing them is not canonical.
            let restarted = try? NumberField(locale: locale, policy: policy, text: text, selection: selection)
            return restarted == nil ? nil : "the start state \(quoted(text)) with kept zeros is accepted"
        }
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

    /// What breaks cents mode's shape (Behaviour §10.11), if anything: a text with a digit shows
    /// exactly `maxFractionDigits` fraction digits.
    private static func centsViolation(of field: NumberField, shown: ShownNumber) -> String? {
        let places = field.policy.fractionLimit
        if shown.value != nil && (shown.fraction.count != places || shown.hasSeparator != (places > 0)) {
            return "\(quoted(field.text)) does not show \(places) fraction digits (cents mode)"
        }
        return nil
    }

    /// The limit of Behaviour §5 that `shown` breaks, in words.
    private static func brokenLimit(_ shown: ShownNumber, _ policy: NumberPolicy) -> String? {
        if let maximum = policy.maxIntegerDigits, shown.integerCount > maximum {
            return "over \(maximum) integer digits"
        }
        if shown.fraction.count > policy.fractionLimit { return "over \(policy.fractionLimit) fraction digits" }
        if shown.hasSeparator && policy.fractionLimit == 0 { return "a decimal in an integer field" }
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

    private static func describe(_ key: Edit) -> String { quoted(key.notation) }

    private static func quoted(_ text: String) -> String { "\"\(Printable.escaped(text, limit: 80))\"" }
}
