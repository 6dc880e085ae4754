#!/usr/bin/env bash
# Architecture rules that no compiler checks, each a failure with the offending lines:
#   1. NumberEntryCore (the keystroke engine) imports no Foundation and no ICU, in any form
#      (`public import`, `@_implementationOnly import`, `import struct Foundation.Decimal`,
#      FoundationEssentials, CoreFoundation, the ICU modules), and its target depends on nothing.
#   2. Every pthread call in Sources has its return code checked (`Locked.check`): a lock that
#      fails stops the process with the call named, never silently.
# Usage: scripts/check-architecture.sh [repository root]. Exit status 0 when every rule holds.
set -euo pipefail
cd "${1:-$(dirname "$0")/..}"

status=0
fail() {
    printf 'check-architecture: %s\n' "$1" >&2
    status=1
}

core=Sources/NumberEntryCore
[ -d "$core" ] || { echo "check-architecture: no $core here" >&2; exit 2; }

# 1. Imports: an attribute or access level may stand before `import`, a declaration kind after it.
forbidden='Foundation|FoundationEssentials|FoundationInternationalization|CoreFoundation|_Foundation[A-Za-z]*|CICU|CICUBridge|NumberEntryICU|ICU[A-Za-z]*'
import_line="^[[:space:]]*(@[A-Za-z_]+(\([^)]*\))?[[:space:]]+)*((public|package|internal|fileprivate|private)[[:space:]]+)?import[[:space:]]+((typealias|struct|class|enum|protocol|let|var|func)[[:space:]]+)?($forbidden)([[:space:].;]|$)"
if found=$(grep -rnE "$import_line" "$core" --include='*.swift'); then
    fail "$core imports Foundation or ICU (the core is pure Swift; see Package.swift):"
    printf '%s\n' "$found" >&2
fi
dependencies=$(swift package dump-package | python3 -c '
import json, sys
package = json.load(sys.stdin)
target = next(t for t in package["targets"] if t["name"] == "NumberEntryCore")
print(len(target["dependencies"]))')
if [ "$dependencies" != 0 ]; then
    fail "the NumberEntryCore target has $dependencies dependencies in Package.swift; it must have none"
fi

# 2. pthread calls (not types such as pthread_mutex_t) outside a return-code check.
if found=$(grep -rnE 'pthread_[a-z_]+\(' Sources --include='*.swift' | grep -vE 'pthread_[a-z_]+_t\(\)' \
    | grep -vE 'check\((.*[^a-z_])?pthread_'); then
    fail "pthread calls whose return code is not checked (wrap them in Locked.check):"
    printf '%s\n' "$found" >&2
fi

[ "$status" = 0 ] && echo "check-architecture: the core imports no Foundation or ICU and depends on nothing; every pthread call is checked"
exit "$status"
