/// Why a text in case notation (`Edit(notation:)`) or a JSON value (`Edit(from:)`) is not an
/// `Edit`. Nothing is applied when reading fails.
///
/// Frozen: a new case is a major version.
public enum EditFormatError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The notation or JSON names no edit (`{jump}`, `{"explode":true}`); with the name.
    case unknownEdit(String)
    /// The edit is named, but what follows is not what it takes; with what was wrong
    /// (`select needs two integers`).
    case malformed(String)

    /// What was wrong, in a sentence fragment: `unknown edit jump`, `finalize needs true`.
    public var description: String {
        switch self {
        case .unknownEdit(let name): "unknown edit \(name)"
        case .malformed(let reason): reason
        }
    }
}
