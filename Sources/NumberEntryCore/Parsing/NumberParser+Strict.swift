extension NumberParser {
    /// Strict reading: an optional negative prefix and suffix (or a format's positive ones), then
    /// the locale's digits with at most one decimal separator after an integer digit, and
    /// grouping separators either nowhere or exactly where the locale puts them (Behaviour §18).
    func readShown(_ text: Substring) throws(ParseError) -> ExactDecimal {
        var text = text
        return try text.withUTF8 { readShown($0) }.get()
    }

    /// `readShown(_:)` of a whole string, read in place: a native string (every Swift string on
    /// Linux) needs neither a `Substring` nor a copy.
    func readShown(_ text: String) throws(ParseError) -> ExactDecimal {
        guard let result = text.utf8.withContiguousStorageIfAvailable({ readShown($0) }) else {
            return try readShown(Substring(text))
        }
        return try result.get()
    }

    /// The strict reading of the UTF-8 of a string, in one pass without allocations: the sign
    /// and affixes, then the body's digits to a stack buffer and the integer digit index of each
    /// grouping separator to another, then the grouping check and the value.
    private func readShown(_ bytes: UnsafeBufferPointer<UInt8>) -> Result<ExactDecimal, ParseError> {
        let body = signedBody(bytes)
        guard body.start < body.end else { return .failure(.empty) }
        let capacity = body.end - body.start
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { digits in
            withUnsafeTemporaryAllocation(of: Int.self, capacity: capacity) { separators in
                let scan: Scan
                switch scanBody(bytes, body, digits: digits, separators: separators) {
                case .success(let result): scan = result
                case .failure(let error): return .failure(error)
                }
                guard scan.count > 0 else { return .failure(.empty) }
                if let error = groupingError(bytes, body, scan, separators) { return .failure(error) }
                return .success(
                    Self.value(
                        negative: body.negative, digits: UnsafeBufferPointer(rebasing: digits[..<scan.count]),
                        integerCount: scan.integerCount))
            }
        }
    }

    /// The error of grouping separators that stand elsewhere than the locale shows them: at the
    /// first one out of place, else at the first digit in front of which one is missing; `nil`
    /// when they stand where it shows them, or there are none.
    @inline(__always)
    private func groupingError(
        _ bytes: UnsafeBufferPointer<UInt8>, _ body: Body, _ scan: Scan, _ separators: UnsafeMutableBufferPointer<Int>
    ) -> ParseError? {
        guard scan.groups > 0,
            !groupsAsShown(UnsafeBufferPointer(rebasing: separators[..<scan.groups]), of: scan.integerCount)
        else { return nil }
        let text = Substring(String(decoding: bytes[body.start..<body.end], as: UTF8.self))
        do throws(ParseError) {
            try checkGrouping(text, integerCount: scan.integerCount, offset: body.offset)
            return nil
        } catch {
            return error
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

        /// Whether a decimal or grouping separator may stand next: after an integer digit,
        /// before the decimal separator, and not right after another separator.
        var acceptsGrouping: Bool { !seenDecimal && integerCount > 0 && lastGrouping == nil }

        /// Counts `run` digits just read: integer digits before the decimal separator.
        @inline(__always)
        mutating func addDigits(_ run: Int) {
            count += run
            if !seenDecimal { integerCount += run }
            lastGrouping = nil
        }

        /// Notes a grouping separator at the UTF-16 offset `position`, after the integer digits
        /// read so far.
        @inline(__always)
        mutating func addGrouping(at position: Int, to separators: UnsafeMutableBufferPointer<Int>) {
            separators[groups] = integerCount
            groups += 1
            lastGrouping = position
        }
    }

    /// Reads the body's digits into `digits` (as ASCII) and the integer digit index of each
    /// grouping separator into `separators`: runs of the locale's digits from their bytes,
    /// everything else one scalar at a time; `notANumber` at a character out of place.
    @inline(__always)
    private func scanBody(
        _ bytes: UnsafeBufferPointer<UInt8>, _ body: Body, digits: UnsafeMutableBufferPointer<UInt8>,
        separators: UnsafeMutableBufferPointer<Int>
    ) -> Result<Scan, ParseError> {
        let storage = locale.storage
        let end = body.end  // a constant, which the loops below keep in a register
        var scan = Scan()
        var index = body.start
        var position = body.offset
        let grouping = storage.symbols.groupingSeparator == nil ? nil : storage.glyphs[Glyph.groupingIndex]
        let digitBytes = DigitBytes(storage)
        while index < end {
            let run = digitBytes.readRun(bytes, from: &index, to: end, into: digits, at: scan.count)
            if run > 0 {
                scan.addDigits(run)
                position += digitBytes.leadCount == 3 ? 2 * run : run
                if index == end { break }
            }
            if let grouping, grouping.isEncoded(in: bytes, at: index) {
                // The grouping separator, read from its bytes as the digits are.
                guard scan.acceptsGrouping else { break }
                scan.addGrouping(at: position, to: separators)
                position += grouping.utf16Count
                index += grouping.utf8Count
                continue
            }
            let (scalar, width) = TypedText.scalar(in: bytes, at: index)
            if let digit = locale.localDigitValue(scalar) {
                digits[scan.count] = digit &+ 48
                scan.addDigits(1)
            } else if scalar == storage.symbols.decimalSeparator, scan.acceptsGrouping {
                scan.seenDecimal = true
            } else if isGrouping(scalar), scan.acceptsGrouping {
                scan.addGrouping(at: position, to: separators)
            } else if !Ignorables.contains(scalar) {
                break
            }
            position += width == 4 ? 2 : 1
            index += width
        }
        if index < end {
            // The loop stopped at a character out of place: the error is worked out off the loop.
            return .failure(notANumber(bytes, body, scan.count > 0, scan.lastGrouping, index, position))
        }
        if let lastGrouping = scan.lastGrouping { return .failure(.notANumber(offset: lastGrouping)) }
        return .success(scan)
    }

    /// The `notANumber` of the character at byte `index`, UTF-16 `position`, after a scan that
    /// has read a number or not and left a grouping separator at UTF-16 `lastGrouping`: past the
    /// sign's suffix when it follows the number (`notANumber(_:_:hasNumber:...)`). Off the
    /// success path: the separator's byte index is found again by walking back from `index`.
    @inline(never)
    private func notANumber(
        _ bytes: UnsafeBufferPointer<UInt8>, _ body: Body, _ hasNumber: Bool, _ lastGrouping: Int?, _ index: Int,
        _ position: Int
    ) -> ParseError {
        var numberEnd = index
        var width = position - (lastGrouping ?? position)
        while width > 0 {
            let (scalar, length) = TypedText.scalar(in: bytes, before: numberEnd)
            numberEnd -= length
            width -= scalar.utf16Width
        }
        return notANumber(
            bytes, body, hasNumber: hasNumber, numberEnd: numberEnd, numberOffset: lastGrouping ?? position,
            at: position)
    }

    /// The UTF-8 the locale's digits share (`NumberLocale.Storage.digitLead`), read once per
    /// parse so that the loops keep it in registers.
    private struct DigitBytes {
        let leadCount: Int
        let lead0: UInt8
        let lead1: UInt8
        let lead2: UInt8
        let last: UInt8

        init(_ storage: NumberLocale.Storage) {
            let lead = storage.digitLead
            leadCount = storage.digitLeadCount
            (lead0, lead1, lead2) = (UInt8(lead & 0xFF), UInt8(lead >> 8 & 0xFF), UInt8(lead >> 16 & 0xFF))
            last = storage.digitLast
        }

        /// Reads a run of digits at `index` from their bytes, without decoding them (the common
        /// case), into `digits` from `count`; returns how many it read. Indices and counts stay
        /// below `end`, so their arithmetic needs no overflow checks.
        @inline(__always)
        func readRun(
            _ bytes: UnsafeBufferPointer<UInt8>, from index: inout Int, to end: Int,
            into digits: UnsafeMutableBufferPointer<UInt8>, at count: Int
        ) -> Int {
            var count = count
            let start = count
            if leadCount == 0 {
                while index < end, case let digit = bytes[index] &- last, digit < 10 {
                    digits[count] = digit &+ 48
                    count &+= 1
                    index &+= 1
                }
            } else if leadCount > 0 {
                while index &+ leadCount < end, bytes[index] == lead0,
                    leadCount < 2 || bytes[index &+ 1] == lead1, leadCount < 3 || bytes[index &+ 2] == lead2,
                    case let digit = bytes[index &+ leadCount] &- last, digit < 10
                {
                    digits[count] = digit &+ 48
                    count &+= 1
                    index &+= leadCount &+ 1
                }
            }
            return count - start
        }
    }

    /// Whether `scalar` is the locale's grouping separator as typed: when it is one of the
    /// spaces, any of them; U+0027 for U+2019 (Behaviour §18).
    func isGrouping(_ scalar: Unicode.Scalar) -> Bool {
        guard let separator = locale.groupingSeparator else { return false }
        return TypedText.matches(scalar, separator, affixes.forms)
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
}
