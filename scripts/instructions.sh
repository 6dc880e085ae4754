#!/usr/bin/env bash
# Instructions per keystroke, counted by callgrind: deterministic, whatever else the machine
# is doing. Each workload of Benchmarks/BenchmarkScenarios runs twice under callgrind, with
# N keystrokes and with the same setup but no keystroke (`--prepare-only`); the difference
# divided by N is the cost of one keystroke.
#
#   scripts/instructions.sh                  # engine typing in six locales, typing baselines in en_US, parses, whole-text changes
#   scripts/instructions.sh sign-toggle.fa_IR typing-icu.de_DE   # chosen workloads
#   KEYSTROKES=12000 scripts/instructions.sh # N (default 1200, a multiple of the 12 typed digits)
#
# Workload ids: `swift run -c release --package-path Benchmarks keystroke-instructions --list`. Prints a line
# "id<TAB>instructions per keystroke" per workload and exits 1 when typing.en_US needs more
# than 2,500 instructions per keystroke.
set -euo pipefail
cd "$(dirname "$0")/.."

target=2500
count=${KEYSTROKES:-1200}
ids=("$@")
if [ ${#ids[@]} -eq 0 ]; then
    ids=(typing.en_US typing.de_DE typing.hi_IN typing.ar_EG typing.fa_IR typing.ff_Adlm
        typing-formatstyle-int.en_US typing-formatstyle-decimal.en_US typing-icu.en_US
        parse.en_US parse.ar_EG parse-formatstyle-decimal.en_US parse-formatstyle-decimal.ar_EG
        range-end.en_US change-end.en_US)
fi

command -v valgrind >/dev/null || { echo "valgrind is missing (apt-get install valgrind)" >&2; exit 2; }
swift build -c release --package-path Benchmarks --product keystroke-instructions >&2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# A copy without debug info: valgrind 3.19 cannot read the DWARF 5 that swiftc writes.
binary="$work/keystroke-instructions"
strip --strip-debug -o "$binary" "$(swift build -c release --package-path Benchmarks --show-bin-path)/keystroke-instructions"

# The instructions of one run of keystroke-instructions with the given arguments.
instructions() {
    local out
    out=$(mktemp "$work/callgrind.XXXXXX")
    SWIFT_DETERMINISTIC_HASHING=1 valgrind --tool=callgrind --callgrind-out-file="$out" \
        "$binary" "$@" >/dev/null 2>"$out.log" || { cat "$out.log" >&2; return 1; }
    awk '/^(summary|totals):/ { print $2; exit }' "$out"
}

status=0
for id in "${ids[@]}"; do
    # The two runs in parallel: callgrind's counts do not depend on the load.
    instructions "$id" --count "$count" >"$work/full" &
    full_job=$!
    instructions "$id" --count "$count" --prepare-only >"$work/setup" &
    setup_job=$!
    wait "$full_job" && wait "$setup_job" || { echo "$id: run failed" >&2; exit 2; }
    per_keystroke=$((($(<"$work/full") - $(<"$work/setup") + count / 2) / count))
    printf '%s\t%s\n' "$id" "$per_keystroke"
    if [ "$id" = typing.en_US ] && [ "$per_keystroke" -gt "$target" ]; then
        echo "typing.en_US: $per_keystroke instructions per keystroke, above the target of $target" >&2
        status=1
    fi
done
exit "$status"
