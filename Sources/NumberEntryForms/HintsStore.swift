public import Foundation
import NumberEntry

/// Loads `<directory>/<Model>.hints` files and caches each model's ``HintsFile`` once loaded, so
/// a model's constraints are declared once and applied wherever it is shown.
///
/// The cache belongs to the store: create one per hints folder and share it (it is `Sendable`).
public final class HintsStore: Sendable {
    /// The folder holding the hints files.
    let directory: URL
    private let cache = Locked<[String: HintsFile]>([:])

    /// A store reading hints files from `directory`.
    public init(directory: URL) {
        self.directory = directory
    }

    /// The hints of `model`, from the cache or from `<directory>/<model>.hints`. Failed loads
    /// are not cached, so a corrected file loads on the next call.
    public func hints(for model: String) throws(HintsError) -> HintsFile {
        try cache.withLock { (cache: inout [String: HintsFile]) throws(HintsError) -> HintsFile in
            if let hints = cache[model] { return hints }
            let hints = try HintsFile.parse(try read(model), model: model)
            cache[model] = hints
            return hints
        }
    }

    /// The models loaded so far.
    var cachedModels: Set<String> {
        cache.withLock { Set($0.keys) }
    }

    /// Forgets every cached file; the next request reads its file again.
    public func removeAllCached() {
        cache.withLock { $0.removeAll() }
    }

    /// The text of `model`'s hints file.
    private func read(_ model: String) throws(HintsError) -> String {
        let file = model + ".hints"
        func failure(_ code: HintsDiagnostic.Code, _ message: String) -> HintsError {
            HintsError(
                model: model,
                diagnostics: [HintsDiagnostic(severity: .error, code: code, file: file, path: "$", message: message)])
        }
        guard !model.isEmpty, !model.contains("/"), !model.contains("\\"), !model.hasPrefix("."),
            !model.contains("\0")
        else { throw failure(.invalidModelName, "a model name must not be empty or contain a path") }
        let url = directory.appendingPathComponent(file)
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw failure(.unreadableFile, "cannot read \(url.path)")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw failure(.unreadableFile, "the file is not UTF-8 text")
        }
        return text
    }
}
