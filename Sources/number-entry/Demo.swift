import ArgumentParser
import NumberEntry
import NumberEntryCases

/// The main job: the same keystrokes typed into fields of several locales, as a trace.
struct Demo: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Type one number into fields of several locales and show each keystroke.")

    @Option(help: "Locales to show, comma-separated.")
    var locales = "en_US,de_DE,fr_FR,es_ES,hi_IN,ar_EG,fa_IR,ff_Adlm"

    @Option(help: "Keys to type, in case-file notation, comma-separated.")
    var keys = "-,1,2,3,4,5,6,7,.,8,9,{left},{left},{left},{bs},{blur}"

    func run() throws {
        let keyList = keys.split(separator: ",").map(String.init).compactMap(CaseFile.parseKey)
        for identifier in locales.split(separator: ",").map(String.init) {
            var field = try NumberField(localeIdentifier: identifier)
            print("\(identifier):")
            for key in keyList {
                let outcome: String
                do {
                    try CaseRunner.apply(key, to: &field)
                    outcome = "ok"
                } catch {
                    outcome = "rejected: \(error)"
                }
                let shown = MarkedText.render(field.text, selection: field.selection)
                print("  \(label(key).padding(to: 8)) \(shown.padding(to: 24)) \(outcome)")
            }
            print("  value: \(field.value?.description ?? "none")")
        }
    }

    private func label(_ key: KeystrokeCase.Key) -> String {
        switch key {
        case .text(let text): text
        case .backspace: "{bs}"
        case .forwardDelete: "{del}"
        case .left: "{left}"
        case .right: "{right}"
        case .home: "{home}"
        case .end: "{end}"
        case .blur: "{blur}"
        case .select(let a, let b): "{select:\(a),\(b)}"
        case .replace(let a, let b, let text): "{replace:\(a),\(b):\(text)}"
        }
    }
}

extension String {
    /// The string padded with spaces to `width` characters.
    fileprivate func padding(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
