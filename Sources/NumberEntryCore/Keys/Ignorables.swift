/// Invisible characters an insertion drops before it is read (Behaviour §3): bidi marks and
/// zero-width characters that keyboards and copied text carry around numbers.
enum Ignorables {
    /// Whether `scalar` is U+200E, U+200F, U+061C, U+200B, U+2060 or U+FEFF.
    @inlinable
    static func contains(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x200E, 0x200F, 0x061C, 0x200B, 0x2060, 0xFEFF: true
        default: false
        }
    }

    /// `text` without its ignorable characters.
    static func removing(from text: String) -> String {
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: text.unicodeScalars.lazy.filter { !contains($0) })
        return String(scalars)
    }
}
