public import Foundation
public import NumberEntry
public import Observation

/// An observable number field for bindings: SwiftUI's `TextField(text:)`, or any host that
/// reports only the new text. Setting `text` is a whole-text change (Behaviour §11); the store keeps
/// the field canonical and tells observers about every attempt, a rejected one included, so a
/// bound view re-renders the unchanged text instead of keeping what was typed.
///
/// ```swift
/// @State private var amount = try! NumberStore(localeIdentifier: "de_DE")
///
/// TextField("Amount", text: $amount.text)
///     .onSubmit { amount.finalize() }
/// ```
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
@Observable
public final class NumberStore {
    /// The field the store owns: text, selection, locale, policy and history.
    public private(set) var field: NumberField
    /// Why the last edit was refused; `nil` after an accepted one.
    public private(set) var lastRejection: EditRejection?

    /// A store owning `field`.
    public init(field: NumberField) {
        self.field = field
    }

    /// A store with an empty field in the locale ICU has for `localeIdentifier`.
    public convenience init(localeIdentifier: String, policy: NumberPolicy = NumberPolicy())
        throws(NumberEntryError)
    {
        self.init(field: try NumberField(localeIdentifier: localeIdentifier, policy: policy))
    }

    /// A store with an empty field for a Foundation `Locale` (a SwiftUI environment's locale),
    /// with the person's choices it carries (`NumberLocale.named(_:digits:format:)`).
    public convenience init(locale: Locale, policy: NumberPolicy = NumberPolicy()) throws(NumberEntryError) {
        self.init(field: try NumberField(locale: locale, policy: policy))
    }

    /// The text shown. Setting it is a whole-text change with no reported selection: the store
    /// then holds the engine's text for it, or the old text when the change was rejected.
    public var text: String {
        get { field.text }
        set { apply(.change(newValue)) }
    }

    /// The selection in UTF-16 offsets. Setting it selects, when the range is valid.
    public var selection: Range<Int> {
        get { field.selection }
        set { apply(.select(from: newValue.lowerBound, to: newValue.upperBound)) }
    }

    /// The exact value shown; `nil` for an empty or sign-only field.
    public var value: ExactDecimal? { field.value }

    /// Whether `undo()` would change something.
    public var canUndo: Bool { field.canUndo }

    /// Whether `redo()` would change something.
    public var canRedo: Bool { field.canRedo }

    /// A whole-text change with the selection the host reports (Behaviour §11).
    @discardableResult
    public func change(to text: String, selection: Range<Int>? = nil) -> Bool {
        apply(.change(text, selection: selection))
    }

    /// Commit on submit or blur (Behaviour §7).
    public func finalize() { apply(.finalize) }

    /// Undoes the last step (Behaviour §12).
    public func undo() { apply(.undo) }

    /// Redoes the last undone step.
    public func redo() { apply(.redo) }

    /// Adds the policy's step (Behaviour §13).
    @discardableResult
    public func stepUp() -> Bool { apply(.stepUp) }

    /// Subtracts the policy's step.
    @discardableResult
    public func stepDown() -> Bool { apply(.stepDown) }

    /// Applies any edit; returns whether it was accepted, and records the rejection otherwise.
    /// Observers hear of every edit, a rejected one too.
    @discardableResult
    public func apply(_ edit: Edit) -> Bool {
        do {
            try field.apply(edit)  // in place: the history is not copied
            if lastRejection != nil { lastRejection = nil }
            return true
        } catch {
            lastRejection = error
            // Nothing changed, but a bound view still shows what the person typed: make sure
            // observers of the text hear of it, however the field's accessor notifies.
            withMutation(keyPath: \.field) {}
            return false
        }
    }
}
