#include "CICUBridge.h"

#include <stdlib.h>
#include <string.h>
#include <unicode/uloc.h>
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
