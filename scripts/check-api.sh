#!/usr/bin/env bash
# The public API of every library product, written down: `api/<Product>.txt` holds each public
# declaration (its parent path, then the declaration) and each conformance the product declares,
# one a line, sorted, from the symbol graph of the debug build (scripts/api-text.py). A change to
# the public API is a diff of these files, reviewed with the code.
#
#   scripts/check-api.sh           # regenerate api/*.txt after an intended API change
#   scripts/check-api.sh --check   # CI: exit 1 when api/*.txt differ from the code, or when a
#                                  # public declaration has no doc comment (DocC coverage < 100 %)
#   scripts/check-api.sh [--check] --traits A,B   # further options go to `swift package`
#
# Builds what it needs (`swift package dump-symbol-graph` runs a debug build first; seconds after
# `swift build`). A product's file lists the declarations of its own modules; `NumberEntry`
# re-exports `NumberEntryCore`, whose declarations are in `NumberEntryCore.txt`.
set -euo pipefail
cd "$(dirname "$0")/.."

check=false
if [ "${1:-}" = --check ]; then
    check=true
    shift
fi
options=("$@")

# Each library product of Package.swift and the modules it exports, except underscored ones: the
# test-support product `_NumberEntryTestSupport` is outside the public API (README, "Definition
# of public API"). A product added to Package.swift gets its file on the next run.
products=()
while IFS= read -r product; do products+=("$product"); done < <(swift package "${options[@]}" dump-package | python3 -c '
import json, sys
for product in json.load(sys.stdin)["products"]:
    if "library" in product["type"] and not product["name"].startswith("_"):
        print(product["name"] + "=" + ",".join(product["targets"]))
')
[ ${#products[@]} -gt 0 ] || { echo "error: no library products in swift package dump-package" >&2; exit 1; }

log=$(mktemp)
trap 'rm -f "$log"; rm -rf "${written:-}"' EXIT
# Graphs of a previous run would stay beside the new ones (an extension file of a module that no
# longer extends that module): start from none.
rm -rf "$(dirname "$(swift build "${options[@]}" --show-bin-path)")/symbolgraph"
if ! swift package "${options[@]}" dump-symbol-graph --skip-synthesized-members >"$log" 2>&1; then
    cat "$log" >&2
    exit 1
fi
graphs=$(sed -n 's/^Files written to //p' "$log" | tail -1)
[ -d "$graphs" ] || { cat "$log" >&2; echo "no symbol graph directory in the output above" >&2; exit 1; }

if $check; then
    written=$(mktemp -d)
    status=0
    scripts/api-text.py "$graphs" "$written" "${products[@]}" || status=1
    for file in "$written"/*.txt; do
        if ! diff -u "api/$(basename "$file")" "$file"; then
            echo "error: the public API differs from api/$(basename "$file"): run scripts/check-api.sh and commit the diff" >&2
            status=1
        fi
    done
    for file in api/*.txt; do
        [ -e "$written/$(basename "$file")" ] || { echo "error: $file names no product" >&2; status=1; }
    done
    exit $status
fi
rm -f api/*.txt
scripts/api-text.py "$graphs" api "${products[@]}"
