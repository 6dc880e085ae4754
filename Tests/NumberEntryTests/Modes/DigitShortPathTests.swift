import Testing

@testable import NumberEntry
@testable import NumberEntryCore

/// A digit typed at the caret takes a short path (`EntryRule.digitTypedAtCaret`) that must give
/// what the general insertion dispatch (`NumberField.proposal(replacing:_:with:by:)`) gives: the same text, selection, value and outcome, or
/// the same rejection with the field unchanged. Checked for every digit (the locale's and ASCII)
/// at every caret position of representative start states, in the property-test locales, in
/// plain, limited, currency and percent fields (affixes shown and drawn by the host), and in
/// cents mode, where the short path must step aside; and the undo history `apply` keeps is the
/// one the general path records.
@Suite("Digit short path")
struct DigitShortPathTests {
    /// A field's configuration: its format, whether the text shows the affixes, cents mode, and
    /// limits that reject some digits (integer and fraction digits, maximum, minimum).
    struct Configuration {
        var format: NumberFormat
        var showsAffixes = true
        var cents = false
        var limited = false

        func policy() -> NumberPolicy {
            var policy =
                limited
                ? NumberPolicy(maxIntegerDigits: 7, maxFractionDigits: 2, minimum: -5000, maximum: 2_000_000)
                : NumberPolicy()
            policy.format = format
            policy.showsAffixes = showsAffixes
            policy.entry = cents ? .cents : .natural
            return policy
        }
    }

    /// The configurations checked in a locale whose own currency is `currency`.
    static func configurations(currency: String) -> [Configuration] {
        [
            Configuration(format: .plain), Configuration(format: .plain, limited: true),
            Configuration(format: .currency(code: currency)),
            Configuration(format: .currency(code: currency), limited: true),
            Configuration(format: .currency(code: currency), showsAffixes: false),
            Configuration(format: .percent), Configuration(format: .percent, showsAffixes: false),
            Configuration(format: .currency(code: currency), cents: true),
        ]
    }

    /// Start states as the keys typed into an empty field: digits, `.` (the decimal key), `-`
    /// (the minus key), `^` (the caret to the start), `x` (Delete). Plain, grouped, negative,
    /// with a fraction, a placeholder zero, a trailing separator, sign only, negative zero and
    /// kept zeros (`1005^x` leaves `005`, `1005^x-` makes it `-005`). A state a configuration rejects is skipped.
    static let startStates = [
        "", "5", "1234567", "-1234", "1234.56", "-0.05", ".5", "12.", "-", "-0", "1005^x", "100^x", "1005^x-",
    ]

    /// The digits typed: the locale's and the ASCII ones in a full run (`Sweep`); in a default
    /// run the locale's 0, 1 and 9 and the ASCII 0 and 7 (zero is the one digit with rules of its
    /// own: placeholder and kept zeros).
    static func digits(_ own: [Unicode.Scalar]) -> [Unicode.Scalar] {
        let ascii = (0...9).map { Unicode.Scalar(UInt8(ascii: "0") + $0) }
        guard Sweep.isFull else {
            return [own[0], own[1], own[9]] + [ascii[0], ascii[7]].filter { !own.contains($0) }
        }
        return own + ascii.filter { !own.contains($0) }
    }

