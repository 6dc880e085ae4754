/// The text a field shows, as the UTF-8 bytes that rendering wrote (`Layout.Shape.render`), held
/// by value.
///
/// Up to `inlineCapacity` bytes live inline, so that rendering a keystroke's text neither
/// validates, nor allocates, nor frees, and a copy of the field shares no storage; a longer text
/// (a pasted 10,000-digit number) lives in an array. The bytes are the locale's encoded glyphs and
/// affixes, valid UTF-8 already: `string` copies them into a `String` without validating them.
struct FieldText: Sendable, Hashable {
    /// The most bytes stored without an allocation, the size of `small`: every text of an amount
    /// of up to 12 integer and 2 fraction digits, signed, in every locale and format the
    /// benchmarks measure (`FieldTextTests`). The longest is `ff_Adlm`'s, whose digits take four
    /// bytes each: 81 bytes in km/h, 67 plain; `ar_EG`'s in EGP takes 53, `de_DE`'s in EUR 24.
    static let inlineCapacity = 96

    /// Bytes `0..<smallCount` when `large` is empty (the two vectors lie end to end, 96 bytes).
    private var small = (SIMD64<UInt8>(), SIMD32<UInt8>())
    private var smallCount = 0
    /// The bytes when there are more than `inlineCapacity` of them; empty otherwise (not an
    /// optional, as `ContentCharacters.large` is not).
    private var large: [UInt8] = []

    /// The empty text.
    init() {}

    /// A text of `count` bytes, all of them written by `write` at the pointer it is given.
    @inline(__always)
    init(count: Int, writingWith write: (UnsafeMutablePointer<UInt8>) -> Void) {
        if count <= Self.inlineCapacity {
            smallCount = count
            withUnsafeMutableBytes(of: &small) { bytes in
                write(bytes.baseAddress!.assumingMemoryBound(to: UInt8.self))
            }
        } else {
            large = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
                write(buffer.baseAddress!)
                initialized = count
            }
        }
    }

    /// The number of UTF-8 bytes.
    var count: Int { large.isEmpty ? smallCount : large.count }

    /// Whether the text is empty.
    var isEmpty: Bool { count == 0 }

    /// The text as a `String`, copied without validating the bytes (`String(validUTF8:)`): a
    /// text of up to 15 bytes becomes a small string, with no allocation.
    var string: String {
        withUnsafeBufferPointer { String(validUTF8: $0) }
    }

    /// Calls `body` with the bytes in contiguous memory.
    @inline(__always)
    func withUnsafeBufferPointer<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        if !large.isEmpty { return try large.withUnsafeBufferPointer(body) }
        return try withUnsafeBytes(of: small) { bytes in
            try body(UnsafeBufferPointer(rebasing: bytes.bindMemory(to: UInt8.self)[..<smallCount]))
        }
    }

    /// Whether both hold the same bytes, compared eight at a time (the vectors' own `==` compares
    /// them one by one).
    static func == (lhs: FieldText, rhs: FieldText) -> Bool {
        let count = lhs.count
        guard count == rhs.count else { return false }
        return lhs.withUnsafeBufferPointer { left in
            rhs.withUnsafeBufferPointer { right in UTF8Offsets.commonPrefixCount(left, right) == count }
        }
    }

    func hash(into hasher: inout Hasher) {
        withUnsafeBufferPointer { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }
}

extension String {
    /// A string of `bytes`, which must be valid UTF-8, not validated again where the standard
    /// library allows it (`UTF8Span(unchecked:)`, Swift 6.2; validated on older Apple systems).
    init(validUTF8 bytes: UnsafeBufferPointer<UInt8>) {
        if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
            self = String(copying: UTF8Span(unchecked: Span(_unsafeElements: bytes)))
        } else {
            self = String(decoding: bytes, as: UTF8.self)
        }
    }
}
