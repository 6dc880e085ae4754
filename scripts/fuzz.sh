#!/usr/bin/env bash
# Builds the libFuzzer targets (Fuzz/, with AddressSanitizer) and runs one of them for SECONDS
# (default 60): TARGET `edits` (default: edits on a field, FuzzEdits), `parse` (complete strings,
# FuzzParse), `hints` (hints files, FuzzHints), `extremes` (extreme integers and exponents as
# numeric arguments, FuzzExtremes) or `json` (JSON number texts through the wire decoders,
# FuzzJSON). Each has a working corpus (fuzz-corpus-work, fuzz-corpus-work-parse, -hints,
# -extremes, -json) seeded from its committed one (Fuzz/Corpus, Fuzz/CorpusParse,
# Fuzz/CorpusHints, Fuzz/CorpusExtremes, Fuzz/CorpusJSON). Every input has 20 s (-timeout);
# a slower one fails the run as a crash does. Prints libFuzzer's final stats and the
# corpus size; exits non-zero on a crash or a broken invariant, whose input is then in
# fuzz-artifacts/ (the full log is fuzz-artifacts/fuzz-TARGET.log).
# Replay an input: .build-fuzz/release/FuzzEdits fuzz-artifacts/crash-...
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-60}"
target="${2:-edits}"
case "$target" in
    edits) binary=FuzzEdits seeds=Fuzz/Corpus work=fuzz-corpus-work ;;
    parse) binary=FuzzParse seeds=Fuzz/CorpusParse work=fuzz-corpus-work-parse ;;
    hints) binary=FuzzHints seeds=Fuzz/CorpusHints work=fuzz-corpus-work-hints ;;
    extremes) binary=FuzzExtremes seeds=Fuzz/CorpusExtremes work=fuzz-corpus-work-extremes ;;
    json) binary=FuzzJSON seeds=Fuzz/CorpusJSON work=fuzz-corpus-work-json ;;
    *) echo "usage: scripts/fuzz.sh [SECONDS] [edits|parse|hints|extremes|json]" >&2; exit 2 ;;
esac
artifacts=fuzz-artifacts

swift build --package-path Fuzz --scratch-path .build-fuzz -c release \
    --sanitize=fuzzer --sanitize=address -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library
mkdir -p "$work" "$artifacts"
log="$artifacts/fuzz-$target.log"
status=0
# libFuzzer and AddressSanitizer report crashes; Swift's own backtracer would get in their way.
SWIFT_BACKTRACE=enable=no ".build-fuzz/release/$binary" "$work" "$seeds" \
    -max_total_time="$seconds" -timeout=20 -rss_limit_mb=4096 -print_final_stats=1 -artifact_prefix="$artifacts/" \
    >"$log" 2>&1 || status=$?

grep -E '^INFO: seed corpus|^#[0-9]+[[:space:]]+(INITED|DONE)|^stat::' "$log" || true
echo "working corpus: $(find "$work" -type f | wc -l) files, $(du -sb "$work" | cut -f1) bytes"
if [ "$status" -ne 0 ]; then
    grep -vE '^#[0-9]+[[:space:]]+(NEW|REDUCE|pulse)' "$log" | tail -n 60
    echo "fuzzing failed (status $status); inputs in $artifacts/" >&2
fi
exit "$status"
