import NumberEntry

/// Reads a hints file into field declarations and sections, collecting a diagnostic for every problem
/// instead of stopping at the first.
struct HintsReader {
    /// The key holding the sections.
    static let sectionsKey = "_sections"
    /// The keys a field object may have: the policy object's settings, read by
    /// `NumberPolicy(settings:)` as everywhere, and the display hints.
    static let fieldKeys = Set(NumberPolicy.Setting.allCases.map(\.name)).union([
        "expectedLength", "displayWidth", "showCharacterCounter",
    ])
    /// The widths in points a field may declare.
    static let widthRange = 1...100_000
    /// The keys a section object may have.
    static let sectionKeys: Set = [
        "id", "title", "description", "fields", "layoutStyle", "isCollapsible", "isCollapsed",
    ]

    /// The file name used in diagnostics.
    let file: String
    /// Every problem found so far, in the order found.
    var diagnostics: [HintsDiagnostic] = []

    init(file: String) {
        self.file = file
    }

    /// How many of the diagnostics are errors.
    var errorCount: Int { diagnostics.count { $0.severity == .error } }

    /// The fields and sections of a hints file's text; problems go to `diagnostics`.
    mutating func read(_ text: String) -> (fields: [FieldDeclaration], sections: [FormSection]) {
        let root: JSONValue
        do {
            root = try JSONParser.parse(text)
        } catch {
            report(.invalidJSON, JSONPath(), "line \(error.line), column \(error.column): \(error.reason)")
            return ([], [])
        }
        guard let members = object(root, at: JSONPath(), known: nil) else { return ([], []) }
        let names = Set(members.map(\.key).filter { !$0.hasPrefix("_") })
        var fields: [FieldDeclaration] = []
        var sections: [FormSection] = []
        for member in members {
            let path = JSONPath().key(member.key)
            if member.key == Self.sectionsKey {
                sections = self.sections(member.value, at: path, fieldNames: names)
            } else if member.key.hasPrefix("_") {
                report(
                    .unknownKey, path,
                    "unknown key \(DiagnosticText.quoted(member.key)); keys starting with _ are reserved")
            } else if member.key.isEmpty {
                report(.invalidValue, path, "a field name must not be empty")
            } else if let field = field(named: member.key, member.value, at: path) {
                fields.append(field)
            }
        }
        return (fields, sections)
    }

    // MARK: - Fields

    private mutating func field(named name: String, _ value: JSONValue, at path: JSONPath) -> FieldDeclaration? {
        guard let values = object(value, at: path, known: Self.fieldKeys).map(Self.dictionary) else { return nil }
        let errorsBefore = errorCount
        // Every setting goes through the policy object's reader, as its text.
        var policy = NumberPolicy()
        for entry in NumberPolicy.settingTable {
            let key = entry.setting.name
            guard let value = values[key], let text = settingText(value, entry.kind, at: path.key(key)) else {
                continue
            }
            do {
                try entry.read(&policy, text)
                try entry.check(policy)  // the setting's own rule, `validate()`'s first
            } catch {
                report(.invalidValue, path.key(key), error.description)
            }
        }
        let expectedLength = integer(values["expectedLength"], at: path.key("expectedLength"), in: 1...Int.max)
        let width = displayWidth(values["displayWidth"], at: path.key("displayWidth"))
        let counter = bool(values["showCharacterCounter"], at: path.key("showCharacterCounter"))
        guard errorCount == errorsBefore else { return nil }
        // What a setting may be, alone and against the others, is `validate()`'s to say, as for
        // every reader, at the path of the setting it names.
        do {
            try policy.validate()
        } catch {
            reportInvalid(error, at: path)
            return nil
        }
        // The bounds are also rules: typing alone cannot enforce them on the near side of zero.
        let boundRules = [policy.minimum.map { NumberRule.minimum($0) }, policy.maximum.map { NumberRule.maximum($0) }]
        return FieldDeclaration(
            id: name, policy: policy, rules: boundRules.compactMap { $0 }, expectedLength: expectedLength,
            declaredWidth: width, showCharacterCounter: counter ?? false)
    }

    /// Reports a policy `validate()` refuses at the path of the setting at fault: a value
    /// contradicting another is a `contradiction`, any other problem an `invalidValue`.
    private mutating func reportInvalid(_ error: NumberEntryError, at path: JSONPath) {
        switch error.kind {
        case .invalidPolicy(let problem):
            let code: HintsDiagnostic.Code = problem.code == .contradiction ? .contradiction : .invalidValue
            report(code, problem.setting.map { path.key($0.name) } ?? path, error.description)
        case .unsupportedFormat: report(.invalidValue, path.key(NumberPolicy.Setting.format.name), error.description)
        default: report(.contradiction, path, error.description)
        }
    }

