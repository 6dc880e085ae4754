/// A group of fields as a hints file's `_sections` declares it.
public struct SectionSpec: Sendable, Hashable {
    /// How a section lays out its fields.
    public enum LayoutStyle: String, Sendable, Hashable, CaseIterable {
        /// One field under the other.
        case vertical
        /// Side by side.
        case horizontal
        /// In a grid.
        case grid
        /// As the available width allows.
        case adaptive
    }

    /// The section's id, unique in the file.
    public let id: String
    /// The heading.
    public let title: String?
    /// A line of help under the heading.
    public let description: String?
    /// The names of its fields, in order (names the file does not declare are dropped).
    public let fields: [String]
    /// How the fields are laid out.
    public let layoutStyle: LayoutStyle
    /// Whether the user can collapse the section.
    public let isCollapsible: Bool
    /// Whether the section starts collapsed.
    public let isCollapsed: Bool

    /// A section spec.
    public init(
        id: String, title: String? = nil, description: String? = nil, fields: [String],
        layoutStyle: LayoutStyle = .vertical, isCollapsible: Bool = false, isCollapsed: Bool = false
    ) {
        self.id = id
        self.title = title
        self.description = description
        self.fields = fields
        self.layoutStyle = layoutStyle
        self.isCollapsible = isCollapsible
        self.isCollapsed = isCollapsed
    }
}
