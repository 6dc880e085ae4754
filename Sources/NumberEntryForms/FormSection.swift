/// A titled group of a form's fields, as a hints file's `_sections` declares it, for the view
/// layer to lay out.
public struct FormSection: Sendable, Hashable {
    /// How a section lays out its fields.
    ///
    /// Experimental: may change in any release (README, "Definition of public API").
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
    /// The ids of its fields, in order (ids the file does not declare are dropped).
    public let fieldIDs: [String]
    /// How the fields are laid out.
    public let layoutStyle: LayoutStyle
    /// Whether the user can collapse the section.
    public let isCollapsible: Bool
    /// Whether the section starts collapsed.
    public let isCollapsed: Bool

    /// A section, as the hints reader makes it (sections come only from hints files).
    init(
        id: String, title: String? = nil, description: String? = nil, fieldIDs: [String],
        layoutStyle: LayoutStyle = .vertical, isCollapsible: Bool = false, isCollapsed: Bool = false
    ) {
        self.id = id
        self.title = title
        self.description = description
        self.fieldIDs = fieldIDs
        self.layoutStyle = layoutStyle
        self.isCollapsible = isCollapsible
        self.isCollapsed = isCollapsed
    }
}
