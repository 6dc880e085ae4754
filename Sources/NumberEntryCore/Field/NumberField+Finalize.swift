extension NumberField {
    /// Commit, blur or submit (Behaviour §7): an empty or sign-only field becomes empty; otherwise
    /// the trailing separator goes, negative zero loses its sign, the fraction is padded to
    /// `minFractionDigits` and trailing zeros beyond it are removed; a cash policy with a rounding
    /// mode rounds the value to the cash increment (Behaviour §10.8); with `clampOnFinalize`, a
    /// value beyond a bound becomes that bound (Behaviour §15). The caret goes to the end.
    /// `mutating` only to pass the field by reference, as `check(_:)` is.
    @inline(never)
    mutating func finalizedProposal<Rule: EntryRule>(by rule: Rule.Type) -> Proposal {
        // An already final text (the usual blur) is not rendered again.
        guard let result = setup.finalized(content, by: rule) else { return .caret(bodyEnd) }
        return .content(result, caret: .bodyEnd, effect: .replaced)
    }
}

extension FieldSetup {
    /// The content finalize makes of `content` (`NumberField.finalizedProposal(by:)`); `nil`
    /// where that is `content`. On the setup, where the policy is read in place: read through
    /// `NumberField.policy`, it was copied whole to each call below.
    @inline(__always)
    func finalized<Rule: EntryRule>(_ content: Content, by rule: Rule.Type) -> Content? {
        var result: Content?
        if content.characters.isEmpty {
            if content.isNegative { result = Content() }
        } else {
            result = Rule.finalized(content, policy: policy)
        }
        guard finalizeAdjustsValue else { return result }
        if let rounding = policy.stored.rounding, let increment = policy.cashIncrement,
            let value = (result ?? content).value, !policy.clampsAt(value)
        {
            let rounded = value.rounded(to: increment, rounding)
            let fresh = locale.content(of: rounded, minFractionDigits: policy.finalizedFractionDigits)
            // A rounded value the field could not show is left as typed.
            if rounded != value, (try? policy.checkDigitsAndSign(fresh)) != nil { result = fresh }
        }
        if policy.stored.clampOnFinalize, let value = (result ?? content).value, let bound = policy.bound(beyond: value)
        {
            result = locale.content(of: bound, minFractionDigits: policy.finalizedFractionDigits)
        }
        return result
    }
}

extension Content {
    /// The content of the value this one shows, as finalize shows it (Behaviour §7): no zero in
    /// front of the integer digits, the fraction padded to `minFractionDigits` (at most
    /// `NumberPolicy.maximumMinFractionDigits`) and trailing zeros beyond it removed, no
    /// trailing separator, no negative zero. The same as
    /// `NumberLocale.content(of:minFractionDigits:)` of its value, without building the value.
    /// Needs a digit or a separator. `nil` when that is this content.
    func finalized(minFractionDigits: Int) -> Content? {
        let integerEnd = integerCount
        let fractionStart = min(integerEnd + 1, characters.count)
        let (integerStart, fractionEnd) = characters.withUnsafeBufferPointer { characters in
            var integerStart = 0
            while integerStart < integerEnd && characters[integerStart] == 0 { integerStart += 1 }
            var fractionEnd = characters.count
            while fractionEnd > fractionStart && characters[fractionEnd - 1] == 0 { fractionEnd -= 1 }
            return (integerStart, fractionEnd)
        }
        let kept = fractionEnd - fractionStart
        let fractionCount = max(min(minFractionDigits, NumberPolicy.maximumMinFractionDigits), kept)
        let keepsInteger = integerStart == 0 || (integerEnd == 1 && fractionCount == 0 && !hasSeparator)
        let keepsFraction =
            hasSeparator ? fractionEnd == characters.count && fractionCount == kept && kept > 0 : fractionCount == 0
        let keepsSign = !isNegative || integerStart < integerEnd || kept > 0
        if keepsInteger && keepsFraction && keepsSign { return nil }
        var result = Content(isNegative: isNegative && (integerStart < integerEnd || kept > 0))
        if integerStart == integerEnd && fractionCount == 0 {
            result.characters.append(0)
            return result
        }
        result.characters.insert(contentsOf: characters[integerStart..<integerEnd], at: 0)
        if fractionCount > 0 {
            result.characters.append(Content.separator)
            result.characters.insert(contentsOf: characters[fractionStart..<fractionEnd], at: result.characters.count)
            result.characters.insert(
                contentsOf: repeatElement(0, count: fractionCount - kept), at: result.characters.count)
        }
        return result
    }
}
