/// Text made safe for a checker's or fuzzer's report (test support, outside the stable API).
public enum ReportText {
    /// `text` with invisible and non-ASCII-space characters shown as `U+XXXX`, cut after `limit`
    /// characters with an ellipsis.
    public static func escaped(_ text: String, limit: Int = .max) -> String {
        Printable.escaped(text, limit: limit)
    }
}
