#include "CICUBaseline.h"

// Linux only (Benchmarks/Package.swift): where the ICU headers are missing (Apple platforms)
// this compiles to nothing and no benchmark target links it.
#if __has_include(<unicode/unum.h>)

#include <stdlib.h>
#include <unicode/unum.h>
#include <unicode/unumberformatter.h>

// A copy of the root package's unumf formatter (CICUBridge), which this package cannot reach:
// a nested package sees only the root's products.

struct CICUBaselineFormatter {
    UNumberFormat *parser;
    UNumberFormatter *formatter;
    UFormattedNumber *result;
};

CICUBaselineFormatter *cicub_open(const char *locale) {
    CICUBaselineFormatter *wrapper = calloc(1, sizeof(CICUBaselineFormatter));
    if (wrapper == NULL) return NULL;
    UErrorCode code = U_ZERO_ERROR;
    wrapper->parser = unum_open(UNUM_DECIMAL, NULL, 0, locale, NULL, &code);
    // Lenient, as Foundation's parse strategies are: typing regroups, so `1,2345` must parse.
    if (!U_FAILURE(code)) unum_setAttribute(wrapper->parser, UNUM_LENIENT_PARSE, 1);
    static const UChar noSkeleton[] = {0};
    wrapper->formatter = unumf_openForSkeletonAndLocale(noSkeleton, 0, locale, &code);
    wrapper->result = unumf_openResult(&code);
    if (U_FAILURE(code)) {
        cicub_close(wrapper);
        return NULL;
    }
    return wrapper;
}

void cicub_close(CICUBaselineFormatter *formatter) {
    if (formatter == NULL) return;
    if (formatter->result != NULL) unumf_closeResult(formatter->result);
    if (formatter->formatter != NULL) unumf_close(formatter->formatter);
    if (formatter->parser != NULL) unum_close(formatter->parser);
    free(formatter);
}

int32_t cicub_parse(CICUBaselineFormatter *formatter, const uint16_t *text, int32_t length, char *out,
                    int32_t capacity) {
    UErrorCode code = U_ZERO_ERROR;
    int32_t position = 0;
    int32_t needed = unum_parseDecimal(formatter->parser, (const UChar *)text, length, &position, out, capacity,
                                       &code);
    if (U_FAILURE(code) || position != length || needed >= capacity) return -1;
    return needed;
}

int32_t cicub_format(CICUBaselineFormatter *formatter, const char *decimal, int32_t length, uint16_t *out,
                     int32_t capacity) {
    UErrorCode code = U_ZERO_ERROR;
    unumf_formatDecimal(formatter->formatter, decimal, length, formatter->result, &code);
    if (U_FAILURE(code)) return -1;
    int32_t needed = unumf_resultToString(formatter->result, (UChar *)out, capacity, &code);
    if (U_FAILURE(code) && code != U_BUFFER_OVERFLOW_ERROR) return -1;
    return needed;
}

#endif
