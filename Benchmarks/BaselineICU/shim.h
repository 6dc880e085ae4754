// The ICU headers behind the BaselineICU system library, for the C target CICUBaseline only
// (no Swift module imports BaselineICU: see CICUBaseline.h for why).
#ifndef NUMBERENTRY_BASELINE_ICU_SHIM_H
#define NUMBERENTRY_BASELINE_ICU_SHIM_H

#include <unicode/unum.h>
#include <unicode/unumberformatter.h>

#endif
