// The classic ICU way of reformatting a number field on each keystroke, for the benchmarks'
// baseline: parse the text with `unum_parseDecimal`, format the value with `unumf_formatDecimal`.
//
// Like Sources/CICUBridge, this header declares no ICU type: the benchmark targets import
// Foundation, whose private ICU declares the same C types differently.
#ifndef CICU_BASELINE_H
#define CICU_BASELINE_H

#include <stdint.h>

/// A lenient parser (`unum`, decimal style) and a formatter (`unumf`, default skeleton) for one
/// locale.
typedef struct CICUBaselineFormatter CICUBaselineFormatter;

/// Opens the parser and formatter for a locale; NULL on failure.
CICUBaselineFormatter *cicub_open(const char *locale);

void cicub_close(CICUBaselineFormatter *formatter);

/// Parses the whole UTF-16 text as a number into ASCII decimal text (`1234.5`); returns its
/// length, or -1 when the text is not a number or `out` is too small.
int32_t cicub_parse(CICUBaselineFormatter *formatter, const uint16_t *text, int32_t length, char *out,
                    int32_t capacity);

/// Formats ASCII decimal text into UTF-16; returns the length the text needs (which may exceed
/// `capacity`), or -1 on failure.
int32_t cicub_format(CICUBaselineFormatter *formatter, const char *decimal, int32_t length, uint16_t *out,
                     int32_t capacity);

#endif
