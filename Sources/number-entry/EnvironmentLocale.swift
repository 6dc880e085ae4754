import Foundation

/// The locale the environment asks for, as an ICU identifier.
enum EnvironmentLocale {
    /// The first non-empty of `LC_ALL`, `LC_NUMERIC`, `LANG` without its encoding and modifier
    /// (`de_DE.UTF-8` gives `de_DE`); `en_US` for `C`, `POSIX` or nothing set.
    static func identifier(in environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        let setting = ["LC_ALL", "LC_NUMERIC", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
        let name = setting?.prefix { $0 != "." && $0 != "@" } ?? ""
        return name.isEmpty || name == "C" || name == "POSIX" ? "en_US" : String(name)
    }
}
