extension NumberField {
    /// Commit, blur or submit (Behaviour §7): an empty or sign-only field becomes empty; otherwise
    /// the trailing separator goes, negative zero loses its sign, the fraction is padded to
    /// `minFractionDigits` and trailing zeros beyond it are removed; with `clampOnFinalize`, a
    /// value beyond a bound becomes that bound (Behaviour §15). The caret goes to the end.
    mutating func performFinalize() {
        var result: Content?
        if content.characters.isEmpty {
            if content.isNegative { result = Content() }
        } else if policy.entry == .cents {
            // Cents mode always shows its fraction digits: finalize only drops negative zero.
            if content.isNegative && content.characters.allSatisfy({ $0 == 0 || $0 == Content.separator }) {
                result = content
                result?.isNegative = false
            }
        } else {
            result = content.finalized(minFractionDigits: policy.minFractionDigits)
        }
        if policy.clampOnFinalize, let bound = nearerBound(of: result ?? content) {
            let fractionDigits =
                policy.entry == .natural
                ? bound.fractionCount(padding: policy.minFractionDigits) : policy.maxFractionDigits
            result = locale.content(of: bound, fractionDigits: fractionDigits)
        }
        if let result {  // an already final text (the usual blur) is not rendered again
            let shape = Layout.Shape(locale: locale, content: result, display: Self.affixDisplay(of: policy))
            text = shape.render(result, in: locale.storage, caretAfter: 0).text
            textLength = shape.size.utf16
            content = result
        }
        moveCaret(to: bodyEnd)
    }
}

extension NumberField {
    /// The bound a content's value lies beyond (Behaviour §15); `nil` within the bounds or
    /// without a value.
    private func nearerBound(of content: Content) -> ExactDecimal? {
        guard let value = content.value else { return nil }
        if let minimum = policy.minimum, value < minimum { return minimum }
        if let maximum = policy.maximum, value > maximum { return maximum }
        return nil
    }
}

extension Content {
    /// The content of the value this one shows, as finalize shows it (Behaviour §7): no zero in
    /// front of the integer digits, the fraction padded to `minFractionDigits` (at most
    /// `NumberPolicy.maximumMinFractionDigits`) and trailing zeros beyond it removed, no
    /// trailing separator, no negative zero. The same as `NumberLocale.content(of:fractionDigits:)`
    /// of its value padded to `minFractionDigits`, without building the value. Needs a digit or
    /// a separator. `nil` when that is this content.
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

extension NumberLocale {
    /// The text of a complete value with at least `minimumFractionDigits` fraction digits
    /// (trailing zeros beyond them dropped), as ICU's `unumf` formats it.
    public func format(_ value: ExactDecimal, minimumFractionDigits: Int = 0) -> String {
        format(value, fractionDigits: value.fractionCount(padding: minimumFractionDigits))
    }

    /// The text of a value with exactly `fractionDigits` fraction digits (padded with zeros;
    /// extra digits are not rounded but kept, so pass at least the value's own count). Padding
    /// stops at 999 digits, ICU's own limit (`NumberPolicy.maximumMinFractionDigits`).
    public func format(_ value: ExactDecimal, fractionDigits: Int) -> String {
        Layout(locale: self, content: content(of: value, fractionDigits: fractionDigits)).render()
    }

    /// The content that shows `value` with exactly `fractionDigits` fraction digits.
    func content(of value: ExactDecimal, fractionDigits requested: Int) -> Content {
        let fractionDigits = min(requested, max(NumberPolicy.maximumMinFractionDigits, value.scale))
        let integer = value.significantIntegerUTF8.map { $0 - 48 }
        var fraction = value.fractionDigits.utf8.map { $0 - 48 }
        if fraction.count < fractionDigits {
            fraction += repeatElement(0, count: fractionDigits - fraction.count)
        }
        var characters = integer.isEmpty && fraction.isEmpty ? [0] : integer
        if !fraction.isEmpty { characters += [Content.separator] + fraction }
        return Content(isNegative: value.isNegative, characters: characters)
    }
}

extension ExactDecimal {
    /// The number of fraction digits shown when padding to `minimum`.
    func fractionCount(padding minimum: Int) -> Int {
        max(min(minimum, NumberPolicy.maximumMinFractionDigits), fractionDigits.utf8.count)
    }
}
