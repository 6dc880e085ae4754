import FuzzSupport
import _NumberEntryTestSupport

/// Hand-built locale data with extreme grouping sizes.
enum GroupingChecks {
    /// Sizes beyond `Grouping.maximumSize` are `invalidLocaleData`; others make a locale whose
    /// fields take long numbers that its parser reads back, and `separates` answers for any
    /// integers.
    static func handBuilt(_ bytes: inout FuzzBytes) {
        let grouping = NumberLocale.Grouping(
            primary: Extremes.count(&bytes), secondary: Extremes.count(&bytes), minimumDigits: Extremes.count(&bytes))
        let limit = NumberLocale.Grouping.maximumSize
        let valid = grouping.primary <= limit && grouping.secondary <= limit && grouping.minimumDigits <= limit
        _ = grouping.separates(before: Extremes.integer(&bytes), of: Extremes.integer(&bytes))
        let locale: NumberLocale
        do {
            locale = try NumberLocale(
                identifier: "fuzz", numberingSystem: "latn", digits: (0...9).map { Unicode.Scalar(0x30 + $0)! },
                decimalSeparator: ".", groupingSeparator: ",", negativePrefix: "-", negativeSuffix: "",
                plusPrefix: "+", grouping: grouping)
            guard valid else { broken("grouping \(grouping) was accepted") }
        } catch {
            guard !valid, error.code == .invalidLocaleData else { broken("grouping \(grouping) refused: \(error)") }
            return
        }
        let policy = NumberPolicy(maxFractionDigits: Int(bytes.next() % 4))
        guard var field = try? NumberField(locale: locale, policy: policy) else {
            broken("no field for grouping \(grouping)")
        }
        let digits = String(repeating: String(bytes.next() % 9 + 1), count: Int(bytes.next()) + 1)
        try? field.insert(digits)
        for _ in 0..<Int(bytes.next() % 8) { try? field.apply(FieldChecks.edit(&bytes, text: field.text)) }
        field.finalize()
        FieldChecks.readBack(field)
    }
}
