extension NumberLocale {
    /// Reads a text the engine rendered back into its content; `nil` when the text holds
    /// anything but this locale's signs, digits and separators. The caller checks that
    /// rendering the content gives the text back (see `NumberField.init(locale:policy:text:selection:)`).
    func content(of text: String, display: Layout.AffixDisplay = .withContent) -> Content? {
        var body = Substring(text)
        var negative = false
        func strip(_ prefix: String.UTF8View, _ suffix: String.UTF8View) -> Bool {
            guard !(prefix.isEmpty && suffix.isEmpty), body.utf8.count >= prefix.count + suffix.count,
                body.utf8.starts(with: prefix), body.utf8.reversed().starts(with: suffix.reversed())
            else { return false }
            body = Substring(body.utf8.dropFirst(prefix.count).dropLast(suffix.count))
            return true
        }
        if display != .hidden {
            if let data = formatData {
                // The negative form first: it may contain the positive one (`-$12` holds `$12`).
                negative = strip(negativePrefix.utf8, negativeSuffix.utf8)
                if !negative, !strip(data.positivePrefix.utf8, data.positiveSuffix.utf8), !text.isEmpty {
                    return nil
                }
            } else {
                negative = strip(negativePrefix.utf8, negativeSuffix.utf8)
            }
        }
        var characters: [UInt8] = []
        characters.reserveCapacity(body.utf8.count)
        for scalar in body.unicodeScalars {
            if let digit = localDigitValue(scalar) {
                characters.append(digit)
            } else if scalar == decimalSeparator {
                characters.append(Content.separator)
            } else if scalar != groupingSeparator {
                return nil
            }
        }
        if characters.count >= 2 && characters[0] == 0 && characters[1] == Content.separator {
            characters.removeFirst()
        }
        return Content(isNegative: negative, characters: characters)
    }
}
