#!/usr/bin/env bash
# The playground's checks: builds the server (release), then replays the case files in headless
# Chromium, drives the form page there, runs the loopback load, measures the engine time per
# typed digit that Playground/README.md gives, and runs the hostile clients. Needs
# Debian's chromium, chromium-driver, python3-selenium, fonts-noto-core and fonts-noto-cjk
# (.ci/run installs them). Screenshots go to Playground/.build/.
set -euo pipefail
cd "$(dirname "$0")/.."

swift build -c release
binary="$(swift build -c release --show-bin-path)/playground"
cases="$(cd .. && pwd)/Tests/NumberEntryTests/Fixtures/cases"

# The screenshots show ja_JP's yen, U+FFE5 (not U+00A5): without a font that has it, a box.
if [ -z "$(fc-list ':charset=ffe5')" ]; then
    echo "no font has U+FFE5, ja_JP's yen sign: install fonts-noto-cjk" >&2
    exit 1
fi

cd Checks
/usr/bin/python3 browser_cases.py "$binary" "$cases" ../.build
/usr/bin/python3 form_checks.py "$binary" ../.build
/usr/bin/python3 load.py "$binary" 200 1000
/usr/bin/python3 engine_time.py "$binary"
/usr/bin/python3 hostile.py "$binary"
