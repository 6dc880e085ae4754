#!/usr/bin/env bash
# Writes the fuzzer's seed corpus, Fuzz/Corpus: 48 small inputs in the format of
# Fuzz/Sources/FuzzEdits/FuzzKeys.swift (a locale byte, eight policy bytes, edit commands),
# input i in the i-th fuzz locale with one of six policies and one of twelve edit scripts.
# Run once by hand when the input format changes; the corpus is committed.
set -euo pipefail
cd "$(dirname "$0")/../Fuzz"

# flags (1 Latin digits, 2 no negatives, 4 minimum, 8 maximum), integer digit limit, fraction
# limits, bound scales, minimum (2 bytes), maximum (2 bytes).
policies=(
    '\x00\x00\x02\x00\x00\x00\x00\x00'  # the default: two fraction digits
    '\x02\x06\x00\x00\x00\x00\x00\x00'  # integers, no negatives, at most 7 digits
    '\x0c\x00\x03\x00\xfc\x18\x03\xe8'  # -1000 to 1000, three fraction digits
    '\x01\x00\x12\x00\x00\x00\x00\x00'  # Latin digits, two to four fraction digits
    '\x08\x00\x02\x03\x00\x00\xff\xc9'  # maximum -5.5
    '\x04\x00\x02\x00\x00\x0a\x00\x00'  # minimum 10
)
edits=(
    '1234567.89f'                                   # typing, finalize
    '-1234.5bblrhef'                                # sign, deletions, caret moves
    'p\x0b1.234.567,8f'                             # a German paste
    'p\x0a 1,234.56 f'                              # an English paste with spaces
    '12345s\x01\x04x\x01\x04\x019hx\x00\x00\x01-f'  # selection, replacements
    'n\x00n\x09n\x0an\x14n\x1en\x28n\x32n\x3cf'     # the locale's own symbols, a formatted value
    'u\x01\xe9\x53u\x01\x11\x37\x80\x85\x90\xa0\xb0\xc0\xd0f'  # Adlam and Chakma digits, alphabet
    '12s\xf8\xf9x\xf8\x00\x00x\x05\x02\x00s\x03\x01d'  # extreme and inverted ranges
    'L\x3f5bf'                                      # a 256-digit paste
    '0.0-0bbb.5-f'                                  # zeros, placeholder, negative zero
    "9,9.9 9' 9+-+d"                                # grouping keys, signs
    'p\x08\xff\x00\x06\x63\x80\x81\x82\x83\x84\xfe\x05a'  # a mixed paste
)
rm -rf Corpus
mkdir Corpus
for i in $(seq 0 47); do
    policy=${policies[$(((i / 12 + i) % 6))]}
    edit=${edits[$((i % 12))]}
    printf "\\x$(printf %02x "$i")${policy}${edit}" >"Corpus/seed-$(printf %02d "$i")"
done
