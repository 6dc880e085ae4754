import Foundation
import NumberEntry

/// How much of the heavy sweeps a run covers (RELIABILITY.md, "The suite's two sizes").
///
/// With `NUMBERENTRY_FULL_SWEEPS=1`, which `.ci/run` sets, every sweep covers every locale the
/// data source lists and every repetition. A plain `swift test` covers, in each sweep, one locale
/// for each distinct set of symbols (digits, separators, signs, grouping sizes), the locales the
/// docs show and every eighth one besides, and fewer repetitions: every rule and every kind of
/// locale data still runs, in a fraction of the time. Nothing is skipped either way.
enum Sweep {
    /// Whether this run sweeps everything.
    static let isFull = ProcessInfo.processInfo.environment["NUMBERENTRY_FULL_SWEEPS"] == "1"

    /// The locales the docs and the case files show, kept in every sample.
    static let shown: Set<String> = [
        "en_US", "de_DE", "nl_NL", "de_CH", "ar_EG", "he_IL", "ja_JP", "fr_FR", "en_DE", "pt_CV", "ml_IN", "fy_NL",
        "en_IN", "tr_TR", "fa_IR", "bn_IN", "es_ES", "hi_IN", "sv_SE", "pt_BR", "it_IT", "ko_KR", "pl_PL", "ee",
    ]

    /// `all` in a full run; otherwise the first locale of `all` for each distinct set of symbols,
    /// the shown locales and every eighth one, in `all`'s order. Identifiers that do not load are
    /// kept, so a sweep still reports them.
    static func locales(_ all: [String]) -> [String] {
        guard !isFull else { return all }
        var signatures: Set<String> = []
        return all.enumerated().compactMap { offset, identifier in
            guard let locale = try? NumberLocale.named(identifier) else { return identifier }
            let isNew = signatures.insert(signature(locale)).inserted
            let base = identifier.split(separator: "@").first.map(String.init) ?? identifier
            return isNew || offset % 8 == 0 || shown.contains(base) ? identifier : nil
        }
    }

    /// `full` in a full run, else `sampled`: a property's repetitions.
    static func count(full: Int, sampled: Int) -> Int { isFull ? full : sampled }

    /// What the engine draws from a locale's data: its digits, separators, signs and grouping.
    private static func signature(_ locale: NumberLocale) -> String {
        let grouping = locale.grouping
        return [
            String(String.UnicodeScalarView(locale.digits)), String(locale.decimalSeparator),
            locale.groupingSeparator.map(String.init) ?? "", locale.negativePrefix, locale.negativeSuffix,
            locale.plusPrefix, "\(grouping.primary)/\(grouping.secondary)/\(grouping.minimumDigits)",
        ].joined(separator: "\u{1}")
    }
}
