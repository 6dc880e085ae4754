public import _NumberEntryTestSupport

/// The locales the fuzzer types in, chosen by the first input byte. Together they hold every
/// numbering system ICU 72 uses by default, every grouping separator (and none), every sign
/// with bidi marks, 3/2 grouping, minimum grouping 2 and 3, and `@numbers=` variants;
/// `checkCoverage()` verifies that at start.
public enum FuzzLocales {
    public static let identifiers = [
        "en_US", "de_DE", "fr_FR", "de_CH", "it_IT", "sv_SE", "ru_RU", "ja_JP", "zh_CN", "he_IL", "nl_NL", "cs_CZ",
        "nb_NO", "sw_KE", "en_US_POSIX", "es_ES", "pl_PL", "pt_PT", "bg_BG", "ee", "hi_IN", "en_IN", "bn_IN",
        "ta_IN", "ar_EG", "ar_SA", "ckb_IQ", "fa_IR", "ps_AF", "ks", "ur_IN", "mr_IN", "ne_NP", "bn_BD", "as_IN",
        "my_MM", "dz_BT", "sat", "ff_Adlm", "ccp", "ar_EG@numbers=latn", "fa_IR@numbers=latn", "mr_IN@numbers=latn",
        "ff_Adlm@numbers=latn", "en_US@numbers=arab", "de-CH", "ar-EG-u-nu-latn",
    ]

    /// The locale for an input byte, in locale or Latin digits, with a format's data.
    public static func locale(_ byte: UInt8, digits: NumberPolicy.Digits, format: NumberFormat = .plain)
        -> NumberLocale
    {
        let identifier = identifiers[Int(byte) % identifiers.count]
        do {
            return try NumberLocale.named(identifier, digits: digits, format: format)
        } catch {
            fatalError("fuzz locale \(identifier) (\(digits), \(format)) does not load: \(error)")
        }
    }

    static let requiredSystems: Set = [
        "latn", "arab", "arabext", "deva", "beng", "mymr", "tibt", "olck", "adlm", "cakm",
    ]
    static let requiredSeparators: Set = [",", ".", "\u{00A0}", "\u{202F}", "\u{066C}", "\u{2019}", "\u{2E41}", "none"]
    static let requiredSigns: Set = ["\u{061C}-", "\u{200E}-\u{200E}", "\u{200E}\u{2212}", "\u{200F}-"]

    /// Stops the fuzzer when the list no longer covers what it must.
    public static func checkCoverage() {
        let locales = identifiers.indices.map { locale(UInt8($0), digits: .locale) }
        let systems = Set(locales.map(\.numberingSystem))
        let separators = Set(locales.map { $0.groupingSeparator.map { String($0) } ?? "none" })
        let signs = Set(locales.map(\.negativePrefix))
        let required: [(String, Bool)] = [
            ("numbering systems", systems.isSuperset(of: requiredSystems)),
            ("grouping separators", separators.isSuperset(of: requiredSeparators)),
            ("signs", signs.isSuperset(of: requiredSigns)),
            ("3/2 grouping", locales.contains { $0.grouping.primary == 3 && $0.grouping.secondary == 2 }),
            ("minimum grouping 2", locales.contains { $0.grouping.minimumDigits == 2 }),
            ("minimum grouping 3", locales.contains { $0.grouping.minimumDigits == 3 }),
            ("40 locales", identifiers.count >= 40),
        ]
        for (what, covered) in required where !covered { fatalError("the fuzz locales miss some \(what)") }
        for index in identifiers.indices {
            _ = locale(UInt8(index), digits: .latin)
            for format in NumberPolicy.fuzzFormats { _ = locale(UInt8(index), digits: .locale, format: format) }
        }
    }
}
