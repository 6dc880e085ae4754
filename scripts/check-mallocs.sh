#!/usr/bin/env bash
# The benchmark package's malloc ceilings, checked by ordo-one/benchmark against
# Benchmarks/Thresholds: malloc counts are deterministic, so CI runs them (wall-clock ceilings
# depend on the machine and stay with `swift package --package-path Benchmarks benchmark`).
# Only the benchmarks with a malloc ceiling run (Benchmarks/NumberEntryBenchmarks/Targets.swift),
# measuring mallocCountTotal alone: no `en_US` or `de_DE` EUR typing keystroke allocates (the
# field holds its text's bytes inline), finalize at most once, a paste
# of 1,000 or 10,000 digits 1 to 3 times. Needs a release build of the benchmarks (the plugin
# makes one). Exit status 0 when every p90 is within its tolerance of Benchmarks/Thresholds.
#
#   scripts/check-mallocs.sh                        # the ceilings of Benchmarks/Thresholds
#   THRESHOLDS=/some/folder scripts/check-mallocs.sh  # other thresholds (to see the check fail)
set -euo pipefail
cd "$(dirname "$0")/.."

thresholds=${THRESHOLDS:-$PWD/Benchmarks/Thresholds}
swift package --package-path Benchmarks benchmark thresholds check --path "$thresholds" \
    --filter '^(typing\.en_US|typing-affixed\.de_DE\.EUR|finalize\.en_US|paste-digits\.1000|paste-digits\.10000)$' \
    --metric mallocCountTotal --no-progress
