/// The bounds the server enforces on what clients send and keep.
public enum Limits {
    /// The largest request body, in bytes.
    public static let messageBytes = 32 * 1024
    /// The most edits one message may carry.
    public static let editsPerMessage = 64
    /// The longest text an edit may carry, and the longest text a field may show, in UTF-16 units.
    public static let textLength = 2_048
    /// How many edits a session may send in a burst, and how many more per second after it.
    public static let editBurst = 4_000
    /// How many affixed formats (per locale and digits) the server loads; ICU's data for each
    /// stays cached for the process.
    public static let formats = 4_096
    /// The largest hints file a form session request may carry, in UTF-8 bytes.
    public static let hintsBytes = 8 * 1024
    /// The most fields a form may have.
    public static let formFields = 16
    /// How many locale variants (`hi_IN@numbers=deva`, `hi-IN-u-nu-deva`) the server loads: the
    /// engine caches each identifier as written, for the process.
    public static let localeVariants = 1_024
    /// See `editBurst`.
    public static let editsPerSecond = 2_000.0
}
