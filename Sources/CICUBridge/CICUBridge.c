#include "CICUBridge.h"

// Only where the ICU headers are (Linux with libicu-dev): Apple SDKs ship none, and there
// NumberEntry reads locale data through Foundation instead. With the `SystemICU` trait on
// (Package.swift defines NUMBERENTRY_SYSTEM_ICU), missing headers are an error here rather than
// undefined `cicu_*` symbols at link time.
#if defined(NUMBERENTRY_SYSTEM_ICU) && !__has_include(<unicode/unumberformatter.h>)
#error "The SystemICU trait needs the ICU headers (Debian: apt-get install libicu-dev pkg-config), or build with --disable-default-traits to read locale data through Foundation."
#endif

#if __has_include(<unicode/unumberformatter.h>)

#include <stdlib.h>
#include <string.h>
#include <stdio.h>
#include <unicode/putil.h>
#include <unicode/ucurr.h>
#include <unicode/uenum.h>
#include <unicode/uformattedvalue.h>
#include <unicode/uloc.h>
#include <unicode/unum.h>
#include <unicode/ustring.h>
#include <unicode/unumberformatter.h>
#include <unicode/unumsys.h>
#include <unicode/ures.h>

int32_t cicu_forLanguageTag(const char *tag, char *out, int32_t capacity, int32_t *parsed, int32_t *status) {
    UErrorCode code = U_ZERO_ERROR;
    int32_t length = uloc_forLanguageTag(tag, out, capacity, parsed, &code);
    *status = code;
    return length;
}

int32_t cicu_canonicalize(const char *identifier, char *out, int32_t capacity, int32_t *status) {
    UErrorCode code = U_ZERO_ERROR;
    int32_t length = uloc_canonicalize(identifier, out, capacity, &code);
    *status = code;
    return length;
}

int32_t cicu_setKeywordValue(const char *keyword, const char *value, char *buffer, int32_t capacity,
                             int32_t *status) {
    UErrorCode code = U_ZERO_ERROR;
    int32_t length = uloc_setKeywordValue(keyword, value, buffer, capacity, &code);
    *status = code;
    return length;
}

int32_t cicu_countAvailable(void) { return uloc_countAvailable(); }

const char *cicu_getAvailable(int32_t index) { return uloc_getAvailable(index); }

int32_t cicu_hasOwnData(const char *identifier) {
    UErrorCode code = U_ZERO_ERROR;
    UResourceBundle *bundle = ures_open(NULL, identifier, &code);
    if (bundle == NULL) return 0;
    int32_t result = 0;
    if (!U_FAILURE(code) && code != U_USING_DEFAULT_WARNING) {
        const char *actual = ures_getLocaleByType(bundle, ULOC_ACTUAL_LOCALE, &code);
        result = !U_FAILURE(code) && actual != NULL && actual[0] != 0 && strcmp(actual, "root") != 0;
    }
    ures_close(bundle);
    return result;
}

int32_t cicu_likelyScript(const char *identifier, char *out, int32_t capacity) {
    UErrorCode code = U_ZERO_ERROR;
    // Keywords (`@numbers=latn;...`) do not change the script and may not fit ICU's name limit.
    char base[ULOC_FULLNAME_CAPACITY];
    int32_t length = uloc_getBaseName(identifier, base, sizeof base, &code);
    if (U_FAILURE(code) || length >= (int32_t)sizeof base) return -1;
    char maximized[ULOC_FULLNAME_CAPACITY];
    length = uloc_addLikelySubtags(base, maximized, sizeof maximized, &code);
    if (U_FAILURE(code) || length >= (int32_t)sizeof maximized) return -1;
    length = uloc_getScript(maximized, out, capacity, &code);
    if (U_FAILURE(code) || length >= capacity) return -1;
    return length;
}

int32_t cicu_numberingSystem(const char *identifier, char *out, int32_t capacity) {
    UErrorCode code = U_ZERO_ERROR;
    UNumberingSystem *system = unumsys_open(identifier, &code);
    if (system == NULL) return -1;
    int32_t length = -1;
    const char *name = unumsys_getName(system);
    if (!U_FAILURE(code) && !unumsys_isAlgorithmic(system) && name != NULL) {
        size_t size = strlen(name);
        if (size < (size_t)capacity) {
            memcpy(out, name, size + 1);
            length = (int32_t)size;
        }
    }
    unumsys_close(system);
    return length;
}

struct CICUFormatter {
    UNumberFormatter *formatter;
    UFormattedNumber *result;
};

CICUFormatter *cicu_formatter_open(const uint16_t *skeleton, int32_t length, const char *locale) {
    UErrorCode code = U_ZERO_ERROR;
    UNumberFormatter *formatter = unumf_openForSkeletonAndLocale((const UChar *)skeleton, length, locale, &code);
    if (formatter == NULL || U_FAILURE(code)) {
        if (formatter != NULL) unumf_close(formatter);
        return NULL;
    }
    UFormattedNumber *result = unumf_openResult(&code);
    CICUFormatter *wrapper = U_FAILURE(code) ? NULL : malloc(sizeof(CICUFormatter));
    if (wrapper == NULL) {
        if (result != NULL) unumf_closeResult(result);
        unumf_close(formatter);
        return NULL;
    }
    wrapper->formatter = formatter;
    wrapper->result = result;
    return wrapper;
}

void cicu_formatter_close(CICUFormatter *formatter) {
    if (formatter == NULL) return;
    unumf_closeResult(formatter->result);
    unumf_close(formatter->formatter);
    free(formatter);
}

