/// What the Return key of a field does: move on, or finish the form.
///
/// Frozen: a new case is a major version.
public enum ReturnKeyRole: Sendable, Hashable {
    /// Moves focus to the next field (UIKit's `.next`).
    case next
    /// Submits the form (UIKit's `.done`); the last field's role.
    case done
}
