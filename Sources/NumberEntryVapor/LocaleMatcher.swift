#if Vapor
    import NumberEntryRules

    /// Matches `Accept-Language` tags to a fixed list of locale identifiers, so a request can name
    /// only a locale from that list (each loaded once, whatever the requests send).
    struct LocaleMatcher: Sendable {
        /// The matcher of every locale the data source has.
        static let available = LocaleMatcher(NumberLocale.availableIdentifiers)

        /// The longest `Accept-Language` value read, and the most tags read of it.
        static let maxHeaderLength = 1_024
        static let maxTags = 16

        /// Identifiers by their normalized form (`hi-in-u-nu-deva`).
        private var exact: [String: String] = [:]
        /// Identifiers by each shorter form of their language and region (`hi-in`, `hi`): the first
        /// listed wins.
        private var fallback: [String: String] = [:]

        init(_ identifiers: [String]) {
            for identifier in identifiers {
                let (base, numbers) = Self.parts(of: identifier)
                exact[numbers.map { "\(base)-u-nu-\($0)" } ?? base] = identifier
                var prefix = Substring(base)
                while !prefix.isEmpty {
                    if fallback[String(prefix)] == nil { fallback[String(prefix)] = identifier }
                    prefix = prefix[..<(prefix.lastIndex(of: "-") ?? prefix.startIndex)]
                }
            }
        }

        /// The identifier for the first tag of an `Accept-Language` value, by weight, that matches
        /// one; `nil` when none does.
        func match(acceptLanguage header: String) -> String? {
            var tags: [(tag: Substring, weight: Double)] = []
            for item in header.utf8.prefix(Self.maxHeaderLength).split(separator: UInt8(ascii: ",")).prefix(
                Self.maxTags)
            {
                let fields = Substring(decoding: item, as: UTF8.self).split(separator: ";")
                guard let tag = fields.first?.trimmingSpaces, !tag.isEmpty, tag != "*" else { continue }
                let weight = fields.dropFirst().lazy.compactMap(Self.weight).first ?? 1
                if weight > 0 { tags.append((tag, weight)) }
            }
            // A stable sort: tags of equal weight keep their order.
            let ordered = tags.enumerated().sorted { ($0.element.weight, -$0.offset) > ($1.element.weight, -$1.offset) }
            for (_, item) in ordered {
                if let identifier = match(tag: String(item.tag)) { return identifier }
            }
            return nil
        }

        /// The identifier for one tag: its own (its numbering system too), else the first of a
        /// shorter form of its language and region. Only listed identifiers come out, so no tag
        /// makes the data source load a locale.
        func match(tag: String) -> String? {
            let (base, numbers) = Self.parts(of: tag)
            if let numbers, let identifier = exact["\(base)-u-nu-\(numbers)"] { return identifier }
            var prefix = Substring(base)
            while !prefix.isEmpty {
                if let identifier = exact[String(prefix)] ?? fallback[String(prefix)] { return identifier }
                prefix = prefix[..<(prefix.lastIndex(of: "-") ?? prefix.startIndex)]
            }
            return nil
        }

        /// An identifier or tag in lowercase BCP 47 form, split into its language and region
        /// (`hi-in`) and its numbering system (`deva`, from `-u-nu-deva` or `@numbers=deva`); a
        /// system that is not 3 to 8 ASCII letters is left out.
        static func parts(of identifier: String) -> (base: String, numbers: String?) {
            var text = identifier.lowercased().replacingUnderscores
            var numbers: String?
            if let at = text.firstIndex(of: "@") {
                let keywords = text[text.index(after: at)...]
                text = String(text[..<at])
                numbers = keywords.split(separator: ";").first { $0.hasPrefix("numbers=") }?.dropFirst(8).description
            }
            if let range = text.range(of: "-u-") {
                let fields = text[range.upperBound...].split(separator: "-")
                if let key = fields.firstIndex(of: "nu"), key + 1 < fields.endIndex {
                    numbers = String(fields[key + 1])
                }
                text = String(text[..<range.lowerBound])
            }
            let valid = numbers.map {
                (3...8).contains($0.utf8.count) && $0.utf8.allSatisfy { (97...122).contains($0) }
            }
            return (text, valid == true ? numbers : nil)
        }

        /// The weight of a `q=0.8` parameter; `nil` for another parameter or an unreadable one.
        private static func weight(_ parameter: Substring) -> Double? {
            let parameter = parameter.trimmingSpaces
            guard parameter.hasPrefix("q=") || parameter.hasPrefix("Q=") else { return nil }
            return Double(parameter.dropFirst(2)).map { min(max($0, 0), 1) }
        }
    }

    extension Substring {
        /// The text without the spaces and tabs around it.
        fileprivate var trimmingSpaces: Substring {
            var text = self
            while text.first == " " || text.first == "\t" { text.removeFirst() }
            while text.last == " " || text.last == "\t" { text.removeLast() }
            return text
        }

    }

    extension String {
        /// The text with `_` as `-`.
        fileprivate var replacingUnderscores: String {
            String(map { $0 == "_" ? "-" : $0 })
        }
    }
#endif
