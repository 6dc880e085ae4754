extension NumberParser {
    /// Whether grouping separators before the integer digits at `indices` (ascending, distinct)
    /// are exactly those the locale shows for `count` integer digits, or, for an integer part
    /// that only the locale's minimum grouping digits leave ungrouped, those it would show
    /// without them (`1.234` in `es_ES`, Behaviour §18).
    func groupsAsShown(_ indices: UnsafeBufferPointer<Int>, of count: Int) -> Bool {
        let grouping = locale.grouping
        // `count - primary` cannot overflow, where `primary + minimumDigits` could.
        guard grouping.primary > 0, count - grouping.primary >= 1 else { return false }
        // The locale's separators stand before `last`, `last - secondary`, ... down to 1.
        let last = count - grouping.primary
        guard indices.count == (last - 1) / grouping.secondary + 1 else { return false }
        var expected = last - (indices.count - 1) * grouping.secondary
        for index in indices {
            guard index == expected else { return false }
            expected += grouping.secondary
        }
        return true
    }

    /// Throws at the first grouping separator the locale would not show there, else at the
    /// first digit in front of which one is missing.
    func checkGrouping(_ body: Substring, integerCount: Int, offset: Int) throws(ParseError) {
        let grouping = locale.grouping
        var index = 0
        var position = offset
        var separated = false
        var missing: Int?
        for scalar in body.unicodeScalars {
            if scalar == locale.decimalSeparator { break }
            if isGrouping(scalar) {
                guard grouping.separates(before: index, of: integerCount) else { throw .notANumber(offset: position) }
                separated = true
            } else if !Ignorables.contains(scalar) {
                if grouping.separates(before: index, of: integerCount) && !separated { missing = missing ?? position }
                separated = false
                index += 1
            }
            position += scalar.utf16Width
        }
        if let missing { throw .notANumber(offset: missing) }
    }
}