int32_t cicu_formatter_format(CICUFormatter *formatter, const char *decimal, int32_t length, uint16_t *out,
                              int32_t capacity) {
    UErrorCode code = U_ZERO_ERROR;
    unumf_formatDecimal(formatter->formatter, decimal, length, formatter->result, &code);
    if (U_FAILURE(code)) return -1;
    int32_t needed = unumf_resultToString(formatter->result, (UChar *)out, capacity, &code);
    if (U_FAILURE(code) && code != U_BUFFER_OVERFLOW_ERROR) return -1;
    return needed;
}

int32_t cicu_formatter_format_body(CICUFormatter *formatter, const char *decimal, int32_t length, uint16_t *out,
                                   int32_t capacity, int32_t *bodyStart, int32_t *bodyEnd) {
    *bodyStart = -1;
    *bodyEnd = -1;
    int32_t needed = cicu_formatter_format(formatter, decimal, length, out, capacity);
    if (needed < 0) return -1;
    UErrorCode code = U_ZERO_ERROR;
    const UFormattedValue *value = unumf_resultAsValue(formatter->result, &code);
    UConstrainedFieldPosition *position = ucfpos_open(&code);
    if (U_FAILURE(code)) {
        ucfpos_close(position);
        return -1;
    }
    ucfpos_constrainCategory(position, UFIELD_CATEGORY_NUMBER, &code);
    while (ufmtval_nextPosition(value, position, &code) && !U_FAILURE(code)) {
        int32_t field = ucfpos_getField(position, &code);
        if (field != UNUM_INTEGER_FIELD && field != UNUM_FRACTION_FIELD && field != UNUM_DECIMAL_SEPARATOR_FIELD &&
            field != UNUM_GROUPING_SEPARATOR_FIELD)
            continue;
        int32_t start = 0, limit = 0;
        ucfpos_getIndexes(position, &start, &limit, &code);
        if (*bodyStart < 0 || start < *bodyStart) *bodyStart = start;
        if (limit > *bodyEnd) *bodyEnd = limit;
    }
    ucfpos_close(position);
    return U_FAILURE(code) ? -1 : needed;
}

int32_t cicu_currency_isKnown(const char *code) {
    UErrorCode status = U_ZERO_ERROR;
    UEnumeration *codes = ucurr_openISOCurrencies(UCURR_ALL, &status);
    if (U_FAILURE(status)) return 0;
    int32_t found = 0;
    const char *next;
    while (!found && (next = uenum_next(codes, NULL, &status)) != NULL && !U_FAILURE(status)) {
        found = strlen(next) == strlen(code);
        for (size_t i = 0; found && next[i] != 0; i++) {
            char a = next[i], b = code[i];
            if (a >= 'a' && a <= 'z') a -= 32;
            if (b >= 'a' && b <= 'z') b -= 32;
            found = a == b;
        }
    }
    uenum_close(codes);
    return found;
}

static int32_t cicu_currency_units(const char *code, UChar units[4]) {
    if (strlen(code) != 3) return 0;
    u_charsToUChars(code, units, 3);
    units[3] = 0;
    return 1;
}

int32_t cicu_currency_fractionDigits(const char *code, int32_t cash) {
    UChar units[4];
    if (!cicu_currency_units(code, units)) return -1;
    UErrorCode status = U_ZERO_ERROR;
    int32_t digits =
        ucurr_getDefaultFractionDigitsForUsage(units, cash ? UCURR_USAGE_CASH : UCURR_USAGE_STANDARD, &status);
    return U_FAILURE(status) ? -1 : digits;
}

int32_t cicu_currency_increment(const char *code, int32_t cash, int32_t digits, char *out, int32_t capacity) {
    UChar units[4];
    if (!cicu_currency_units(code, units) || digits < 0 || digits > 9) return -1;
    UErrorCode status = U_ZERO_ERROR;
    double increment =
        ucurr_getRoundingIncrementForUsage(units, cash ? UCURR_USAGE_CASH : UCURR_USAGE_STANDARD, &status);
    if (U_FAILURE(status)) return -1;
    int32_t length = snprintf(out, (size_t)capacity, "%.*f", (int)digits, increment);
    return length < capacity ? length : -1;
}

int32_t cicu_currency_forLocale(const char *locale, char *out, int32_t capacity) {
    UChar units[8];
    UErrorCode status = U_ZERO_ERROR;
    int32_t length = ucurr_forLocale(locale, units, 8, &status);
    if (U_FAILURE(status) || length != 3) {
        char maximized[ULOC_FULLNAME_CAPACITY];
        status = U_ZERO_ERROR;
        int32_t size = uloc_addLikelySubtags(locale, maximized, sizeof maximized, &status);
        if (U_FAILURE(status) || size >= (int32_t)sizeof maximized) return -1;
        status = U_ZERO_ERROR;
        length = ucurr_forLocale(maximized, units, 8, &status);
        if (U_FAILURE(status) || length != 3) return -1;
    }
    if (capacity < 4) return -1;
    u_UCharsToChars(units, out, 3);
    out[3] = 0;
    return 3;
}

int32_t cicu_currency_symbol(const char *code, const char *locale, int32_t narrow, uint16_t *out, int32_t capacity) {
    UChar units[4];
    if (!cicu_currency_units(code, units)) return -1;
    UErrorCode status = U_ZERO_ERROR;
    int32_t length = 0;
    const UChar *name = ucurr_getName(units, locale, narrow ? UCURR_NARROW_SYMBOL_NAME : UCURR_SYMBOL_NAME, NULL,
                                      &length, &status);
    if (U_FAILURE(status) || name == NULL || length > capacity) return -1;
    memcpy(out, name, (size_t)length * sizeof(UChar));
    return length;
}

#endif
