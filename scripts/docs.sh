#!/usr/bin/env bash
# The NumberEntry documentation archive with NumberEntryCore's symbols under NumberEntry, the
# module users import (it re-exports the core with `@_exported import`).
#
#   scripts/docs.sh [OUTPUT]      # default .build/docs/NumberEntry.doccarchive; prints the path it wrote
#
# `swift package generate-documentation --target NumberEntry` builds the same catalog, but
# swift-docc-plugin cannot pass `-experimental-allowed-reexported-modules` to the symbol graph
# extractor, so its archive lists the core only as an extended module. This script extracts the
# symbol graph itself with that option and runs `docc convert`; warnings fail it.
set -euo pipefail
cd "$(dirname "$0")/.."
output=${1:-.build/docs/NumberEntry.doccarchive}

swift build --target NumberEntry
bin=$(swift build --show-bin-path)
triple=$(swiftc -print-target-info | sed -n 's/^ *"triple": "\(.*\)",*$/\1/p' | head -n 1)
sdk=()
if command -v xcrun >/dev/null; then sdk=(-sdk "$(xcrun --show-sdk-path)"); fi

graphs=$(mktemp -d)
trap 'rm -rf "$graphs"' EXIT
swift-symbolgraph-extract -module-name NumberEntry -target "$triple" "${sdk[@]}" \
    -I "$bin/Modules" -I "$bin" -output-dir "$graphs" -minimum-access-level public \
    -experimental-allowed-reexported-modules=NumberEntryCore -emit-extension-block-symbols -skip-inherited-docs

mkdir -p "$(dirname "$output")"
docc convert Sources/NumberEntry/NumberEntry.docc --additional-symbol-graph-dir "$graphs" \
    --fallback-display-name NumberEntry --fallback-bundle-identifier NumberEntry \
    --output-path "$output" --warnings-as-errors
echo "Wrote $(cd "$(dirname "$output")" && pwd)/$(basename "$output")"
