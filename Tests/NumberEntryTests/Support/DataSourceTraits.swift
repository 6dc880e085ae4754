import NumberEntry
import Testing

extension Trait where Self == ConditionTrait {
    /// For tests of the system-ICU data source itself (its identifier handling, its locale list):
    /// they run with that source only. Behaviour tests pin ICU 72's data through `ICU72` instead
    /// and run with both sources.
    static var testsSystemICUSource: Self {
        .enabled(if: LocaleDataSourceKind.current == .systemICU, "tests the system-ICU data source itself")
    }
}
