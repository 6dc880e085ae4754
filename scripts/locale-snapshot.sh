#!/usr/bin/env bash
# Writes the vendored snapshot of ICU 72's locale data that the behaviour tests run on with the
# Foundation data source (Docs/Platforms.md): every load the tests ask for (`ICU72.requests` in
# Tests/NumberEntryTests/Support/ICU72.swift), read from the system ICU through the package's own loader
# (the `SystemICU` trait) and saved to Tests/NumberEntryTests/Fixtures/locale-data/icu72.json.
# Needs the ICU 72 headers (Debian 12's libicu-dev). `.ci/run` runs it and fails when the file
# changes; the system-ICU test run compares the file with the system ICU as well.
set -euo pipefail
cd "$(dirname "$0")/.."

version=$(pkg-config --modversion icu-uc)
case "$version" in
    72.*) ;;
    *) echo "locale-snapshot: the snapshot is ICU 72's data; this system has ICU $version" >&2; exit 1 ;;
esac

swift build --build-tests
NUMBERENTRY_WRITE_LOCALE_SNAPSHOT="$PWD/Tests/NumberEntryTests/Fixtures/locale-data/icu72.json" \
    swift test --skip-build --filter 'LocaleSnapshotTests/isTheSystemICUsData'
