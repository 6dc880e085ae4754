/// Characters and short strings worth typing into a number field: every key class of Behaviour §3
/// in several scripts, and the strange input of Behaviour §9.
enum FuzzAlphabet {
    static let entries: [String] = [
        // Digits of other scripts (Nd), two of them outside the BMP.
        "\u{0663}", "\u{06F4}", "\u{FF15}", "\u{096D}", "\u{09E9}", "\u{1045}", "\u{0F23}", "\u{1C53}",
        "\u{1E953}", "\u{11136}", "\u{1D7D9}",
        // Decimal separators, minus and plus signs, grouping separators.
        ".", ",", "\u{066B}", "\u{FF0E}", "\u{FF0C}", "-", "\u{2212}", "\u{2013}", "\u{FE63}", "\u{FF0D}", "+",
        "\u{FF0B}", " ", "\u{00A0}", "\u{202F}", "\u{2009}", "'", "\u{2019}", "\u{066C}", "\u{2E41}",
        // Behaviour v2 keys: more dashes for minus, U+FE62 plus, U+2007 grouping, Cyrillic decimals.
        "\u{2010}", "\u{2011}", "\u{2012}", "\u{2014}", "\u{FE58}", "\u{30FC}", "\u{FE62}", "\u{2007}", "б", "Б",
        "ю", "Ю",
        // Pastes with trailing and bracketed signs, IME commits, zero fractions.
        "1234-", "1.234,56-", "(1,234.50)", "(-5)", "(5)-", "\u{FF11}\u{FF12}\u{FF13}\u{FF14}\u{FF0E}\u{FF15}",
        "\u{06F1}\u{06F2}\u{066B}\u{06F3}", "4111.00", "0.000", "(", ")",
        // Ignorables, other format characters, RTL text.
        "\u{200E}", "\u{200F}", "\u{061C}", "\u{200B}", "\u{2060}", "\u{FEFF}", "\u{2066}", "\u{202E}", "\u{00AD}",
        "\u{200D}", "\u{034F}", "\u{0645}", "\u{05E9}", "\u{200F}-\u{0661}",
        // Emoji, combining marks, controls, non-characters, letters.
        "🙂", "👍🏽", "👨‍👩‍👧", "🇩🇪", "\u{0301}", "1\u{0301}", "\u{0663}\u{0651}", "\u{0}", "\n", "\t", "\r\n",
        "\u{FFFF}", "\u{FFFD}", "\u{E000}", "\u{10FFFF}", "a", "e", "E", "x", "∞", "NaN",
        // Affixes (Behaviour §10): symbols, codes and percent signs, alone and as paste markers.
        "$", "€", "£", "%", "\u{066A}", "‰", "\u{0609}", "CHF", "USD", "$-500", "-$5", "USD (1,200.00)", "12,50 €-",
        "US$1", "¥", "\u{FFE5}12", "5 %",
    ]

    static func entry(_ byte: UInt8) -> String { entries[Int(byte) % entries.count] }
}
