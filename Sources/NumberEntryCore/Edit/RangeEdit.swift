/// What a non-empty inserted string is once ignorable characters are dropped (Behaviour §3).
enum Insertion {
    /// Only ignorable characters.
    case nothing
    /// One character: a key.
    case key(Unicode.Scalar)
    /// Several characters: one pasted number.
    case paste

    init(_ string: String) {
        var scalars = string.unicodeScalars.makeIterator()
        var first = scalars.next()
        while let scalar = first, Ignorables.contains(scalar) { first = scalars.next() }
        guard let first else {
            self = .nothing
            return
        }
        var second = scalars.next()
        while let scalar = second, Ignorables.contains(scalar) { second = scalars.next() }
        self = second == nil ? .key(first) : .paste
    }
}

/// Significant characters `lower..<upper` of an edit's range, and whether it overlaps the sign.
struct RangeEdit {
    var lower: Int
    var upper: Int
    var touchesSign: Bool

    /// `content` with the range's significant characters (and the sign, if touched) removed.
    func removing(from content: Content) -> Content {
        var result = content
        if lower < upper { result.characters.removeSubrange(lower..<upper) }
        if touchesSign { result.isNegative = false }
        return result
    }

    var removesSomething: Bool { lower < upper || touchesSign }
}
