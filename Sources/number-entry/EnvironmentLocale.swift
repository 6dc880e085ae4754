import Foundation
import NumberEntry

/// The locale the environment asks for, as an ICU identifier.
enum EnvironmentLocale {
    /// The variables read, in order: the first non-empty one decides.
    static let variables = ["LC_ALL", "LC_NUMERIC", "LANG"]

    /// The first non-empty of `LC_ALL`, `LC_NUMERIC`, `LANG` without its encoding and modifier
    /// (`de_DE.UTF-8` gives `de_DE`); `en_US` for `C`, `POSIX` or nothing set.
    static func identifier(in environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        let name = setting(in: environment)?.value.prefix { $0 != "." && $0 != "@" } ?? ""
        return name.isEmpty || name == "C" || name == "POSIX" ? "en_US" : String(name)
    }

    /// The environment's locale when ICU has data for it; otherwise `en_US` with a note for
    /// standard error naming the variable and its value.
    static func choice(
        in environment: [String: String] = ProcessInfo.processInfo.environment, digits: NumberPolicy.Digits
    ) -> (identifier: String, note: String?) {
        let identifier = identifier(in: environment)
        guard (try? NumberLocale.named(identifier, digits: digits)) == nil, let setting = setting(in: environment)
        else { return (identifier, nil) }
        let shown = "\(setting.name)=\(Printable.escaped(setting.value, limit: 64))"
        return ("en_US", "number-entry: \(shown) is not a locale ICU has data for; using en_US")
    }

    /// The variable that decides and its value.
    private static func setting(in environment: [String: String]) -> (name: String, value: String)? {
        variables.lazy.compactMap { name in environment[name].map { (name, $0) } }.first { !$0.1.isEmpty }
    }
}
