// Static inline wrappers over the ICU C API used by NumberEntry.
//
// ICU's headers rename every function with its version (`unumf_close` is `unumf_close_72`).
// Swift does not see those macros, so it cannot call the plain names; these wrappers call
// them from C, where the renaming applies at compile time, and keep Swift code independent
// of the ICU version.
#ifndef NUMBERENTRY_CICU_SHIM_H
#define NUMBERENTRY_CICU_SHIM_H

#include <unicode/uloc.h>
#include <unicode/unum.h>
#include <unicode/unumberformatter.h>
#include <unicode/unumsys.h>
#include <unicode/ures.h>

// MARK: Locale identifiers

static inline int32_t cicu_uloc_forLanguageTag(const char *tag, char *localeID, int32_t capacity,
                                               int32_t *parsedLength, UErrorCode *status) {
    return uloc_forLanguageTag(tag, localeID, capacity, parsedLength, status);
}

static inline int32_t cicu_uloc_canonicalize(const char *localeID, char *name, int32_t capacity,
                                             UErrorCode *status) {
    return uloc_canonicalize(localeID, name, capacity, status);
}

static inline int32_t cicu_uloc_setKeywordValue(const char *keyword, const char *value, char *buffer,
                                                int32_t capacity, UErrorCode *status) {
    return uloc_setKeywordValue(keyword, value, buffer, capacity, status);
}

static inline int32_t cicu_uloc_countAvailable(void) { return uloc_countAvailable(); }

static inline const char *cicu_uloc_getAvailable(int32_t index) { return uloc_getAvailable(index); }

// MARK: Resource bundles (to tell real locale data from a fallback to the default locale)

static inline UResourceBundle *cicu_ures_open(const char *localeID, UErrorCode *status) {
    return ures_open(NULL, localeID, status);
}

static inline const char *cicu_ures_getActualLocale(const UResourceBundle *bundle, UErrorCode *status) {
    return ures_getLocaleByType(bundle, ULOC_ACTUAL_LOCALE, status);
}

static inline void cicu_ures_close(UResourceBundle *bundle) { ures_close(bundle); }

// MARK: Numbering systems

static inline UNumberingSystem *cicu_unumsys_open(const char *locale, UErrorCode *status) {
    return unumsys_open(locale, status);
}

static inline const char *cicu_unumsys_getName(const UNumberingSystem *system) {
    return unumsys_getName(system);
}

static inline UBool cicu_unumsys_isAlgorithmic(const UNumberingSystem *system) {
    return unumsys_isAlgorithmic(system);
}

static inline void cicu_unumsys_close(UNumberingSystem *system) { unumsys_close(system); }

// MARK: Number formatter (unumf)

static inline UNumberFormatter *cicu_unumf_openForSkeletonAndLocale(const UChar *skeleton,
                                                                    int32_t skeletonLength,
                                                                    const char *locale,
                                                                    UErrorCode *status) {
    return unumf_openForSkeletonAndLocale(skeleton, skeletonLength, locale, status);
}

static inline UFormattedNumber *cicu_unumf_openResult(UErrorCode *status) { return unumf_openResult(status); }

static inline void cicu_unumf_formatDecimal(const UNumberFormatter *formatter, const char *value,
                                            int32_t valueLength, UFormattedNumber *result,
                                            UErrorCode *status) {
    unumf_formatDecimal(formatter, value, valueLength, result, status);
}

static inline int32_t cicu_unumf_resultToString(const UFormattedNumber *result, UChar *buffer,
                                                int32_t capacity, UErrorCode *status) {
    return unumf_resultToString(result, buffer, capacity, status);
}

static inline void cicu_unumf_close(UNumberFormatter *formatter) { unumf_close(formatter); }

static inline void cicu_unumf_closeResult(UFormattedNumber *result) { unumf_closeResult(result); }

// MARK: Classic number format (unum), for parsing baselines

static inline UNumberFormat *cicu_unum_open(const char *locale, UErrorCode *status) {
    return unum_open(UNUM_DECIMAL, NULL, 0, locale, NULL, status);
}

static inline int32_t cicu_unum_parseDecimal(const UNumberFormat *format, const UChar *text, int32_t length,
                                             int32_t *parsePosition, char *outBuffer, int32_t capacity,
                                             UErrorCode *status) {
    return unum_parseDecimal(format, text, length, parsePosition, outBuffer, capacity, status);
}

static inline void cicu_unum_close(UNumberFormat *format) { unum_close(format); }

#endif
