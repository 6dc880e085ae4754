// The part of ICU's C API that NumberEntry uses, behind plain C types.
//
// ICU's own headers must not reach Swift: Foundation on Linux carries a private ICU whose
// headers declare the same C types differently, and a Swift module that sees both fails to
// compile. This header therefore declares no ICU type; the ICU headers are included only by
// CICUBridge.c. Statuses are ICU's UErrorCode values as int32_t (> 0 failure, < 0 warning).
#ifndef CICU_BRIDGE_H
#define CICU_BRIDGE_H

#include <stdint.h>

// MARK: Locale identifiers

/// BCP 47 tag to ICU identifier; `*parsed` is the number of tag characters read.
int32_t cicu_forLanguageTag(const char *tag, char *out, int32_t capacity, int32_t *parsed, int32_t *status);

/// ICU's canonical form of an ICU-style identifier.
int32_t cicu_canonicalize(const char *identifier, char *out, int32_t capacity, int32_t *status);

/// Sets a keyword (`numbers=latn`) in the identifier held in `buffer`.
int32_t cicu_setKeywordValue(const char *keyword, const char *value, char *buffer, int32_t capacity,
                             int32_t *status);

/// The number of locales ICU lists.
int32_t cicu_countAvailable(void);

/// The identifier of the locale at `index`.
const char *cicu_getAvailable(int32_t index);

/// 1 when ICU resolves the identifier to data of its own: not to the default locale's data
/// (the fallback for an unknown language) and not to root.
int32_t cicu_hasOwnData(const char *identifier);

/// ICU's likely script of the locale (ISO 15924, `Cyrl` for `ru`); -1 on failure.
int32_t cicu_likelyScript(const char *identifier, char *out, int32_t capacity);

/// The name of the locale's numbering system; -1 when it is unknown or algorithmic.
int32_t cicu_numberingSystem(const char *identifier, char *out, int32_t capacity);

// MARK: Number formatting (unumf)

/// An ICU number formatter with its reusable result.
typedef struct CICUFormatter CICUFormatter;

/// Opens a formatter for a skeleton (UTF-16) and locale; NULL on failure.
CICUFormatter *cicu_formatter_open(const uint16_t *skeleton, int32_t length, const char *locale);

void cicu_formatter_close(CICUFormatter *formatter);

/// Formats a decimal given as machine text into UTF-16; returns the length the text needs
/// (which may exceed `capacity`), or -1 on failure.
int32_t cicu_formatter_format(CICUFormatter *formatter, const char *decimal, int32_t length, uint16_t *out,
                              int32_t capacity);

/// Formats like `cicu_formatter_format` and reports the number's body: the UTF-16 span from the
/// first to the last integer, fraction, decimal or grouping separator field (ICU's field
/// positions, UFIELD_CATEGORY_NUMBER). `*bodyStart` and `*bodyEnd` are -1 when there is none.
int32_t cicu_formatter_format_body(CICUFormatter *formatter, const char *decimal, int32_t length, uint16_t *out,
                                   int32_t capacity, int32_t *bodyStart, int32_t *bodyEnd);

// MARK: Currencies

/// 1 when ICU lists the ISO code (`ucurr_openISOCurrencies(UCURR_ALL)`), compared case-insensitively.
int32_t cicu_currency_isKnown(const char *code);

/// ICU's fraction digits for a currency (`cash` 0: standard usage, 1: cash); -1 on failure.
int32_t cicu_currency_fractionDigits(const char *code, int32_t cash);

/// ICU's rounding increment for a currency and usage, written as decimal text with `digits`
/// fraction digits into `out` (0 when there is none); the text's length, or -1 on failure.
int32_t cicu_currency_increment(const char *code, int32_t cash, int32_t digits, char *out, int32_t capacity);

/// The locale's own currency code (`ucurr_forLocale`, after adding likely subtags when the
/// identifier names no region), NUL-terminated into `out`; its length, or -1 when there is none.
int32_t cicu_currency_forLocale(const char *locale, char *out, int32_t capacity);

/// A currency's display name in a locale (`narrow` 0: the symbol, 1: the narrow symbol), in
/// UTF-16; the length, or -1 on failure.
int32_t cicu_currency_symbol(const char *code, const char *locale, int32_t narrow, uint16_t *out, int32_t capacity);

#endif
