/// Invisible characters an insertion drops before it is read (Behaviour §3): bidi marks, the
/// bidi embedding, override and isolate controls, and zero-width characters that keyboards and
/// copied text carry around numbers.
package enum Ignorables {
    /// Whether `scalar` is U+200E, U+200F, U+061C, U+200B, U+2060, U+FEFF, one of U+202A-U+202E
    /// (embeddings and overrides) or one of U+2066-U+2069 (isolates).
    @inlinable
    package static func contains(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x200E, 0x200F, 0x061C, 0x200B, 0x2060, 0xFEFF, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    /// `text` without its ignorable characters.
    package static func removing(from text: String) -> String {
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: text.unicodeScalars.lazy.filter { !contains($0) })
        return String(scalars)
    }
}
