/// A vocabulary of names that may grow (`NumberPolicy.Entry`, `ExactDecimal.RoundingMode`,
/// `NumberFormat.CurrencyWidth`, `NumberFormat.UnitWidth`): a public struct over a package enum,
/// so that a new name is a minor version (CHANGELOG.md) while the package still switches over the
/// enum exhaustively. The struct's `RawRepresentable`, `CaseIterable`, `Hashable` and
/// `CustomStringConvertible` members come from here: `rawValue` and `description` are the enum's
/// name, and equality and hashing compare the enum, not the string that the standard library's
/// defaults for a `RawRepresentable` type build on every call.
package protocol NamedVocabulary: RawRepresentable, CaseIterable, Hashable, CustomStringConvertible
where RawValue == String {
    /// The names this version knows.
    associatedtype Kind: RawRepresentable<String>, CaseIterable, Hashable

    /// The name.
    var kind: Kind { get }

    /// The member named `kind`.
    init(kind: Kind)
}

extension NamedVocabulary {
    /// The member named `rawValue`; `nil` for a name this version does not know.
    public init?(rawValue: String) {
        guard let kind = Kind(rawValue: rawValue) else { return nil }
        self.init(kind: kind)
    }

    /// The member's name.
    public var rawValue: String { kind.rawValue }

    /// The member's name, as an enum's case prints.
    public var description: String { kind.rawValue }

    /// Every member this version knows, in the order they were added.
    public static var allCases: [Self] { Kind.allCases.map { Self(kind: $0) } }

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.kind == rhs.kind }

    public func hash(into hasher: inout Hasher) { hasher.combine(kind) }
}
