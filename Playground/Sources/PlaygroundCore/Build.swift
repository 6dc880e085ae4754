/// How the server was compiled: the engine's times the page shows are those of this build.
public enum Build {
    #if DEBUG
        /// `debug` or `release`.
        public static let name = "debug"
    #else
        /// `debug` or `release`.
        public static let name = "release"
    #endif
}
