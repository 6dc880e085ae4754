/// Typing `123456789012` at the end the way apps reformat a number field today: the typed key
/// appended to the text, the text parsed into a value, the value formatted back into the text.
/// Each operation is one keystroke on one of the twelve texts, taken in turn.
public struct BaselineTyping: Workload {
    /// The new text for `text` with `key` typed at its end; `nil` when it does not parse.
    typealias Reformat = (_ text: String, _ key: String) -> String?

    private let texts: [String]
    private let keys: [String]
    private let reformat: Reformat
    public let operations: Int

    /// Types the digits through `reformat` to find the text before each keystroke; `key` gives
    /// the text of a digit key. Fails when a keystroke does not parse.
    init(operations: Int, key: (Int) -> String, reformat: @escaping Reformat) throws {
        var texts: [String] = []
        var text = ""
        for digit in EditScenario.typedDigits {
            texts.append(text)
            guard let next = reformat(text, key(digit)) else {
                throw WorkloadUnavailable("typing \(digit) after \"\(text)\" does not parse")
            }
            text = next
        }
        self.texts = texts
        keys = EditScenario.typedDigits.map(key)
        self.reformat = reformat
        self.operations = operations
    }

    public func prepare() -> [String?] {
        Array(repeating: nil, count: operations)
    }

    public func run(_ results: inout [String?]) throws {
        var step = 0
        for index in results.indices {
            results[index] = reformat(texts[step], keys[step])
            step = step + 1 == texts.count ? 0 : step + 1
        }
    }
}
