/// The error a field shows, driven by its timing: a small state machine fed with events and
/// the field's current failure, following the table of `ValidationTiming`.
struct FieldValidationState: Sendable, Hashable {
    /// The timing the state follows.
    let timing: ValidationTiming
    /// The failure shown under the field, if any.
    private(set) var shownFailure: ValidationFailure?
    /// Whether every edit re-validates the field (it failed and has not passed a validation since).
    private(set) var isRevalidating = false

    /// A state showing nothing.
    init(timing: ValidationTiming = .standard) {
        self.timing = timing
    }

    /// Updates the shown error for `event`, given the failure of the field's value after it.
    mutating func handle(_ event: FieldEvent, currentFailure: ValidationFailure?) {
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
