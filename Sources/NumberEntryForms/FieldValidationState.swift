/// The error a field shows, driven by its timing: a small state machine fed with events and
/// the field's current failure.
///
/// A *validation moment* is a submit, plus every value change (`validatesOn == .onValueChange`)
/// or every loss of focus (`validatesOn == .onFocusLost`). A field that failed at a validation
/// moment is *re-validating* until it passes one: each of its edits then checks it again.
///
/// | event | current failure | afterwards |
/// |---|---|---|
/// | submit | failure | shown, re-validating |
/// | submit | valid | hidden, not re-validating |
/// | valueChange, focusLost | failure | shown and re-validating when at a validation moment or already re-validating; else unchanged |
/// | valueChange, focusLost | valid | no longer re-validating at a validation moment; hidden on focusLost, or when `hidesErrorOn == .onValueChange` |
/// | focus | any | hidden and not re-validating when `hidesErrorOn == .onFocus`; else unchanged |
public struct FieldValidationState: Sendable, Hashable {
    /// The timing the state follows.
    public let timing: ValidationTiming
    /// The failure shown under the field, if any.
    public private(set) var shownFailure: ValidationFailure?
    /// Whether every edit re-validates the field (it failed and has not passed a validation since).
    public private(set) var isRevalidating = false

    /// A state showing nothing.
    public init(timing: ValidationTiming = .standard) {
        self.timing = timing
    }

    /// Updates the shown error for `event`, given the failure of the field's value after it.
    public mutating func handle(_ event: FieldEvent, currentFailure: ValidationFailure?) {
        switch event {
        case .focus:
            if timing.hidesErrorOn == .onFocus {
                shownFailure = nil
                isRevalidating = false
            }
        case .submit:
            shownFailure = currentFailure
            isRevalidating = currentFailure != nil
        case .valueChange, .focusLost:
            let isValidationMoment =
                event == .valueChange ? timing.validatesOn == .onValueChange : timing.validatesOn == .onFocusLost
            if let currentFailure {
                if isValidationMoment || isRevalidating {
                    shownFailure = currentFailure
                    isRevalidating = true
                }
            } else {
                if isValidationMoment { isRevalidating = false }
                if event == .focusLost || timing.hidesErrorOn == .onValueChange { shownFailure = nil }
            }
        }
    }
}
