import NumberEntry
import Testing

extension Trait where Self == ConditionTrait {
    /// For tests that pin the system ICU 72's locale data: they run with the system-ICU data
    /// source, not with Foundation's (whose CLDR is newer; `ICUAgreementTests` checks it
    /// against its own formatting instead).
    static var pinsSystemICU72: Self {
        .enabled(if: LocaleDataSourceKind.current == .systemICU, "pins the system ICU 72's data")
    }
}
