public import NumberEntry

/// Plays cases against the engine and says how each one went.
public enum CaseRunner {
    /// The outcome of one case.
    public struct Outcome: Sendable {
        public var id: String
        public var source: String
        /// Why the case failed; empty when it passed.
        public var failures: [String]
        public var passed: Bool { failures.isEmpty }
    }

    /// Where a case's locale data comes from: `NumberLocale.named(_:digits:format:)` unless a
    /// test gives other data (`LocaleSnapshot.locale(_:digits:format:)`).
    public typealias Locales = (String, NumberPolicy.Digits, NumberFormat) throws(NumberEntryError) -> NumberLocale

    /// Plays `testCase` with the data `locales` gives and compares the final state, value and
    /// rejected keys.
    public static func run(_ testCase: KeystrokeCase, locales: Locales = NumberLocale.named) -> Outcome {
        var outcome = Outcome(id: testCase.id, source: testCase.source, failures: [])
        let field: NumberField
        do {
            field = try startField(testCase, locales: locales)
        } catch {
            if case .error(let expected) = testCase.expectation, errorName(error) == expected { return outcome }
            outcome.failures.append("loading failed: \(error)")
            return outcome
        }
        if case .error(let expected) = testCase.expectation {
            outcome.failures.append("expected error \(expected), but the field loaded")
            return outcome
        }
        let (final, rejected) = play(testCase.keys, on: field)
        if case .state(let expected) = testCase.expectation {
            let actual = MarkedText.render(final.text, selection: final.selection)
            if actual != expected {
                outcome.failures.append(
                    "expected \"\(Printable.escaped(expected))\", got \"\(Printable.escaped(actual))\"")
            }
        }
        if testCase.valueRoundTrip, case .state(let expected) = testCase.expectation {
            outcome.failures += roundTripFailures(of: final, expected: expected, testCase, locales: locales)
        }
        if case .some(let expectedValue) = testCase.value, final.value?.description != expectedValue {
            outcome.failures.append(
                "expected value \(expectedValue ?? "none"), got \(final.value?.description ?? "none")")
        }
        if let expectedRejected = testCase.rejected, expectedRejected != rejected.map(\.index) {
            let detail = rejected.map { "\($0.index) (\($0.reason))" }.joined(separator: ", ")
            outcome.failures.append("expected rejected keys \(expectedRejected), got [\(detail)]")
        }
        return outcome
    }

    /// Why the final field's value, put back as an outside value into a new field of the case's
    /// locale and policy (Behaviour §16), does not show `expected`; empty when it does.
    static func roundTripFailures(
        of final: NumberField, expected: String, _ testCase: KeystrokeCase, locales: Locales
    ) -> [String] {
        do {
            let (locale, policy) = try localeAndPolicy(testCase, locales: locales)
            let again =
                try final.value.map { value throws(NumberEntryError) in
                    try NumberField(locale: locale, policy: policy, value: value)
                } ?? NumberField(locale: locale, policy: policy)
            let shown = MarkedText.render(again.text, selection: again.selection)
            guard shown != expected else { return [] }
            return ["the value put back shows \"\(Printable.escaped(shown))\", not \"\(Printable.escaped(expected))\""]
        } catch {
            return ["the value \(final.value?.description ?? "none") put back fails to load: \(error)"]
        }
    }

    /// The field a case starts from.
    public static func startField(_ testCase: KeystrokeCase, locales: Locales = NumberLocale.named)
        throws(NumberEntryError) -> NumberField
    {
        let (locale, policy) = try localeAndPolicy(testCase, locales: locales)
        if let value = testCase.startValue { return try NumberField(locale: locale, policy: policy, value: value) }
        // `|` is the empty field, whatever its text (`$|` with `affixesWhenEmpty`).
        if testCase.start == "|" { return try NumberField(locale: locale, policy: policy) }
        guard let (text, selection) = MarkedText.parse(testCase.start) else {
            throw .notCanonical(testCase.start)
        }
        return try NumberField(locale: locale, policy: policy, text: text, selection: selection)
    }

    /// The locale data and the policy of a case, its format read. The fraction limits the case
    /// does not set are left to the field, which takes the format's own (a currency's digits,
    /// else the case format's 2 and 0).
    public static func localeAndPolicy(_ testCase: KeystrokeCase, locales: Locales = NumberLocale.named)
        throws(NumberEntryError) -> (NumberLocale, NumberPolicy)
    {
        var policy = testCase.policy
        if let skeleton = testCase.formatSkeleton { try policy.setSetting("format", to: skeleton) }
        let locale = try locales(testCase.locale, policy.digits, policy.format)
        return (locale, policy)
    }

    /// Plays keys in order; returns the final field and the rejected keys with their reasons.
    public static func play(
        _ keys: [Edit], on start: NumberField
    ) -> (field: NumberField, rejected: [(index: Int, reason: EditRejection)]) {
        var field = start
        var rejected: [(index: Int, reason: EditRejection)] = []
        for (index, key) in keys.enumerated() {
            if let reason = attempt(key, on: &field) { rejected.append((index, reason)) }
        }
        return (field, rejected)
    }

    /// Applies one case key; returns why it was rejected, or `nil` when it was accepted.
    public static func attempt(_ key: Edit, on field: inout NumberField) -> EditRejection? {
        do {
            try field.apply(key)
            return nil
        } catch {
            return error
        }
    }

    /// The case-format name of an error (`unsupportedLocale`, ...); a start state that breaks a
    /// limit is named after the limit's rejection (`tooManyIntegerDigits`).
    static func errorName(_ error: NumberEntryError) -> String {
        error.startRejection?.rawValue ?? error.code.description
    }
}
