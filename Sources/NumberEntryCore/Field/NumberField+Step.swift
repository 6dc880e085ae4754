extension NumberField {
    /// The bound nearest 0 when 0 lies outside [`minimum`, `maximum`]; `nil` when 0 is inside.
    private var boundNearestZero: ExactDecimal? {
        if let minimum = policy.stored.minimum, minimum > .zero { return minimum }
        if let maximum = policy.stored.maximum, maximum < .zero { return maximum }
        return nil
    }

    /// Step up or down (Behaviour §13): the value (0 for an empty or sign-only field) plus or minus
    /// the policy's step, clamped to the bounds (and to 0 without negatives) but never moved
    /// against the step's direction, shown fresh with the caret at the end; an empty field whose
    /// range excludes 0 steps to the bound nearest 0, one at a bound to 0. A step that would move
    /// the value against its direction changes nothing; one held at a bound renders it fresh
    /// (and changes nothing, the caret included, when that is the text shown).
    /// `mutating` only to pass the field by reference, as `check(_:)` is.
    @inline(never)
    mutating func steppedProposal<Rule: EntryRule>(up: Bool, by rule: Rule.Type) -> Proposal {
        let current = content.value ?? .zero
        var result = up ? current + policy.stored.step.value : current - policy.stored.step.value
        if let maximum = policy.stored.maximum, result > maximum { result = maximum }
        if let minimum = policy.stored.minimum, result < minimum { result = minimum }
        if !policy.stored.allowsNegative && result.isNegative { result = .zero }
        if content.value == nil, let bound = boundNearestZero {
            result = bound  // an empty field outside its range: the first step gives that bound
        } else if content.value != nil {
            guard up ? result >= current : result <= current else { return .nothing }
        }
        let fractionDigits = Rule.steppedFractionDigits(result, shown: content, policy: policy)
        let stepped = locale.content(of: result, fractionDigits: fractionDigits)
        guard stepped != content else { return .nothing }  // held at a bound, already fresh: nothing changes
        return .content(stepped, caret: .bodyEnd, effect: .replaced)
    }
}
