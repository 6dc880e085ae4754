/// The significant characters of a `Content`: digit values 0...9 and `Content.separator`.
///
/// Up to `inlineCapacity` characters live inline, so typing into an ordinary number and copying
/// a field never allocate; longer contents (a pasted 10,000-digit number) live in an array.
struct ContentCharacters: RandomAccessCollection, MutableCollection, RangeReplaceableCollection, Hashable {
    /// The most characters stored without an allocation.
    static let inlineCapacity = 32

    /// Characters `0..<smallCount` when `large` is empty.
    private var small = SIMD32<UInt8>()
    private var smallCount = 0
    /// The characters when there are more than `inlineCapacity` of them; empty otherwise. Not
    /// an optional: copying an optional array goes through a generic witness, several times
    /// slower than retaining the (immortal) empty array.
    private var large: [UInt8] = []
    /// The index of the first `Content.separator`, kept up to date by every change, since
    /// rendering and the limits ask for it on every keystroke.
    private(set) var separatorIndex: Int?

    init() {}

    var startIndex: Int { 0 }
    var endIndex: Int { large.isEmpty ? smallCount : large.count }
    /// `endIndex`: the collection's default measures the distance out of line, about 20
    /// instructions a call (a keystroke of a fixed-scale field asks once, `scripts/instructions.sh`).
    var count: Int { endIndex }

    subscript(position: Int) -> UInt8 {
        get {
            precondition(position >= 0 && position < endIndex, "index out of range")
            return large.isEmpty ? small[position] : large[position]
        }
        set {
            precondition(position >= 0 && position < endIndex, "index out of range")
            if large.isEmpty { small[position] = newValue } else { large[position] = newValue }
            if newValue == Content.separator || position == separatorIndex {
                separatorIndex = firstIndex(of: Content.separator)
            }
        }
    }

    /// Calls `body` with the characters in contiguous memory.
    @inline(__always)
    func withUnsafeBufferPointer<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        if !large.isEmpty { return try large.withUnsafeBufferPointer(body) }
        return try withUnsafeBytes(of: small) { bytes in
            try body(UnsafeBufferPointer(rebasing: bytes.bindMemory(to: UInt8.self)[..<smallCount]))
        }
    }

    mutating func replaceSubrange<C: Collection<UInt8>>(_ subrange: Range<Int>, with newElements: C) {
        precondition(subrange.lowerBound >= 0 && subrange.upperBound <= endIndex, "range out of bounds")
        if large.isEmpty && subrange.isEmpty && newElements.count == 1 && smallCount < Self.inlineCapacity {
            insertInline(newElements.first!, at: subrange.lowerBound)
            return
        }
        let newCount = count - subrange.count + newElements.count
        separatorIndex = separatorIndex(afterReplacing: subrange, with: newElements)
        if large.isEmpty && newCount <= Self.inlineCapacity {
            replaceInline(subrange, with: newElements, newCount: newCount)
        } else if endIndex == 0, let array = newElements as? [UInt8] {
            large = array  // a long paste into an empty field keeps the pasted array
        } else {
            store(replacingInArray(subrange, with: newElements, newCount: newCount))
        }
    }

    /// Inserts one character into the inline storage, which has room for it: at the end (a digit
    /// typed at the end) nothing moves; in the middle (a digit typed in front of a fixed-scale
    /// field's fraction) the tail moves by one.
    @inline(__always)
    private mutating func insertInline(_ character: UInt8, at index: Int) {
        if index == smallCount {
            if character == Content.separator && separatorIndex == nil { separatorIndex = smallCount }
            small[smallCount] = character
            smallCount += 1
            return
        }
        if character == Content.separator && (separatorIndex ?? index) >= index {
            separatorIndex = index
        } else if let separator = separatorIndex, separator >= index {
            separatorIndex = separator + 1
        }
        withUnsafeMutableBytes(of: &small) { bytes in
            let base = bytes.baseAddress!
            (base + index + 1).copyMemory(from: base + index, byteCount: smallCount - index)
            bytes[index] = character
        }
        smallCount += 1
    }

    static func == (lhs: ContentCharacters, rhs: ContentCharacters) -> Bool {
        lhs.withUnsafeBufferPointer { left in
            rhs.withUnsafeBufferPointer { right in
                left.count == right.count && UTF8Offsets.commonPrefixCount(left, right) == left.count
            }
        }
    }

    func hash(into hasher: inout Hasher) {
        withUnsafeBufferPointer { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }

    /// Where the first separator is once `subrange` holds `newElements`.
    private func separatorIndex<C: Collection<UInt8>>(afterReplacing subrange: Range<Int>, with newElements: C)
        -> Int?
    {
        if let index = separatorIndex, index < subrange.lowerBound { return index }
        if let offset = newElements.firstIndex(of: Content.separator) {
            return subrange.lowerBound + newElements.distance(from: newElements.startIndex, to: offset)
        }
        guard let index = separatorIndex else { return nil }
        if index >= subrange.upperBound { return index - subrange.count + newElements.count }
        // The separator was replaced: a later one (contents hold at most one) takes its place.
        return self[subrange.upperBound...].firstIndex(of: Content.separator).map {
            $0 - subrange.count + newElements.count
        }
    }

    /// Replaces within the inline storage: shifts the tail, then writes the new characters.
    private mutating func replaceInline<C: Collection<UInt8>>(
        _ subrange: Range<Int>, with newElements: C, newCount: Int
    ) {
        let tail = smallCount - subrange.upperBound
        let newUpper = subrange.lowerBound + newElements.count
        withUnsafeMutableBytes(of: &small) { bytes in
            if newUpper != subrange.upperBound && tail > 0 {
                let base = bytes.baseAddress!
                (base + newUpper).copyMemory(from: base + subrange.upperBound, byteCount: tail)
            }
            var index = subrange.lowerBound
            for character in newElements {
                bytes[index] = character
                index += 1
            }
        }
        smallCount = newCount
    }

    /// The characters with `subrange` replaced, in an array of `newCount`: a copy of the inline
    /// ones, or the array itself, changed in place when it was not shared.
    private mutating func replacingInArray<C: Collection<UInt8>>(
        _ subrange: Range<Int>, with newElements: C, newCount: Int
    ) -> [UInt8] {
        var characters: [UInt8]
        if large.isEmpty {
            characters = []
            characters.reserveCapacity(newCount)
            withUnsafeBufferPointer { old in
                characters += old[..<subrange.lowerBound]
                characters += newElements
                characters += old[subrange.upperBound...]
            }
        } else {
            characters = large
            large = []  // leaves `characters` the only reference when the array was not shared
            characters.replaceSubrange(subrange, with: newElements)
        }
        return characters
    }

    /// Keeps `characters` inline when they fit, else as the array.
    private mutating func store(_ characters: [UInt8]) {
        small = SIMD32()
        if characters.count <= Self.inlineCapacity {
            for (index, character) in characters.enumerated() { small[index] = character }
            smallCount = characters.count
        } else {
            smallCount = 0
            large = characters
        }
    }
}
