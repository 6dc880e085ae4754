import NumberEntry

/// The text of a failure: a template whose `{name}` placeholders are replaced by the failure's
/// parameters rendered in the field's locale (`"Must be at most {maximum}"`).
///
/// A placeholder naming no parameter is kept as written.
public struct ValidationMessage: Sendable, Hashable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The template text.
    public let template: String

    /// A message from a template.
    public init(_ template: String) { self.template = template }

    public init(stringLiteral value: String) { template = value }

    public var description: String { template }

    /// The message with its placeholders replaced by `parameters` rendered in `locale` (numbers
    /// as a field with `policy` shows them, when given).
    func rendered(
        _ parameters: [String: ValidationParameter], in locale: NumberLocale, minimumFractionDigits: Int = 0,
        policy: NumberPolicy.Resolved? = nil
    ) -> String {
        var result = ""
        var rest = template[...]
        while let open = rest.firstIndex(of: "{") {
            result += rest[..<open]
            let afterOpen = rest.index(after: open)
            guard let close = rest[afterOpen...].firstIndex(of: "}"),
                let parameter = parameters[String(rest[afterOpen..<close])]
            else {
                result += "{"
                rest = rest[afterOpen...]
                continue
            }
            result += parameter.rendered(in: locale, minimumFractionDigits: minimumFractionDigits, policy: policy)
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }
}