    private mutating func displayWidth(_ value: JSONValue?, at path: JSONPath) -> DisplayWidth? {
        switch value {
        case nil: return nil
        case .string("narrow"): return .narrow
        case .string("medium"): return .medium
        case .string("wide"): return .wide
        default: break
        }
        let expected = "narrow, medium, wide or a number of points"
        guard let decimal = decimal(value, at: path, expected: expected) else { return nil }
        guard decimal > ExactDecimal("0")! else {
            report(
                .invalidValue, path,
                "a width must be a positive number of points, not \(DiagnosticText.number(decimal))")
            return nil
        }
        let range = Self.widthRange
        guard decimal >= ExactDecimal("\(range.lowerBound)")!, decimal <= ExactDecimal("\(range.upperBound)")! else {
            report(
                .invalidValue, path,
                "a width of \(DiagnosticText.number(decimal)) points is out of range (\(range.lowerBound) to \(range.upperBound))"
            )
            return nil
        }
        return .points(Double(decimal))
    }

    // MARK: - Sections

    private mutating func sections(_ value: JSONValue, at path: JSONPath, fieldNames: Set<String>) -> [FormSection] {
        guard case .array(let elements) = value else {
            report(.wrongType, path, "expected an array of sections, got \(value.typeName)")
            return []
        }
        var ids: Set<String> = []
        var sections: [FormSection] = []
        for (index, element) in elements.enumerated() {
            if let section = section(element, at: path.index(index), fieldNames: fieldNames, ids: &ids) {
                sections.append(section)
            }
        }
        return sections
    }

    private mutating func section(
        _ value: JSONValue, at path: JSONPath, fieldNames: Set<String>, ids: inout Set<String>
    ) -> FormSection? {
        guard let values = object(value, at: path, known: Self.sectionKeys).map(Self.dictionary) else { return nil }
        let errorsBefore = errorCount
        let id = string(required(values, "id", at: path), at: path.key("id"))
        if let id {
            if id.isEmpty {
                report(.invalidValue, path.key("id"), "a section id must not be empty")
            } else if !ids.insert(id).inserted {
                report(.duplicateSectionID, path.key("id"), "another section has the id \(DiagnosticText.quoted(id))")
            }
        }
        let title = string(values["title"], at: path.key("title"))
        let description = string(values["description"], at: path.key("description"))
        let fields = fieldList(required(values, "fields", at: path), at: path.key("fields"), fieldNames: fieldNames)
        let layoutStyle = layoutStyle(values["layoutStyle"], at: path.key("layoutStyle"))
        let isCollapsible = bool(values["isCollapsible"], at: path.key("isCollapsible"))
        let isCollapsed = bool(values["isCollapsed"], at: path.key("isCollapsed"))
        if isCollapsed == true && isCollapsible != true {
            report(.contradiction, path.key("isCollapsed"), "isCollapsed is true but isCollapsible is not")
        }
        guard errorCount == errorsBefore, let id, let fields else { return nil }
        return FormSection(
            id: id, title: title, description: description, fieldIDs: fields, layoutStyle: layoutStyle ?? .vertical,
            isCollapsible: isCollapsible ?? false, isCollapsed: isCollapsed ?? false)
    }

    /// The field names of a section that the file declares; the others get a warning each.
    private mutating func fieldList(_ value: JSONValue?, at path: JSONPath, fieldNames: Set<String>) -> [String]? {
        guard let value else { return nil }
        guard case .array(let elements) = value else {
            report(.wrongType, path, "expected an array of field names, got \(value.typeName)")
            return nil
        }
        var names: [String] = []
        var listed: Set<String> = []
        for (index, element) in elements.enumerated() {
            guard case .string(let name) = element else {
                report(.wrongType, path.index(index), "expected a field name, got \(element.typeName)")
                continue
            }
            if !fieldNames.contains(name) {
                report(
                    .missingField, path.index(index),
                    "no field named \(DiagnosticText.quoted(name)) in the file; it is skipped",
                    severity: .warning)
            } else if listed.insert(name).inserted {
                names.append(name)
            }
        }
        return names
    }

    private mutating func layoutStyle(_ value: JSONValue?, at path: JSONPath) -> FormSection.LayoutStyle? {
        guard let text = string(value, at: path) else { return nil }
        guard let style = FormSection.LayoutStyle(rawValue: text) else {
            report(
                .invalidValue, path,
                "expected vertical, horizontal, grid or adaptive, not \(DiagnosticText.quoted(text))")
            return nil
        }
        return style
    }
}
