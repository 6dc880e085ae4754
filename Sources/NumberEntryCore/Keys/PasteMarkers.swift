extension NumberLocale {
    /// A paste into an affixed field with its marker removed (Behaviour §10.7): the sign is read
    /// first (leading, trailing, or parentheses), then at most one of the field's own markers
    /// at the start or the end goes with any U+0020, U+00A0, U+202F next to it (the longest
    /// marker wins), then a sign between the marker and the number. The sign is written back
    /// in front of what remains. Text without a marker is returned as it was.
    func unmarkedPaste(_ text: String) -> String {
        guard let markers = formatData?.markers, !markers.isEmpty else { return text }
        var scalars: [Unicode.Scalar] = []
        for scalar in text.unicodeScalars where !Ignorables.contains(scalar) { scalars.append(scalar) }
        var rest = Self.trimmed(scalars[...])
        let outer = readSign(&rest)
        guard removeMarker(from: &rest, markers: markers) else { return text }
        rest = Self.trimmed(rest)
        let sign = outer ?? readSign(&rest)
        var result = String.UnicodeScalarView()
        if let sign { result.append(sign) }
        result.append(contentsOf: rest)
        return String(result)
    }

    /// Removes a sign from the ends of `scalars`: a leading minus or plus key, parentheses
    /// around the rest, or a trailing minus key. Returns `-`, `+` or `nil`.
    private func readSign(_ scalars: inout ArraySlice<Unicode.Scalar>) -> Unicode.Scalar? {
        guard let first = scalars.first, let last = scalars.last else { return nil }
        if scalars.count >= 2 && first == "(" && last == ")" {
            scalars = Self.trimmed(scalars.dropFirst().dropLast())
            return "-"
        }
        if isMinusKey(first) || isPlusKey(first) {
            scalars = Self.trimmed(scalars.dropFirst())
            return isMinusKey(first) ? "-" : "+"
        }
        if isMinusKey(last) {
            scalars = Self.trimmed(scalars.dropLast())
            return "-"
        }
        return nil
    }

    /// Removes the longest marker found at the start or the end, with the spaces next to it.
    private func removeMarker(from scalars: inout ArraySlice<Unicode.Scalar>, markers: [String]) -> Bool {
        var best: (length: Int, atStart: Bool)?
        for marker in markers {
            let markerScalars = Array(marker.unicodeScalars.lazy.filter { !Ignorables.contains($0) })
            guard !markerScalars.isEmpty, markerScalars.count > best?.length ?? 0 else { continue }
            if scalars.starts(with: markerScalars) {
                best = (markerScalars.count, true)
            } else if scalars.reversed().starts(with: markerScalars.reversed()) {
                best = (markerScalars.count, false)
            }
        }
        guard let best else { return false }
        if best.atStart {
            scalars = scalars.dropFirst(best.length)
            while let first = scalars.first, Self.isMarkerSpace(first) { scalars.removeFirst() }
        } else {
            scalars = scalars.dropLast(best.length)
            while let last = scalars.last, Self.isMarkerSpace(last) { scalars.removeLast() }
        }
        return true
    }

    private static func isMarkerSpace(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || scalar == "\u{00A0}" || scalar == "\u{202F}"
    }

    private static func trimmed(_ scalars: ArraySlice<Unicode.Scalar>) -> ArraySlice<Unicode.Scalar> {
        var result = scalars
        while let first = result.first, first.properties.isWhitespace { result.removeFirst() }
        while let last = result.last, last.properties.isWhitespace { result.removeLast() }
        return result
    }
}
