import NumberEntry
import Testing

/// The format flags on the subcommands: --currency, --currency-width, --accounting, --percent,
/// --permille and --cents.
@Suite struct AffixFlagTests {
    struct Row: Sendable, CustomTestStringConvertible {
        var arguments: [String]
        var status: Int32
        /// Text the last line of standard output (or of standard error, for a bad option) holds.
        var expected: String
        /// The status and text with the Foundation data source, where they differ.
        var foundation: (status: Int32, expected: String)?
        var testDescription: String { arguments.joined(separator: " ") }
    }

    static let rows: [Row] = [
        Row(
            arguments: ["type", "--locale", "en_US", "--currency", "USD", "-", "1", "2"], status: 0, expected: "-$12|"),
        Row(arguments: ["type", "--locale", "en_US", "--currency", "USD", "1", "."], status: 0, expected: "$1.|"),
        Row(
            arguments: ["type", "--locale", "en_US", "--currency", "USD", "--accounting", "-", "5"], status: 0,
            expected: "($5|)"),
        Row(
            arguments: ["type", "--locale", "en_US", "--currency", "usd", "--cents", "5", "0"], status: 0,
            expected: "$0.50|"),
        Row(
            arguments: ["type", "--locale", "de_DE", "--currency", "EUR", "--fixed", "1", "2", ",", "5"], status: 0,
            expected: "12,5|0\u{00A0}€"),
        Row(
            arguments: ["type", "--locale", "en_US", "--cents", "--fixed", "1"], status: 2,
            expected: "--cents and --fixed exclude each other"),
        Row(
            arguments: ["type", "--locale", "ja_JP", "--currency", "JPY", "--currency-width", "iso", "1", "2"],
            status: 0, expected: "JPY\u{00A0}12|"),
        Row(arguments: ["type", "--locale", "fr_FR", "--percent", "1", "2"], status: 0, expected: "12|\u{00A0}%"),
        Row(
            arguments: ["type", "--locale", "en_US", "--permille", "1", "2"], status: 0, expected: "12|‰",
            foundation: (2, "no per-mille style")),
        Row(
            arguments: ["format", "--locale", "de_CH", "--currency", "CHF", "--", "-12.5"], status: 0,
            expected: "CHF-12.50"),
        Row(
            arguments: ["format", "--locale", "nl_NL", "--currency", "EUR", "--", "-12.5"], status: 0,
            expected: "€\u{00A0}-12,50"),
        Row(
            arguments: ["parse", "--locale", "en_US", "--currency", "USD", "-$1,234.50"], status: 0, expected: "-1234.5"
        ),
        Row(
            arguments: ["parse", "--locale", "en_US", "--currency", "USD", "--lenient", "USD (1,200.00)"], status: 0,
            expected: "-1200"),
        Row(arguments: ["type", "--locale", "en_US", "--currency", "XYZ", "1"], status: 2, expected: "XYZ"),
        Row(arguments: ["type", "--locale", "en_US", "--percent", "--permille", "1"], status: 2, expected: "exclude"),
        Row(arguments: ["type", "--locale", "en_US", "--accounting", "1"], status: 2, expected: "need --currency"),
        Row(
            arguments: ["type", "--locale", "en_US", "--currency", "USD", "--currency-width", "long", "1"], status: 2,
            expected: "symbol, narrow or iso"),
    ]

    @Test(arguments: rows)
    func flags(_ row: Row) throws {
        let result = try CLI.run(row.arguments)
        let (status, expected) =
            LocaleDataSourceKind.current == .foundation
            ? row.foundation ?? (row.status, row.expected)
            : (row.status, row.expected)
        #expect(result.status == status, "\(result.error)")
        let shown = status == 0 ? result.lines.last ?? "" : result.error
        #expect(shown.contains(expected), "\(shown)")
    }
}
