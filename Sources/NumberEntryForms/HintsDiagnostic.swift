/// One problem found in a hints file, with the JSON path it is about
/// (`$.unitPrice.maximum`, `$._sections[0].fields[2]`).
public struct HintsDiagnostic: Sendable, Hashable, CustomStringConvertible {
    /// Whether the problem stops the file from loading.
    public enum Severity: String, Sendable, Hashable {
        /// The file is not loaded.
        case error
        /// The file loads; the offending part is skipped.
        case warning
    }

    /// The kind of problem.
    public enum Code: String, Sendable, Hashable {
        /// The model name cannot name a file (empty, or has a path separator).
        case invalidModelName
        /// The file cannot be read or is not UTF-8.
        case unreadableFile
        /// The file is not valid JSON.
        case invalidJSON
        /// A key the format does not define.
        case unknownKey
        /// A key given twice in one object.
        case duplicateKey
        /// A required key is absent.
        case missingKey
        /// A value of the wrong JSON type.
        case wrongType
        /// A value of the right type that is not allowed (`-1` digits, `"huge"` width).
        case invalidValue
        /// Values that contradict each other: settings of a field that `NumberPolicy.validate()`
        /// refuses together (`minimum > maximum`), `isCollapsed` without `isCollapsible`.
        case contradiction
        /// Two sections share an id.
        case duplicateSectionID
        /// A section names a field the file does not declare (a warning; the name is skipped).
        case missingField
    }

    /// Whether the problem is fatal.
    public let severity: Severity
    /// The kind of problem.
    public let code: Code
    /// The hints file, e.g. `Invoice.hints`.
    public let file: String
    /// Where in the file: a JSON path from `$` (syntax errors are at `$`, with the line and
    /// column in the message).
    public let path: String
    /// What is wrong, in English.
    public let message: String

    public var description: String { "\(file): \(path): \(severity.rawValue): \(message)" }
}

/// A hints file that could not be loaded, with every problem found in it.
public struct HintsError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The model whose hints failed to load.
    public let model: String
    /// Every problem, errors and warnings, in file order.
    public let diagnostics: [HintsDiagnostic]

    /// The fatal problems.
    public var errors: [HintsDiagnostic] { diagnostics.filter { $0.severity == .error } }

    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}
