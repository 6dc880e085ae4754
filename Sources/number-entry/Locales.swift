import ArgumentParser
import Foundation
import NumberEntry

/// `locales`: the number data of every locale ICU lists.
struct Locales: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Show the number data of every locale ICU lists.",
        discussion: """
            Columns: identifier, numbering system, the sample -1234567.89 as a finalized field \
            shows it, decimal separator, grouping separator, negative prefix as code points, \
            grouping sizes (primary/secondary) and minimum grouping digits. Invisible characters \
            show as U+XXXX; --json gives the characters themselves.

            Exit status: 0, or 2 on a bad option.
            """)

    @Option(help: "Only locales whose identifier or numbering system contains this text (any case).")
    var filter: String?

    @Flag(help: "A JSON array, one object per locale.")
    var json = false

    func run() throws {
        let rows = try NumberLocale.availableIdentifiers.compactMap { identifier -> LocaleRow? in
            let row = LocaleRow(identifier, try NumberLocale.named(identifier))
            guard let filter else { return row }
            let matches = [row.id, row.numberingSystem].contains { $0.localizedCaseInsensitiveContains(filter) }
            return matches ? row : nil
        }
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            let objects = try rows.map { String(decoding: try encoder.encode($0), as: UTF8.self) }
            print(objects.isEmpty ? "[]" : "[\n" + objects.joined(separator: ",\n") + "\n]")
        } else {
            printTable(rows)
        }
    }

    private func printTable(_ rows: [LocaleRow]) {
        let header = ["id", "digits", "sample", "decimal", "grouping", "minus", "sizes", "min"]
        let cells = [header] + rows.map(\.cells)
        let widths = header.indices.map { column in cells.map { $0[column].count }.max() ?? 0 }
        for line in cells {
            print(zip(line, widths).map { $0.padding(to: $1) }.joined(separator: "  ").trimmingTrailingSpaces)
        }
    }
}

extension String {
    fileprivate var trimmingTrailingSpaces: String {
        String(reversed().drop { $0 == " " }.reversed())
    }
}
