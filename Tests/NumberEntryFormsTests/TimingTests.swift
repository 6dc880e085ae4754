import NumberEntry
import Testing

@testable import NumberEntryForms

@Suite("Validation timing state machine")
struct TimingTests {
    /// One event with the field's failure after it ("A", "B" or valid) and the error shown afterwards.
    struct Step: Sendable {
        var event: FieldEvent
        var current: String?
        var shown: String?

        init(_ event: FieldEvent, _ current: String?, shows shown: String?) {
            self.event = event
            self.current = current
            self.shown = shown
        }
    }

    struct Sequence: Sendable, CustomTestStringConvertible {
        var timing: ValidationTiming
        var steps: [Step]
        var testDescription: String { "validates \(timing.validatesOn), hides \(timing.hidesErrorOn)" }
    }

    static let sequences: [Sequence] = [
        Sequence(
            timing: ValidationTiming(),
            steps: [
                Step(.valueChange, "A", shows: nil), Step(.focusLost, "A", shows: nil), Step(.submit, "A", shows: "A"),
                Step(.valueChange, "B", shows: "B"), Step(.focus, "B", shows: "B"), Step(.valueChange, nil, shows: nil),
                Step(.valueChange, "A", shows: "A"), Step(.focusLost, "A", shows: "A"), Step(.submit, nil, shows: nil),
                Step(.valueChange, "A", shows: nil), Step(.focusLost, "A", shows: nil),
            ]),
        Sequence(
            timing: ValidationTiming(validatesOn: .onSubmit, hidesErrorOn: .onFocus),
            steps: [
                Step(.submit, "A", shows: "A"), Step(.focus, "A", shows: nil), Step(.valueChange, "A", shows: nil),
                Step(.focusLost, "A", shows: nil), Step(.submit, "A", shows: "A"), Step(.valueChange, "B", shows: "B"),
                Step(.valueChange, nil, shows: "B"), Step(.focusLost, nil, shows: nil),
            ]),
        Sequence(
            timing: ValidationTiming(validatesOn: .onSubmit, hidesErrorOn: .onFocusLost),
            steps: [
                Step(.submit, "A", shows: "A"), Step(.valueChange, nil, shows: "A"),
                Step(.valueChange, "B", shows: "B"),
                Step(.focus, "B", shows: "B"), Step(.focusLost, nil, shows: nil), Step(.valueChange, "A", shows: "A"),
                Step(.focusLost, "A", shows: "A"),
            ]),
        Sequence(
            timing: ValidationTiming(validatesOn: .onValueChange, hidesErrorOn: .onValueChange),
            steps: [
                Step(.focus, nil, shows: nil), Step(.valueChange, "A", shows: "A"), Step(.valueChange, nil, shows: nil),
                Step(.valueChange, "B", shows: "B"), Step(.focusLost, "B", shows: "B"), Step(.submit, nil, shows: nil),
            ]),
        Sequence(
            timing: ValidationTiming(validatesOn: .onValueChange, hidesErrorOn: .onFocus),
            steps: [
                Step(.valueChange, "A", shows: "A"), Step(.valueChange, nil, shows: "A"),
                Step(.focusLost, nil, shows: nil),
                Step(.focus, nil, shows: nil), Step(.valueChange, "B", shows: "B"), Step(.focusLost, "B", shows: "B"),
                Step(.focus, "B", shows: nil), Step(.valueChange, "B", shows: "B"),
            ]),
        Sequence(
            timing: ValidationTiming(validatesOn: .onValueChange, hidesErrorOn: .onFocusLost),
            steps: [
                Step(.valueChange, "A", shows: "A"), Step(.valueChange, nil, shows: "A"),
                Step(.valueChange, "B", shows: "B"),
                Step(.focusLost, nil, shows: nil), Step(.valueChange, nil, shows: nil),
            ]),
        Sequence(
            timing: ValidationTiming(validatesOn: .onFocusLost, hidesErrorOn: .onValueChange),
            steps: [
                Step(.valueChange, "A", shows: nil), Step(.focusLost, "A", shows: "A"), Step(.focus, "A", shows: "A"),
                Step(.valueChange, nil, shows: nil), Step(.valueChange, "B", shows: "B"),
                Step(.focusLost, nil, shows: nil),
                Step(.valueChange, "A", shows: nil), Step(.submit, "A", shows: "A"),
            ]),
        Sequence(
            timing: ValidationTiming(validatesOn: .onFocusLost, hidesErrorOn: .onFocus),
            steps: [
                Step(.focusLost, "A", shows: "A"), Step(.focus, "A", shows: nil), Step(.valueChange, "B", shows: nil),
                Step(.focusLost, "B", shows: "B"), Step(.focus, "B", shows: nil), Step(.valueChange, nil, shows: nil),
                Step(.focusLost, nil, shows: nil),
            ]),
        Sequence(
            timing: ValidationTiming(validatesOn: .onFocusLost, hidesErrorOn: .onFocusLost),
            steps: [
                Step(.focusLost, "A", shows: "A"), Step(.valueChange, nil, shows: "A"),
                Step(.valueChange, "B", shows: "B"),
                Step(.focusLost, nil, shows: nil), Step(.valueChange, "A", shows: nil),
                Step(.focusLost, "A", shows: "A"),
            ]),
    ]

    @Test("Event sequences", arguments: sequences)
    func sequence(_ sequence: Sequence) {
        var state = FieldValidationState(timing: sequence.timing)
        for (index, step) in sequence.steps.enumerated() {
            state.handle(
                step.event, currentFailure: step.current.map { ValidationFailure(code: ValidationCode(rawValue: $0)) })
            #expect(state.shownFailure?.code.rawValue == step.shown, "step \(index + 1): \(step.event)")
        }
    }

    @Test("Every combination of timings is covered by a sequence")
    func allCombinationsCovered() {
        let covered = Set(Self.sequences.map(\.timing))
        for validation in ValidationTiming.Validation.allCases {
            for hiding in ValidationTiming.ErrorHiding.allCases {
                #expect(covered.contains(ValidationTiming(validatesOn: validation, hidesErrorOn: hiding)))
            }
        }
    }

    @Test("The standard timing validates on submit and hides on a valid edit")
    func standard() {
        #expect(ValidationTiming.standard == ValidationTiming(validatesOn: .onSubmit, hidesErrorOn: .onValueChange))
        #expect(FieldValidationState().timing == .standard)
    }
}
