/// How the lenient reading (Behaviour §18) sees a complete string: the signs and the field's
/// own marker at either end (with whitespace around and between them, ISO codes in any case),
/// and the number between them, with UTF-16 offsets into the text for errors.
struct LenientReading {
    /// The number with its sign in front and nothing else (`-1234.5`, `1.234,5`), for a paste's
    /// readings; `nil` when the text cannot be a number (`failure` says where).
    var normalized: String?
    /// The UTF-16 offset of the first character the reading cannot take, when one was found.
    var failure: Int?
    /// The number between the signs and the marker, and its UTF-16 offset in the text.
    var body: String
    var bodyOffset: Int

    init(_ text: String, locale: NumberLocale) {
        let scalars = Array(text.unicodeScalars)
        var offsets: [Int] = []
        offsets.reserveCapacity(scalars.count + 1)
        var offset = 0
        for scalar in scalars {
            offsets.append(offset)
            offset += scalar.utf16Width
        }
        offsets.append(offset)
        var ends = Ends(scalars: scalars, locale: locale)
        ends.readFront()
        ends.readBack()
        let range = ends.lower..<max(ends.lower, ends.upper)
        body = String(String.UnicodeScalarView(scalars[range]))
        bodyOffset = offsets[range.lowerBound]
        let problems = [ends.signProblem(), Self.firstForeign(scalars[range], locale: locale)].compactMap { $0 }
        if let first = problems.min() {
            failure = offsets[first]
        } else if !range.isEmpty {
            normalized = (ends.isNegative ? "-" : "") + body
        }
    }

    /// The index of the first scalar no reading of a number takes: not a digit of any script,
    /// a separator of any reading, or ignorable.
    private static func firstForeign(_ body: ArraySlice<Unicode.Scalar>, locale: NumberLocale) -> Int? {
        body.indices.first { index in
            let scalar = body[index]
            switch scalar {
            case ".", ",", "\u{066B}", "\u{066C}", "\u{FF0E}", "\u{FF0C}", "\u{3002}", "\u{FF61}": return false
            default:
                return locale.digitValue(of: scalar) == nil && scalar != locale.decimalSeparator
                    && !locale.isGroupingKey(scalar) && !Ignorables.contains(scalar)
            }
        }
    }

    /// The signs and marker read from both ends of a text.
    private struct Ends {
        let scalars: [Unicode.Scalar]
        let locale: NumberLocale
        var lower = 0
        var upper: Int
        /// Indices of the signs read (an opening bracket stands for a pair) and of a bracket
        /// without its pair.
        var signs: [Int] = []
        var minus = false
        var opening: Int?
        var closing: Int?
        var marker = false

        init(scalars: [Unicode.Scalar], locale: NumberLocale) {
            self.scalars = scalars
            self.locale = locale
            upper = scalars.count
        }

        var isNegative: Bool { minus || opening != nil }

        /// Reads whitespace, ignorables, signs, an opening bracket and a marker from the start.
        mutating func readFront() {
            while lower < upper {
                let scalar = scalars[lower]
                if scalar.properties.isWhitespace || Ignorables.contains(scalar) {
                    lower += 1
                } else if scalar == "(" && opening == nil {
                    opening = lower
                    signs.append(lower)
                    lower += 1
                } else if locale.isMinusKey(scalar) || locale.isPlusKey(scalar) {
                    minus = minus || locale.isMinusKey(scalar)
                    signs.append(lower)
                    lower += 1
                } else if !marker, let length = markerLength(atStart: true) {
                    marker = true
                    lower += length
                } else {
                    return
                }
            }
        }

        /// Reads whitespace, ignorables, a trailing minus, a closing bracket and a marker from
        /// the end.
        mutating func readBack() {
            while upper > lower {
                let scalar = scalars[upper - 1]
                if scalar.properties.isWhitespace || Ignorables.contains(scalar) {
                    upper -= 1
                } else if scalar == ")" && closing == nil {
                    closing = upper - 1
                    upper -= 1
                } else if locale.isMinusKey(scalar) {
                    minus = true
                    signs.append(upper - 1)
                    upper -= 1
                } else if !marker, let length = markerLength(atStart: false) {
                    marker = true
                    upper -= length
                } else {
                    return
                }
            }
        }

        /// The index of a bracket without its pair, or of the second sign.
        func signProblem() -> Int? {
            if opening == nil, let closing { return closing }
            if closing == nil, let opening { return opening }
            let ordered = signs.sorted()
            return ordered.count > 1 ? ordered[1] : nil
        }

        /// The length of the longest of the field's markers at the start or end of what is
        /// left, the currency's ISO code in any case.
        private func markerLength(atStart: Bool) -> Int? {
            guard let data = locale.formatData else { return nil }
            var code: [Unicode.Scalar] = []
            if let isoCode = data.format.currencyCode { code = Array(isoCode.uppercased().unicodeScalars) }
            let rest = scalars[lower..<upper]
            var best: Int?
            for marker in data.markers.map({ Array(Ignorables.removing(from: $0).unicodeScalars) }) + [code]
            where !marker.isEmpty && marker.count > best ?? 0 && marker.count <= rest.count {
                let part = atStart ? rest.prefix(marker.count) : rest.suffix(marker.count)
                let same =
                    marker == code ? zip(part, marker).allSatisfy { Self.upper($0) == $1 } : part.elementsEqual(marker)
                if same { best = marker.count }
            }
            return best
        }

        /// An ASCII letter in upper case; any other scalar as it is.
        private static func upper(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
            ("a"..."z").contains(scalar) ? Unicode.Scalar(UInt8(scalar.value - 32)) : scalar
        }
    }
}
