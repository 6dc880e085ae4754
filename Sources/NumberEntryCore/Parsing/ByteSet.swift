/// A set of bytes, made once and tested in a few instructions: the first bytes of a text that
/// may start one of a format's signs or affixes (`TypedText.Affixes.signStarts`).
struct ByteSet: Sendable, Hashable {
    /// Bit `b % 64` of word `b / 64` is set for a member `b`.
    private var word0: UInt64 = 0
    private var word1: UInt64 = 0
    private var word2: UInt64 = 0
    private var word3: UInt64 = 0

    /// The bytes for which `isMember` holds.
    init(where isMember: (UInt8) -> Bool) {
        for byte in UInt8.min...UInt8.max where isMember(byte) {
            let bit = UInt64(1) << (byte & 63)
            switch byte >> 6 {
            case 0: word0 |= bit
            case 1: word1 |= bit
            case 2: word2 |= bit
            default: word3 |= bit
            }
        }
    }

    /// Whether `byte` is in the set.
    @inline(__always)
    func contains(_ byte: UInt8) -> Bool {
        let word = byte < 0x80 ? (byte < 0x40 ? word0 : word1) : (byte < 0xC0 ? word2 : word3)
        return word >> (byte & 63) & 1 != 0
    }
}
