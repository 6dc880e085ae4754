#if Vapor
    import NumberEntryRules
    public import Vapor

    extension Application {
        /// The app's number validation settings: its default locale and the locales it supports.
        public var numberEntry: NumberEntryConfiguration { NumberEntryConfiguration(application: self) }
    }

    /// Where number validation finds a request's locale: `Accept-Language`, matched against the
    /// locales the app supports, else the app's default.
    ///
    /// ```swift
    /// app.numberEntry.defaultLocale = "de_DE"
    /// app.numberEntry.locales = ["de_DE", "ar_EG", "hi_IN@numbers=deva"]
    /// ```
    public struct NumberEntryConfiguration: Sendable {
        private struct Settings: Sendable {
            var defaultLocale = "en_US"
            var locales: [String]?
            var matcher: LocaleMatcher?
        }

        private struct Key: StorageKey {
            typealias Value = Settings
        }

        /// The application.
        public let application: Application

        private var settings: Settings { application.storage[Key.self] ?? Settings() }

        private func update(_ change: (inout Settings) -> Void) {
            var settings = settings
            change(&settings)
            application.storage[Key.self] = settings
        }

        /// The locale of a request whose `Accept-Language` names none the app supports (`en_US`
        /// unless set).
        public var defaultLocale: String {
            get { settings.defaultLocale }
            nonmutating set { update { $0.defaultLocale = newValue } }
        }

        /// The locales a request may ask for, as identifiers (`de_DE`, `hi_IN@numbers=deva`); `nil`
        /// (the default) for every locale the data source has. A tag matches its own locale, then
        /// the first listed one of its language and region, then of its language (`de-AT` reads in
        /// `de_DE` when only that is listed); `hi-IN-u-nu-deva` matches `hi_IN@numbers=deva`. A
        /// request gets only a listed locale, so no header makes the data source load another.
        public var locales: [String]? {
            get { settings.locales }
            nonmutating set {
                update {
                    $0.locales = newValue; $0.matcher = newValue.map(LocaleMatcher.init)
                }
            }
        }

        /// The matcher of `locales`.
        var matcher: LocaleMatcher { settings.matcher ?? LocaleMatcher.available }
    }
#endif
