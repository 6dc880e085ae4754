/// The grouping a formatted run of ones shows (`11,111,111,111` in `en_US`): the separator and
/// the sizes of the last two groups.
struct GroupingSizes {
    /// The one separator between the groups; `nil` when the text is not grouped.
    let separator: Unicode.Scalar?
    /// The size of the last group (0 when not grouped).
    let primary: Int
    /// The size of the groups before it (the primary size with fewer than three groups).
    let secondary: Int

    /// Reads the text of `count` ones whose digit one is `one`; `nil` unless every other scalar
    /// is one and the same separator.
    init?(_ scalars: some Sequence<Unicode.Scalar>, one: Unicode.Scalar, count: Int) {
        var groups = [0]
        var separators = Set<Unicode.Scalar>()
        for scalar in scalars {
            if scalar == one {
                groups[groups.count - 1] += 1
            } else {
                separators.insert(scalar)
                groups.append(0)
            }
        }
        guard groups.reduce(0, +) == count, separators.count <= 1 else { return nil }
        separator = separators.first
        primary = groups.count >= 2 ? groups[groups.count - 1] : 0
        secondary = groups.count >= 3 ? groups[groups.count - 2] : primary
    }
}
