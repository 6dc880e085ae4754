/// Reads complete strings — a submitted form value, an imported cell — into exact values, with
/// a locale and a policy: the entry point for servers and validation libraries
/// (Docs/Behaviour.md, "Complete strings"). Never rounds, never goes through a `Double`.
///
/// ```swift
/// let parser = try NumberParser(locale: .named("de_DE"), policy: NumberPolicy(maxFractionDigits: 2))
/// try parser.parse("1.234,56")            // 1234.56
/// try parser.parse("1234,56")             // 1234.56 (grouping is optional)
/// try parser.parse("1,234.56")            // ParseError.notANumber(offset: 1)
/// try parser.parse(" 1,234.56 ", strictness: .lenient)   // 1234.56 (a paste reading)
/// ```
public struct NumberParser: Sendable, Hashable {
    /// How much a parse accepts; `.strict` is the default, here and in `NumberEntryFormatStyle`.
    public enum Strictness: String, Sendable, Hashable, CaseIterable, Codable {
        /// What a field itself shows and what finalize renders, with or without grouping: the
        /// locale's digits, separators and sign only (`1.234,5`, `1234,5`, `-0`, `12,`).
        case strict
        /// Also what a paste accepts: surrounding whitespace, digits of any script, Arabic and
        /// full-width separators, leading, trailing or bracketed signs, machine format and the
        /// other common format (`1,234.5` in `de_DE`).
        case lenient
    }

    /// The locale data strings are read with (the Latin variant when the policy asks for it).
    public let locale: NumberLocale
    /// The limits a value must meet: the policy the parser was made with, resolved against its
    /// locale data (`NumberPolicy.resolved(for:)`), so its fraction digits are never `nil`.
    public let policy: NumberPolicy

    /// A parser for a locale and a policy; the policy's fraction digits left `nil` become the
    /// format's own (Behaviour §10.8: a JPY parser refuses fractions).
    /// - Throws: `formatMismatch` when `locale` was loaded for another format than the policy's,
    ///   `invalidPolicy` when its limits contradict each other.
    public init(locale: NumberLocale, policy: NumberPolicy = NumberPolicy()) throws(NumberEntryError) {
        let policy = try policy.resolved(for: locale)
        self.locale = try locale.showing(policy.digits)
        self.policy = policy
    }

    /// The exact value of `text`, or why it is not acceptable. Parsing is strict unless asked
    /// otherwise, the one default `NumberEntryFormatStyle` shares: a server accepts what a
    /// field shows, and a paste's readings only when it says so. The value is in the unit a
    /// field's `value` reports (`12.5%` is 0.125 with `percentValue: .fraction`); the policy's
    /// limits apply to the number shown.
    public func parse(_ text: String, strictness: Strictness = .strict) throws(ParseError) -> ExactDecimal {
        let shown = try strictness == .strict ? readShown(text) : readLenient(text)
        try check(shown)
        return policy.value(ofShown: shown)
    }

    /// Strict reading: an optional negative prefix and suffix, then the locale's digits with at
    /// most one decimal separator after an integer digit, and grouping separators either
    /// nowhere or exactly where the locale puts them.
    private func readShown(_ text: Substring) throws(ParseError) -> ExactDecimal {
        var text = text
        return try text.withUTF8 { readShown($0) }.get()
    }

    /// `readShown(_:)` of a whole string, read in place: a native string (every Swift string on
    /// Linux) needs neither a `Substring` nor a copy.
    private func readShown(_ text: String) throws(ParseError) -> ExactDecimal {
        guard let result = text.utf8.withContiguousStorageIfAvailable({ readShown($0) }) else {
            return try readShown(Substring(text))
        }
        return try result.get()
    }

