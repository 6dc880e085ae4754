public import NumberEntry

/// What became of one edit applied under the invariant checks.
public struct CheckedEdit: Sendable, Hashable {
    /// Why the engine refused the edit; `nil` when it accepted it.
    public let rejection: EditRejection?
    /// The first invariant the edit broke, in words; `nil` when every invariant holds.
    public let violation: String?
}
