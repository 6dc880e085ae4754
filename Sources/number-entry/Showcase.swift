import NumberEntry
import _NumberEntryCases

/// The non-terminal demo: the same keys typed into fields of several locales, as a trace.
enum Showcase {
    /// Prints each locale's trace: one line per key, then the value.
    static func run(locales: [String], keys: [Edit], policy: NumberPolicy) throws(NumberEntryError) {
        for identifier in locales {
            var field = try NumberField(localeIdentifier: identifier, policy: policy)
            print("\(identifier):")
            for key in keys {
                let rejection = CaseRunner.attempt(key, on: &field)
                let outcome = rejection.map { "rejected: \($0.description(for: field.policy))" } ?? "ok"
                let shown = MarkedText.render(field.text, selection: field.selection)
                print("  \(key.notation.padding(to: 8)) \(shown.padding(to: 24)) \(outcome)")
            }
            print("  value: \(field.value?.description ?? "none")")
        }
    }
}
