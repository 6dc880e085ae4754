import NumberEntry

/// The interactive field: its state, the locales Tab cycles through and the last rejection.
struct DemoSession {
    /// The locales Tab cycles through.
    static let showcase = ["en_US", "de_DE", "fr_FR", "hi_IN", "ar_EG", "fa_IR", "ff_Adlm"]
    /// The locales Tab cycles through in a field with affixes: the symbol before and after the
    /// number, the minus inside the prefix (nl_NL, de_CH), bidi marks, no fraction digits (JPY).
    static let affixShowcase = ["en_US", "de_DE", "nl_NL", "de_CH", "ar_EG", "he_IL", "ja_JP"]

    /// What the session does after a key.
    enum Step: Equatable {
        case next
        /// Enter: the finalized field.
        case done
        case quit
        case interrupt
    }

    private(set) var field: NumberField
    /// The locales Tab cycles through: the showcase, preceded by the starting locale when it is not one of them.
    let locales: [String]
    private var localeIndex: Int
    /// Why the last key was refused; `nil` after an accepted key.
    private(set) var message: String?

    /// An empty field in `locale`.
    init(locale: String, policy: NumberPolicy) throws(NumberEntryError) {
        field = try NumberField(localeIdentifier: locale, policy: policy)
        let showcase = policy.format == .plain ? Self.showcase : Self.affixShowcase
        locales = showcase.contains(locale) ? showcase : [locale] + showcase
        localeIndex = locales.firstIndex(of: locale) ?? 0
    }

    /// The identifier of the field's locale as given.
    var localeIdentifier: String { locales[localeIndex] }

    /// Applies one key.
    mutating func handle(_ key: TerminalKey) -> Step {
        message = nil
        let edit: Edit
        switch key {
        case .text(let text), .paste(let text): edit = .insert(text)
        case .backspace: edit = .deleteBackward
        case .delete: edit = .deleteForward
        case .left: edit = .moveLeft
        case .right: edit = .moveRight
        case .home: edit = .moveToStart
        case .end: edit = .moveToEnd
        case .up: edit = .stepUp
        case .down: edit = .stepDown
        case .undo: edit = .undo
        case .redo: edit = .redo
        case .enter:
            field.finalize()
            return .done
        case .tab:
            switchLocale()
            return .next
        case .escape: return .quit
        case .interrupt: return .interrupt
        }
        do throws(EditRejection) {
            try field.apply(edit)
        } catch {
            message = "rejected: \(error.description(for: field.policy))"
        }
        return .next
    }

    /// Shows the same content in the next locale, the caret on the same digit.
    private mutating func switchLocale() {
        let next = (localeIndex + 1) % locales.count
        do {
            field = try field.relocalized(to: NumberLocale.named(locales[next], format: field.policy.stored.format))
            localeIndex = next
        } catch {
            message = "cannot switch to \(locales[next]): \(error)"
        }
    }
}
