/// When a field validates and when a shown error hides.
///
/// The default validates on submit, then re-validates a failed field on each edit, and hides its
/// error as soon as the value is valid. Leaving a field with a valid value always hides its error.
///
/// A *validation moment* is a submit, plus every value change (`validatesOn == .onValueChange`)
/// or every loss of focus (`validatesOn == .onFocusLost`). A field that failed at a validation
/// moment is *re-validating* until it passes one: each of its edits then checks it again.
///
/// | event | current failure | afterwards |
/// |---|---|---|
/// | submit | failure | shown, re-validating |
/// | submit | valid | hidden, not re-validating |
/// | value change, focus lost | failure | shown and re-validating when at a validation moment or already re-validating; else unchanged |
/// | value change, focus lost | valid | no longer re-validating at a validation moment; hidden on focus lost, or when `hidesErrorOn == .onValueChange` |
/// | focus | any | hidden and not re-validating when `hidesErrorOn == .onFocus`; else unchanged |
public struct ValidationTiming: Sendable, Hashable {
    /// The moment a field's errors first appear.
    ///
    /// Frozen: a new case is a major version.
    public enum Validation: Sendable, Hashable, CaseIterable {
        /// When the form is submitted.
        case onSubmit
        /// On every change of the field's value, as the user types.
        case onValueChange
        /// When the field loses focus.
        case onFocusLost
    }

    /// The moment a shown error goes away.
    ///
    /// Frozen: a new case is a major version.
    public enum ErrorHiding: Sendable, Hashable, CaseIterable {
        /// As soon as an edit makes the value valid (it shows again if an edit breaks a rule).
        case onValueChange
        /// When the field gains focus, valid or not (it shows again at its next validation moment).
        case onFocus
        /// When the field loses focus with a valid value.
        case onFocusLost
    }

    /// When errors first appear.
    public var validatesOn: Validation
    /// When a shown error hides.
    public var hidesErrorOn: ErrorHiding

    /// A timing; the defaults are validation on submit and hiding on the first valid edit.
    public init(validatesOn: Validation = .onSubmit, hidesErrorOn: ErrorHiding = .onValueChange) {
        self.validatesOn = validatesOn
        self.hidesErrorOn = hidesErrorOn
    }

    /// Validate on submit; hide an error on the first valid edit.
    public static let standard = ValidationTiming()
}