    /// The strict reading of the UTF-8 of a string, in one pass without allocations: digits go
    /// to a stack buffer, and the integer digit index of each grouping separator to another.
    private func readShown(_ bytes: UnsafeBufferPointer<UInt8>) -> Result<ExactDecimal, ParseError> {
        let storage = locale.storage
        let prefix = storage.negativePrefixText.utf8
        let suffix = storage.negativeSuffixText.utf8
        var start = 0
        var end = bytes.count
        var offset = 0
        var negative = false
        if !(prefix.isEmpty && suffix.isEmpty), end >= prefix.count + suffix.count, bytes.starts(with: prefix),
            bytes[(end - suffix.count)...].elementsEqual(suffix)
        {
            negative = true
            start = prefix.count
            end -= suffix.count
            offset = storage.negativePrefixText.utf16Count
        } else if storage.isAffixed {
            // An affixed format's positive affixes (`$12`, `12 %`); the body alone is read too.
            let (positivePrefix, positiveSuffix) = (storage.positivePrefixText.utf8, storage.positiveSuffixText.utf8)
            if end >= positivePrefix.count + positiveSuffix.count, bytes.starts(with: positivePrefix),
                bytes[(end - positiveSuffix.count)...].elementsEqual(positiveSuffix)
            {
                start = positivePrefix.count
                end -= positiveSuffix.count
                offset = storage.positivePrefixText.utf16Count
            } else if let (signEnd, signWidth) = Self.minusSignEnd(in: bytes, minus: storage.minusSign) {
                // The body with the locale's minus sign and no symbol (`-1,234.50` in a USD field),
                // read as the body alone is.
                negative = true
                start = signEnd
                offset = signWidth
            }
        }
        guard start < end else { return .failure(.empty) }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: end - start) { digits in
            withUnsafeTemporaryAllocation(of: Int.self, capacity: end - start) { separators in
                let end = end  // a constant, which the loops below keep in a register
                var scan = Scan()
                var index = start
                var position = offset
                let (zero, decimalSeparator, groupingSeparator) =
                    (storage.contiguousZero, storage.decimalSeparator, storage.groupingSeparator)
                let (leadCount, lead, last) = (storage.digitLeadCount, storage.digitLead, storage.digitLast)
                let (lead0, lead1, lead2) = (UInt8(lead & 0xFF), UInt8(lead >> 8 & 0xFF), UInt8(lead >> 16 & 0xFF))
                let grouping = groupingSeparator == nil ? nil : storage.glyphs[Glyph.groupingIndex]
                while index < end {
                    // The common case, a run of digits read from their bytes without decoding them.
                    let runStart = scan.count
                    if leadCount == 0 {
                        while index < end, case let digit = bytes[index] &- last, digit < 10 {
                            digits[scan.count] = digit &+ 48
                            scan.count += 1
                            index += 1
                        }
                    } else if leadCount > 0 {
                        while index + leadCount < end, bytes[index] == lead0,
                            leadCount < 2 || bytes[index + 1] == lead1, leadCount < 3 || bytes[index + 2] == lead2,
                            case let digit = bytes[index + leadCount] &- last, digit < 10
                        {
                            digits[scan.count] = digit &+ 48
                            scan.count += 1
                            index += leadCount + 1
                        }
                    }
                    if scan.count > runStart {
                        let run = scan.count - runStart
                        if !scan.seenDecimal { scan.integerCount += run }
                        scan.lastGrouping = nil
                        position += leadCount == 3 ? 2 * run : run
                        if index == end { break }
                    }
                    if let grouping, grouping.isEncoded(in: bytes, at: index) {
                        // The grouping separator, read from its bytes as the digits are.
                        guard !scan.seenDecimal, scan.integerCount > 0, scan.lastGrouping == nil else {
                            return .failure(.notANumber(offset: position))
                        }
                        separators[scan.groups] = scan.integerCount
                        scan.groups += 1
                        scan.lastGrouping = position
                        position += grouping.utf16Count
                        index += grouping.utf8Count
                        continue
                    }
                    let (scalar, width) = Self.scalar(in: bytes, at: index)
                    let digit: UInt8? =
                        if let zero { scalar.value &- zero < 10 ? UInt8(scalar.value &- zero) : nil } else {
                            locale.localDigitValue(scalar)
                        }
                    if let digit {
                        digits[scan.count] = digit &+ 48
                        scan.count += 1
                        if !scan.seenDecimal { scan.integerCount += 1 }
                        scan.lastGrouping = nil
                    } else if scalar == decimalSeparator, !scan.seenDecimal, scan.integerCount > 0,
                        scan.lastGrouping == nil
                    {
                        scan.seenDecimal = true
                    } else if scalar == groupingSeparator, !scan.seenDecimal, scan.integerCount > 0,
                        scan.lastGrouping == nil
                    {
                        separators[scan.groups] = scan.integerCount
                        scan.groups += 1
                        scan.lastGrouping = position
                    } else {
                        return .failure(.notANumber(offset: position))
                    }
                    position += width == 4 ? 2 : 1
                    index += width
                }
                if let lastGrouping = scan.lastGrouping { return .failure(.notANumber(offset: lastGrouping)) }
                if scan.groups > 0,
                    !groupsAsShown(UnsafeBufferPointer(rebasing: separators[..<scan.groups]), of: scan.integerCount)
                {
                    let body = Substring(String(decoding: bytes[start..<end], as: UTF8.self))
                    do throws(ParseError) {
                        try checkGrouping(body, integerCount: scan.integerCount, offset: offset)
                    } catch {
                        return .failure(error)
                    }
                }
                return .success(
                    Self.value(
                        negative: negative, digits: UnsafeBufferPointer(rebasing: digits[..<scan.count]),
                        integerCount: scan.integerCount))
            }
        }
    }

    /// What one pass over a text has seen so far.
    private struct Scan {
        var count = 0
        var integerCount = 0
        var seenDecimal = false
        var groups = 0
        /// The UTF-16 offset of a grouping separator not yet followed by a digit.
        var lastGrouping: Int?
    }

    /// Whether grouping separators before the integer digits at `indices` (ascending, distinct)
    /// are exactly those the locale shows for `count` integer digits.
    private func groupsAsShown(_ indices: UnsafeBufferPointer<Int>, of count: Int) -> Bool {
        let grouping = locale.grouping
        guard grouping.primary > 0, count >= grouping.primary + grouping.minimumDigits else { return false }
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

    /// Where the locale's minus sign ends at the start of `bytes`, ignorable marks around it
    /// included (U+061C `-` in `ar_EG`), and the UTF-16 width up to there; `nil` without one.
    private static func minusSignEnd(in bytes: UnsafeBufferPointer<UInt8>, minus: String) -> (Int, Int)? {
        let sign = minus.utf8
        guard !sign.isEmpty else { return nil }
        var index = 0
        var width = 0
        func skipIgnorables() {
            while index < bytes.count {
                let (scalar, length) = scalar(in: bytes, at: index)
                guard Ignorables.contains(scalar) else { return }
                index += length
                width += 1
            }
        }
        skipIgnorables()
        guard bytes.count - index >= sign.count, bytes[index..<(index + sign.count)].elementsEqual(sign) else {
            return nil
        }
        index += sign.count
        width += minus.utf16.count
        skipIgnorables()
        return (index, width)
    }

    /// The scalar starting at `index` of valid UTF-8 and its length in bytes.
    @inline(__always)
    private static func scalar(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (Unicode.Scalar, Int) {
        let lead = UInt32(bytes[index])
        if lead < 0x80 { return (Unicode.Scalar(UInt8(lead)), 1) }
        let width = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
        var value = lead & (0x7F >> width)
        for next in 1..<width { value = value << 6 | UInt32(bytes[index + next] & 0x3F) }
        return (Unicode.Scalar(value) ?? "\u{FFFD}", width)
    }

    /// The value of ASCII `digits`, the first `integerCount` of them integer digits, with
    /// leading and trailing zeros dropped: built without validation or intermediate arrays.
    private static func value(negative: Bool, digits: UnsafeBufferPointer<UInt8>, integerCount: Int) -> ExactDecimal {
        var integerStart = 0
        while integerStart < integerCount && digits[integerStart] == 48 { integerStart += 1 }
        var fractionEnd = digits.count
        while fractionEnd > integerCount && digits[fractionEnd - 1] == 48 { fractionEnd -= 1 }
        let integer = integerStart == integerCount ? "0" : string(digits[integerStart..<integerCount])
        let fraction = fractionEnd == integerCount ? "" : string(digits[integerCount..<fractionEnd])
        let isZero = integerStart == integerCount && fractionEnd == integerCount
        return ExactDecimal(uncheckedNegative: negative && !isZero, integer: integer, fraction: fraction)
    }

    private static func string(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> String {
        String(unsafeUninitializedCapacity: bytes.count) { buffer in
            _ = buffer.initialize(from: bytes)
            return bytes.count
        }
    }

    /// Throws at the first grouping separator the locale would not show there, else at the
    /// first digit in front of which one is missing.
    private func checkGrouping(_ body: Substring, integerCount: Int, offset: Int) throws(ParseError) {
        let grouping = locale.grouping
        var index = 0
        var position = offset
        var separated = false
        var missing: Int?
        for scalar in body.unicodeScalars {
            if scalar == locale.decimalSeparator { break }
            if scalar == locale.groupingSeparator {
                guard grouping.separates(before: index, of: integerCount) else { throw .notANumber(offset: position) }
                separated = true
            } else {
                if grouping.separates(before: index, of: integerCount) && !separated { missing = missing ?? position }
                separated = false
                index += 1
            }
            position += scalar.utf16Width
        }
        if let missing { throw .notANumber(offset: missing) }
    }

    /// Lenient reading: the strict one on the trimmed text, else the readings of a paste.
    private func readLenient(_ text: String) throws(ParseError) -> ExactDecimal {
        var trimmed = Substring(text)
        var leading = 0
        while let first = trimmed.unicodeScalars.first, first.properties.isWhitespace {
            leading += first.utf16Width
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
        let unmarked = locale.isAffixed ? locale.unmarkedPaste(String(trimmed)) : String(trimmed)
        if let number = locale.pastedNumber(unmarked) {
            let characters = number.characters
            let point = characters.firstIndex(of: Content.separator) ?? characters.endIndex
            let fraction = point < characters.endIndex ? characters[(point + 1)...] : []
            return ExactDecimal(
                isNegative: number.sign == .minus, integerDigits: characters[..<point], fractionDigits: fraction)
        }
        guard case .notANumber(let offset) = strictError else { throw strictError }
        throw .notANumber(offset: leading + offset)
    }

    /// Whether `text` is only a sign: a minus or plus key, or the locale's sign with its marks.
    private func isSignOnly(_ text: Substring) -> Bool {
        let scalars = text.unicodeScalars.filter { !Ignorables.contains($0) }
        guard scalars.count == 1, let sign = scalars.first else {
            return Ignorables.removing(from: String(text)) == locale.minusSign && !locale.minusSign.isEmpty
        }
        return locale.isMinusKey(sign) || locale.isPlusKey(sign)
    }

    /// Throws the first limit of the policy that `value` breaks. A complete value has no more
    /// keys to come, so both bounds apply whatever its sign.
    private func check(_ value: ExactDecimal) throws(ParseError) {
        if value.isNegative && !policy.allowsNegative { throw .negativeNotAllowed }
        if let maxIntegerDigits = policy.maxIntegerDigits, value.integerDigitCount > maxIntegerDigits {
            throw .tooManyIntegerDigits
        }
        if value.scale > policy.fractionLimit { throw .tooManyFractionDigits }
        if let maximum = policy.maximum, value > maximum { throw .aboveMaximum }
        if let minimum = policy.minimum, value < minimum { throw .belowMinimum }
    }
}
