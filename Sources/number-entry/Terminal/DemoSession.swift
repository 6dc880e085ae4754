import NumberEntry

/// The interactive field: its state, the locales Tab cycles through and the last rejection.
struct DemoSession {
    /// The locales Tab cycles through.
    static let showcase = ["en_US", "de_DE", "fr_FR", "hi_IN", "ar_EG", "fa_IR", "ff_Adlm"]

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
        locales = Self.showcase.contains(locale) ? Self.showcase : [locale] + Self.showcase
        localeIndex = locales.firstIndex(of: locale) ?? 0
    }

    /// The identifier of the field's locale as given.
    var localeIdentifier: String { locales[localeIndex] }

    /// Applies one key.
    mutating func handle(_ key: TerminalKey) -> Step {
        message = nil
        do {
            switch key {
            case .text(let text), .paste(let text): try field.insert(text)
            case .backspace: try field.deleteBackward()
            case .delete: try field.deleteForward()
            case .left: field.moveLeft()
            case .right: field.moveRight()
            case .home: field.moveToStart()
            case .end: field.moveToEnd()
            case .tab: switchLocale()
            case .enter:
                field.finalize()
                return .done
            case .escape: return .quit
            case .interrupt: return .interrupt
            }
        } catch {
            message = "rejected: \(error)"
        }
        return .next
    }

    private mutating func switchLocale() {
        let next = (localeIndex + 1) % locales.count
        do {
            field = try Self.retype(field, in: locales[next])
            localeIndex = next
        } catch {
            message = "cannot switch to \(locales[next]): \(error)"
        }
    }

    /// The field's number typed into an empty field of another locale, key by key (sign,
    /// digits, separator), so partial states such as `12.` or `1.50` survive, with the caret
    /// on the same digit.
    static func retype(_ field: NumberField, in identifier: String) throws -> NumberField {
        var copy = try NumberField(localeIdentifier: identifier, policy: field.policy)
        if field.isNegative { try copy.insert("-") }
        var offset = 0
        var rightOfCaret = 0
        for scalar in field.text.unicodeScalars {
            let key =
                if let digit = field.locale.digits.firstIndex(of: scalar) {
                    String(digit)
                } else if scalar == field.locale.decimalSeparator {
                    "."
                } else {
                    String?.none
                }
            if let key {
                try copy.insert(key)
                if offset >= field.selection.upperBound { rightOfCaret += 1 }
            }
            offset += scalar.utf16.count
        }
        for _ in 0..<rightOfCaret { copy.moveLeft() }
        return copy
    }
}
