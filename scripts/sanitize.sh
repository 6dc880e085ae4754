#!/usr/bin/env bash
# Runs the whole test suite under a sanitizer: `scripts/sanitize.sh address` or
# `scripts/sanitize.sh thread`, each in its own scratch path (.build-asan, .build-tsan).
# Extra arguments go to `swift test` (e.g. --filter PropertyTests).
set -euo pipefail
cd "$(dirname "$0")/.."
sanitizer="${1:?usage: scripts/sanitize.sh address|thread [swift test arguments]}"
shift
case "$sanitizer" in
    address)
        export LSAN_OPTIONS="suppressions=$PWD/scripts/lsan-suppressions.txt"
        scratch=.build-asan
        ;;
    thread)
        scratch=.build-tsan
        ;;
    *) echo "unknown sanitizer: $sanitizer" >&2; exit 2 ;;
esac
swift test --sanitize="$sanitizer" --scratch-path "$scratch" "$@"
