// The ICU headers behind the CICU system library. Only the C target CICUBridge includes them;
// no Swift module imports CICU (see CICUBridge.h for why).
#ifndef NUMBERENTRY_CICU_SHIM_H
#define NUMBERENTRY_CICU_SHIM_H

#if __has_include(<unicode/unumberformatter.h>)
#include <unicode/uloc.h>
#include <unicode/unumberformatter.h>
#include <unicode/unumsys.h>
#include <unicode/ures.h>
#endif

#endif