    @Test("A digit at the caret gives what the general replace gives", arguments: PropertyTests.locales)
    func shortPathEqualsReplace(_ identifier: String) throws {
        let currency = SourceReference.currencyCode(locale: identifier) ?? "EUR"
        var differences: [String] = []
        var (compared, shortPaths, rejections) = (0, 0, 0)
        for configuration in Self.configurations(currency: currency) {
            let policy = configuration.policy()
            let locale = try NumberLocale.named(identifier, format: configuration.format)
            let empty = try NumberField(locale: locale, policy: policy)
            let digits = Self.digits(empty.locale.digits)
            for keys in Self.startStates {
                guard let typed = Self.field(empty, typing: keys) else { continue }
                for state in Self.carets(of: typed) {
                    let caret = state.selection.lowerBound
                    for digit in digits {
                        let string = String(Character(digit))
                        compared += 1
                        var short = state
                        let shortResult = Result { () throws(EditRejection) in
                            try configuration.cents
                                ? Self.typeShort(string, into: &short, by: CentsEntry.self)
                                : Self.typeShort(string, into: &short, by: NaturalEntry.self)
                        }
                        var general = state
                        let generalResult = Result { () throws(EditRejection) in
                            try configuration.cents
                                ? Self.typeGenerally(string, at: caret, into: &general, by: CentsEntry.self)
                                : Self.typeGenerally(string, at: caret, into: &general, by: NaturalEntry.self)
                        }
                        var applied = state
                        let outcome = Result { () throws(EditRejection) in try applied.apply(.insert(string)) }
                        if case .success(true) = shortResult { shortPaths += 1 }
                        if case .failure = generalResult { rejections += 1 }
                        let problem = Self.difference(
                            state: state, cents: configuration.cents, short: (short, shortResult),
                            general: (general, generalResult.map { _ in () }), applied: (applied, outcome))
                        if let problem, differences.count < 10 {
                            differences.append(
                                "\(configuration.format) shows affixes \(configuration.showsAffixes)"
                                    + " limited \(configuration.limited): \(Printable.escaped(state.marked))"
                                    + " typing \(Printable.escaped(string)): \(problem)")
                        }
                    }
                }
            }
        }
        #expect(differences.isEmpty, "\(identifier):\n\(differences.joined(separator: "\n"))")
        print("\(identifier): \(compared) digits typed, \(shortPaths) by the short path, \(rejections) rejected")
        // The run must reach both paths and both outcomes.
        #expect(
            shortPaths * 2 > compared && rejections > 0 && compared > (Sweep.isFull ? 3000 : 1000),
            "\(shortPaths), \(rejections), \(compared)")
    }

    /// Types `string` into `field` the short way (`EntryRule.digitTypedAtCaret`, given a view of
    /// the field as the field gives it, `FieldView.digitTypedAtCaret(_:by:viewing:)`), recording
    /// nothing; false, changing nothing, where the rule takes the general way.
    static func typeShort<Rule: EntryRule>(_ string: String, into field: inout NumberField, by rule: Rule.Type)
        throws(EditRejection) -> Bool
    {
        guard let proposal = try FieldView.digitTypedAtCaret(string, by: rule, viewing: &field) else { return false }
        try field.commit(proposal, undo: .none)
        return true
    }

    /// Types `string` at `caret` of `field` through the general insertion dispatch, recording nothing.
    static func typeGenerally<Rule: EntryRule>(
        _ string: String, at caret: Int, into field: inout NumberField, by rule: Rule.Type
    ) throws(EditRejection) {
        try field.commit(field.proposal(replacing: caret, caret, with: string, by: rule), undo: .none)
    }

    /// The field `empty` becomes when `keys` are typed; `nil` when one is rejected.
    static func field(_ empty: NumberField, typing keys: String) -> NumberField? {
        var field = empty
        do {
            for key in keys {
                switch key {
                case "^": field.moveToStart()
                case "x": try field.deleteForward()
                case "-": try field.insert(field.locale.minusSign)
                case ".": try field.insert(String(Character(field.locale.decimalSeparator)))
                default: try field.insert(String(Character(field.locale.digits[key.wholeNumberValue!])))
                }
            }
        } catch {
            return nil
        }
        return field
    }

    /// The field with its caret at each position it can hold: each UTF-16 offset selected as a
    /// caret (one in an affix goes to the body), without those that split a character.
    static func carets(of field: NumberField) -> [NumberField] {
        var fields: [NumberField] = []
        for offset in 0...field.text.utf16.count {
            var moved = field
            guard (try? moved.select(from: offset, to: offset)) != nil,
                !fields.contains(where: { $0.selection == moved.selection })
            else { continue }
            fields.append(moved)
        }
        return fields
    }

    /// How the three paths differ, or `nil`: the short path (which steps aside in cents mode),
    /// the general replace, and the public edit with its outcome.
    static func difference(
        state: NumberField, cents: Bool, short: (NumberField, Result<Bool, EditRejection>),
        general: (NumberField, Result<Void, EditRejection>), applied: (NumberField, Result<EditOutcome, EditRejection>)
    ) -> String? {
        switch (short.1, general.1) {
        case (.success(false), _) where cents:
            guard same(short.0, state) else { return "the short path stepped aside but changed the field" }
        case (.success(true), .success) where !cents:
            guard same(short.0, general.0) else {
                return "short \(Printable.escaped(short.0.marked)), general \(Printable.escaped(general.0.marked))"
            }
        case (.failure(let shortError), .failure(let generalError)) where !cents:
            guard shortError == generalError, same(short.0, state), same(general.0, state) else {
                return "short rejected \(shortError), general \(generalError)"
            }
        default:
            return "short \(short.1), general \(general.1)"
        }
        switch (applied.1, general.1) {
        case (.success(let outcome), .success):
            let expected = EditOutcome(
                textChanged: general.0.text != state.text, selectionChanged: general.0.selection != state.selection,
                signChanged: general.0.isNegative != state.isNegative)
            guard same(applied.0, general.0), outcome == expected else {
                return "applied \(Printable.escaped(applied.0.marked)) \(outcome), general \(expected)"
            }
            if let problem = historyDifference(state: state, applied: applied.0, general: general.0, outcome: outcome) {
                return problem
            }
        case (.failure(let appliedError), .failure(let generalError)):
            guard appliedError == generalError, same(applied.0, state) else {
                return "applied rejected \(appliedError), general \(generalError)"
            }
        default:
            return "applied \(applied.1), general \(general.1)"
        }
        return nil
    }

    /// How the history `apply` kept differs from the one the general path records for a typed
    /// key (the step joined or started with the state before, or closed by a caret move alone),
    /// or `nil`: compared by undoing twice and redoing once.
    static func historyDifference(
        state: NumberField, applied: NumberField, general: NumberField, outcome: EditOutcome
    ) -> String? {
        var expected = general
        if outcome.textChanged || outcome.signChanged {
            expected.history.record(.typing(overSelection: false), before: state.state)
        } else if outcome.changedAnything {
            expected.history.close(after: state.state)
        }
        var actual = applied
        for edit in [Edit.undo, .undo, .redo] {
            let actualOutcome = try? actual.apply(edit)
            let expectedOutcome = try? expected.apply(edit)
            guard actualOutcome == expectedOutcome, same(actual, expected) else {
                return "after \(edit): applied \(Printable.escaped(actual.marked)),"
                    + " general \(Printable.escaped(expected.marked))"
            }
        }
        return nil
    }

    /// Whether two fields show the same text (the same bytes), selection and value.
    static func same(_ lhs: NumberField, _ rhs: NumberField) -> Bool {
        lhs == rhs && lhs.text.utf8.elementsEqual(rhs.text.utf8) && lhs.value == rhs.value
            && lhs.isNegative == rhs.isNegative
    }
}
