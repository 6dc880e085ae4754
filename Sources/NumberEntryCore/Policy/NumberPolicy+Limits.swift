extension NumberPolicy.Resolved {
    /// Throws the first limit of Behaviour §5 but the bounds that `content` breaks: its sign, its
    /// decimal separator, its integer and fraction digits. The field's checks (`FieldReading`) and
    /// finalize's (`FieldSetup.finalized(_:by:)`) call it.
    @inline(__always)
    func checkDigitsAndSign(_ content: Content) throws(EditRejection) {
        if content.isNegative && !stored.permitsNegative { throw .negativeNotAllowed }
        if content.hasSeparator && maxFractionDigits == 0 { throw .decimalNotAllowed }
        if let maxIntegerDigits = stored.maxIntegerDigits, content.integerCount > maxIntegerDigits {
            throw .tooManyIntegerDigits
        }
        if content.fractionCount > maxFractionDigits { throw .tooManyFractionDigits }
    }
}
