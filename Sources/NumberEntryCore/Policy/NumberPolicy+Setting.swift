extension NumberPolicy {
    /// One of a policy's settings, named as the policy object names it (`maxFractionDigits`):
    /// what a ``Problem`` concerns. A new setting is a new static member, so a client matches
    /// settings with `==` and never `switch`es over all of them.
    public struct Setting: Sendable, Hashable, CaseIterable, CustomStringConvertible {
        /// The setting's key in the policy object (`Codable`, case files, hints files) and its
        /// name in ``NumberPolicy/settings``; the command-line flag is it in kebab case.
        public let name: String

        private init(_ name: String) {
            self.name = name
        }

        /// The setting's name.
        public var description: String { name }

        /// Every setting, in the order a policy writes them.
        public static var allCases: [Setting] { NumberPolicy.settingTable.map(\.setting) }

        /// ``NumberPolicy/format``.
        public static let format = Setting("format")
        /// ``NumberPolicy/maxIntegerDigits``.
        public static let maxIntegerDigits = Setting("maxIntegerDigits")
        /// ``NumberPolicy/maxFractionDigits``.
        public static let maxFractionDigits = Setting("maxFractionDigits")
        /// ``NumberPolicy/minFractionDigits``.
        public static let minFractionDigits = Setting("minFractionDigits")
        /// ``NumberPolicy/allowsNegative``.
        public static let allowsNegative = Setting("allowsNegative")
        /// ``NumberPolicy/minimum``.
        public static let minimum = Setting("minimum")
        /// ``NumberPolicy/maximum``.
        public static let maximum = Setting("maximum")
        /// ``NumberPolicy/digits``.
        public static let digits = Setting("digits")
        /// ``NumberPolicy/step``.
        public static let step = Setting("step")
        /// ``NumberPolicy/entry``.
        public static let entry = Setting("entry")
        /// ``NumberPolicy/currencyUsage``.
        public static let currencyUsage = Setting("currencyUsage")
        /// ``NumberPolicy/affixesWhenEmpty``.
        public static let affixesWhenEmpty = Setting("affixesWhenEmpty")
        /// ``NumberPolicy/showsAffixes``.
        public static let showsAffixes = Setting("showsAffixes")
        /// ``NumberPolicy/percentValue``.
        public static let percentValue = Setting("percentValue")
        /// ``NumberPolicy/clampOnFinalize``.
        public static let clampOnFinalize = Setting("clampOnFinalize")
        /// ``NumberPolicy/rounding``.
        public static let rounding = Setting("rounding")
    }

    /// Why a policy is refused (``NumberEntryError/invalidPolicy(_:)``): the setting it concerns
    /// and what is wrong with it, matchable without reading the text
    /// (`problem.setting == .minFractionDigits`, `problem.code == .contradiction`).
    public struct Problem: Sendable, Hashable, CustomStringConvertible {
        /// The setting at fault: the one a contradiction's sentence is about (`minFractionDigits`
        /// in "minFractionDigits must not exceed maxFractionDigits"); `nil` for a name that is
        /// no setting.
        public let setting: Setting?
        /// What is wrong.
        public let code: Code
        /// The problem in words, e.g. `minimum must not exceed maximum`.
        public let description: String

        package init(_ setting: Setting?, _ code: Code, _ description: String) {
            self.setting = setting
            self.code = code
            self.description = description
        }

        /// What is wrong with a setting. New codes may come in a minor version.
        public struct Code: Sendable, Hashable, CustomStringConvertible {
            private enum Kind: String, Sendable {
                case unknownSetting, invalidValue, outOfRange, contradiction
            }

            private let kind: Kind

            private init(_ kind: Kind) {
                self.kind = kind
            }

            /// The code's name, e.g. `contradiction`.
            public var description: String { kind.rawValue }

            /// A name that is no setting.
            public static let unknownSetting = Code(.unknownSetting)
            /// Text that is no value of the setting (`"sideways"` for `entry`).
            public static let invalidValue = Code(.invalidValue)
            /// A value the setting does not take on its own (`maxIntegerDigits` 0, a step of -1).
            public static let outOfRange = Code(.outOfRange)
            /// A value that contradicts another setting's (`minimum` above `maximum`).
            public static let contradiction = Code(.contradiction)
        }
    }
}

extension NumberEntryError {
    /// `invalidPolicy` for `setting` with `code`, in `description`'s words.
    package static func invalidPolicy(
        _ setting: NumberPolicy.Setting?, _ code: NumberPolicy.Problem.Code, _ description: String
    ) -> NumberEntryError {
        .invalidPolicy(NumberPolicy.Problem(setting, code, description))
    }
}
