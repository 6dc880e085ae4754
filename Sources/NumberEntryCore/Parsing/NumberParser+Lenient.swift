extension NumberParser {
    /// Lenient reading (Behaviour §18): the strict one on the trimmed text, else the readings
    /// of a paste, else those readings of the number without the whitespace around its sign
    /// and marker (`- 123`, `usd 12`). A failure's offset comes from this reading: the first
    /// character none of it takes, else where the locale's format breaks in the number.
    func readLenient(_ text: String) throws(ParseError) -> ExactDecimal {
        var trimmed = Substring(text)
        while let first = trimmed.unicodeScalars.first, first.properties.isWhitespace {
            trimmed = Substring(trimmed.unicodeScalars.dropFirst())
        }
        while let last = trimmed.unicodeScalars.last, last.properties.isWhitespace {
            trimmed = Substring(trimmed.unicodeScalars.dropLast())
        }
        let strictError: ParseError
        do throws(ParseError) {
            return try readShown(trimmed)
        } catch {
            strictError = error
        }
        if strictError == .empty || isSignOnly(trimmed) { throw .empty }
        if let value = pasted(locale.isAffixed ? locale.unmarkedPaste(String(trimmed)) : String(trimmed)) {
            return value
        }
        let reading = LenientReading(text, locale: locale)
        if let normalized = reading.normalized, let value = pasted(normalized) { return value }
        if let failure = reading.failure { throw .notANumber(offset: failure) }
        do throws(ParseError) {
            _ = try readShown(Substring(reading.body))
        } catch .notANumber(let offset) {
            throw .notANumber(offset: reading.bodyOffset + offset)
        } catch {}
        throw .notANumber(offset: reading.bodyOffset)
    }

    /// The value of `text` read as a paste reads a number (Behaviour §4), if it is one.
    private func pasted(_ text: String) -> ExactDecimal? {
        guard let number = locale.pastedNumber(text) else { return nil }
        let characters = number.characters
        let point = characters.firstIndex(of: Content.separator) ?? characters.endIndex
        let fraction = point < characters.endIndex ? characters[(point + 1)...] : []
        return ExactDecimal(
            isNegative: number.sign == .minus, integerDigits: characters[..<point], fractionDigits: fraction)
    }

    /// Whether `text` is only a sign: a minus or plus key, or the locale's sign with its marks.
    private func isSignOnly(_ text: Substring) -> Bool {
        let scalars = text.unicodeScalars.filter { !Ignorables.contains($0) }
        guard scalars.count == 1, let sign = scalars.first else {
            return Ignorables.removing(from: String(text)) == locale.minusSign && !locale.minusSign.isEmpty
        }
        return locale.isMinusKey(sign) || locale.isPlusKey(sign)
    }
}
