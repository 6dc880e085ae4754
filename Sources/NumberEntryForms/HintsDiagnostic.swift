/// One problem found in a hints file, with the JSON path it is about
/// (`$.unitPrice.maximum`, `$._sections[0].fields[2]`).
public struct HintsDiagnostic: Sendable, Hashable, CustomStringConvertible {
    /// Whether the problem stops the file from loading.
    ///
    /// Frozen: a new case is a major version.
    public enum Severity: String, Sendable, Hashable {
        /// The file is not loaded.
        case error
        /// The file loads; the offending part is skipped.
        case warning
    }

    /// The kind of problem, named by its `rawValue` (`"unknownKey"`).
    ///
    /// Growable: a later version may add a code as a new static member (a minor version), so a
    /// `switch` over codes needs a `default`.
    public struct Code: RawRepresentable, Sendable, Hashable, CustomStringConvertible {
        /// The code's name: `unknownKey`, `wrongType`.
        public let rawValue: String

        /// The code named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }

        public var description: String { rawValue }

        /// The model name cannot name a file (empty, or has a path separator).
        public static let invalidModelName = Code(rawValue: "invalidModelName")
        /// The file cannot be read or is not UTF-8.
        public static let unreadableFile = Code(rawValue: "unreadableFile")
        /// The file is not valid JSON.
        public static let invalidJSON = Code(rawValue: "invalidJSON")
        /// A key the format does not define.
        public static let unknownKey = Code(rawValue: "unknownKey")
        /// A key given twice in one object.
        public static let duplicateKey = Code(rawValue: "duplicateKey")
        /// A required key is absent.
        public static let missingKey = Code(rawValue: "missingKey")
        /// A value of the wrong JSON type.
        public static let wrongType = Code(rawValue: "wrongType")
        /// A value of the right type that is not allowed (`-1` digits, `"huge"` width).
        public static let invalidValue = Code(rawValue: "invalidValue")
        /// Values that contradict each other: settings of a field that `NumberPolicy.validate()`
        /// refuses together (`minimum > maximum`), `isCollapsed` without `isCollapsible`.
        public static let contradiction = Code(rawValue: "contradiction")
        /// Two sections share an id.
        public static let duplicateSectionID = Code(rawValue: "duplicateSectionID")
        /// A section names a field the file does not declare (a warning; the name is skipped).
        public static let missingField = Code(rawValue: "missingField")
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
