import NumberEntry

/// Each entry point that reads or writes a whole number, given one of growing length
/// (`long-paste.1000` to `long-parse.1000000`): every operation is one call on a number of that
/// many integer digits in `en_US`, under a policy without a digit limit. Ten times the digits
/// should cost about ten times the instructions (`scripts/instructions.sh --linearity`).
public struct LongInputs: Workload {
    /// The digit counts measured, a decade apart.
    public static let digitCounts = [1_000, 10_000, 100_000, 1_000_000]

    /// The entry points measured, by the name their ids start with.
    public static let names = [
        "paste", "change", "step", "finalize", "undo", "value", "init-value", "init-text", "relocalize", "parse",
        "decimal-text", "locale-text",
    ]

    private let operation: @Sendable () throws -> Int
    public let operations: Int

    /// The entries of every entry point at every digit count.
    static func entries() -> [Catalog.Entry] {
        names.flatMap { name in
            digitCounts.map { digits in
                Catalog.Entry("long-\(name).\(digits)", isKeystroke: false) {
                    try LongInputs(name, digits: digits, operations: $0)
                }
            }
        }
    }

    /// `operations` calls of the entry point `name` on a number of `digits` integer digits.
    init(_ name: String, digits: Int, operations: Int) throws {
        let locale = try NumberLocale.named("en_US")
        let policy = NumberPolicy(maxIntegerDigits: nil)
        let pattern = Array("1234567890")
        let digitText = String((0..<digits).map { pattern[$0 % pattern.count] })
        let value = ExactDecimal(digitText + ".5")!
        let field = try NumberField(locale: locale, policy: policy, value: value)
        self.operations = operations
        switch name {
        case "paste":
            operation = try Self.edit(NumberField(locale: locale, policy: policy), .insert(digitText))
        case "change": operation = try Self.edit(field, .change(field.text + "7"))
        case "step": operation = try Self.edit(field, .stepUp)
        case "finalize":
            // A trailing decimal separator, which finalize drops: the text is rendered again.
            var typed = try NumberField(locale: locale, policy: policy, value: ExactDecimal(digitText)!)
            try typed.apply(.moveToEnd)
            try typed.apply(.insert("."))
            operation = try Self.edit(typed, .finalize)
        case "undo":
            var typed = field
            try typed.apply(.insert("-"))
            operation = try Self.edit(typed, .undo)
        case "value": operation = { field.value?.isNegative == true ? 1 : 0 }
        case "init-value":
            operation = { try NumberField(locale: locale, policy: policy, value: value).text.utf8.count }
        case "init-text":
            let text = field.text
            operation = {
                try NumberField(locale: locale, policy: policy, text: text, selection: 0..<0).text.utf8.count
            }
        case "relocalize":
            let german = try NumberLocale.named("de_DE")
            operation = { try field.relocalized(to: german).text.utf8.count }
        case "parse":
            let parser = try NumberParser(locale: locale, policy: policy)
            let text = field.text
            operation = { try parser.parse(text).isNegative ? 1 : 0 }
        case "decimal-text":
            let text = value.description
            operation = { ExactDecimal(text)?.isNegative == true ? 1 : 0 }
        case "locale-text":
            operation = { locale.text(of: value).utf8.count }
        default:
            throw WorkloadUnavailable("no entry point named \(name)")
        }
    }

    /// An operation applying `edit` to a copy of `start`; fails now if the edit is rejected.
    private static func edit(_ start: NumberField, _ edit: Edit) throws -> @Sendable () throws -> Int {
        var field = start
        do { try field.apply(edit) } catch {
            throw WorkloadUnavailable("\(edit) on a \(start.text.utf8.count)-byte text is rejected: \(error)")
        }
        return {
            var field = start
            try field.apply(edit)
            return field.selection.lowerBound
        }
    }

    public func prepare() -> Int { 0 }

    public func run(_ total: inout Int) throws {
        for _ in 0..<operations { total &+= try operation() }
    }
}
