#!/usr/bin/env bash
# Builds the libFuzzer target (Fuzz/, with AddressSanitizer) and runs it for SECONDS (default
# 60) on the working corpus fuzz-corpus-work/, seeded from the committed Fuzz/Corpus. Prints
# libFuzzer's final stats and the corpus size; exits non-zero on a crash or a broken invariant,
# whose input is then in fuzz-artifacts/ (the full log is fuzz-artifacts/fuzz.log).
# Replay an input: .build-fuzz/release/FuzzEdits fuzz-artifacts/crash-...
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-60}"
work=fuzz-corpus-work
artifacts=fuzz-artifacts

swift build --package-path Fuzz --scratch-path .build-fuzz -c release \
    --sanitize=fuzzer --sanitize=address -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library
mkdir -p "$work" "$artifacts"
log="$artifacts/fuzz.log"
status=0
# libFuzzer and AddressSanitizer report crashes; Swift's own backtracer would get in their way.
SWIFT_BACKTRACE=enable=no .build-fuzz/release/FuzzEdits "$work" Fuzz/Corpus \
    -max_total_time="$seconds" -timeout=20 -rss_limit_mb=4096 -print_final_stats=1 -artifact_prefix="$artifacts/" \
    >"$log" 2>&1 || status=$?

grep -E '^INFO: seed corpus|^#[0-9]+[[:space:]]+(INITED|DONE)|^stat::' "$log" || true
echo "working corpus: $(find "$work" -type f | wc -l) files, $(du -sb "$work" | cut -f1) bytes"
if [ "$status" -ne 0 ]; then
    grep -vE '^#[0-9]+[[:space:]]+(NEW|REDUCE|pulse)' "$log" | tail -n 60
    echo "fuzzing failed (status $status); inputs in $artifacts/" >&2
fi
exit "$status"
