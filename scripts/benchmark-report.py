#!/usr/bin/env python3
"""Runs the benchmarks and the instruction counts, checks the performance targets and prints
the Markdown tables of Benchmarks/README.md.

    scripts/benchmark-report.py                  # run everything, print the tables
    scripts/benchmark-report.py --update-readme  # ... and replace the tables in Benchmarks/README.md
    scripts/benchmark-report.py --jmh FILE       # report on an earlier JMH export, no new run
    scripts/benchmark-report.py --jmh FILE --instructions TSV   # ... and on earlier counts (scripts/instructions.sh's output)

One run of `swift package --package-path Benchmarks benchmark` (exported as JMH) gives every wall-clock and malloc
figure, so ratios to the baselines come from the same run. Every target that is a ratio (a
speed-up, a locale against en_US, an affixed or fixed-scale field against its twin, a change
against the range edit) is judged on the instruction counts, which do not depend on the
machine's load, with the wall-clock ratio beside it (on wall clock alone with
--skip-instructions). Exits 1 when a target is missed, 2 when a tool fails.
"""

import argparse
import json
import re
import subprocess
import sys
from datetime import date
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
EXPORT_DIR = ROOT / ".build" / "benchmark-report"
README = ROOT / "Benchmarks" / "README.md"
BEGIN = "<!-- benchmark-report:begin -->"
END = "<!-- benchmark-report:end -->"

LOCALES = ["en_US", "de_DE", "hi_IN", "ar_EG", "fa_IR", "ff_Adlm"]
SCENARIOS = [
    ("typing", "typing 12 digits at the end"),
    ("middle-insert", "digit in the middle of `1,234,567,890.12`"),
    ("backspace-grouping", "backspace over a grouping separator"),
    ("sign-toggle", "toggling the sign"),
    ("paste-selection", "pasting 30 digits over a selection"),
    ("finalize", "finalize of a 12-digit value"),
]
BASELINES = [
    ("typing-formatstyle-int", "`IntegerFormatStyle<Int>` parse + format"),
    ("typing-formatstyle-decimal", "`Decimal.FormatStyle` parse + format"),
    ("typing-icu", "ICU `unum_parseDecimal` + `unumf_formatDecimal`"),
]
PASTED_DIGITS = [100, 1_000, 10_000]
# Keystroke benchmarks run this many keystrokes per sample (Benchmarks/NumberEntryBenchmarks/Register.swift);
# loads and long pastes run one operation per sample.
KEYSTROKES_PER_SAMPLE = 1_000
LOCALE_COUNT = 805

# The fields of Benchmarks/BenchmarkScenarios/AffixedFields.swift: (locale, format name).
AFFIXED = [("en_US", "USD"), ("de_DE", "EUR"), ("ar_EG", "EGP"), ("fr_FR", "percent"), ("de_DE", "kmh")]
FIXED = [("en_US", "plain"), ("ar_EG", "plain"), ("de_DE", "EUR")]

# Issue 16's targets, and issue 38's instruction count.
TARGET_SPEEDUP = 25
TARGET_PARSE_SPEEDUP = 20
TARGET_CHANGE_RATIO = 1.5
TARGET_AFFIXED_RATIO = 1.2
TARGET_PARSE_MALLOCS = 1
TARGET_INSTRUCTIONS = 1_000
TARGET_LOCALE_SPREAD = 2
TARGET_FINALIZE_NS = 150
TARGET_FINALIZE_MALLOCS = 1
TARGET_PASTE_NS_PER_DIGIT = 10
TARGET_PASTE_MALLOCS = 3
TARGET_LOAD_ALL_MS = 100


def run_benchmarks():
    """Runs every benchmark once with the JMH export; returns the export's path."""
    EXPORT_DIR.mkdir(parents=True, exist_ok=True)
    for old in EXPORT_DIR.glob("*.jmh.json"):
        old.unlink()
    command = ["swift", "package", "--package-path", str(ROOT / "Benchmarks"),
               "--allow-writing-to-package-directory", "benchmark",
               "--format", "jmh", "--path", str(EXPORT_DIR), "--no-progress"]
    if subprocess.run(command, cwd=ROOT, stdout=sys.stderr).returncode != 0:
        sys.exit(2)
    exports = list(EXPORT_DIR.glob("*.jmh.json"))
    if len(exports) != 1:
        print(f"expected one JMH export in {EXPORT_DIR}", file=sys.stderr)
        sys.exit(2)
    return exports[0]


def read_jmh(path):
    """Per benchmark id: wall-clock p50 and p99 in ns and the median malloc count, per sample."""
    results = {}
    for element in json.loads(Path(path).read_text()):
        benchmark_id = element["benchmark"].split(".", 3)[3]
        metrics = element["secondaryMetrics"]
        time = metrics["Time (wall clock)"]["scorePercentiles"]  # microseconds
        mallocs = metrics["Malloc (total)"]["scorePercentiles"]
        results[benchmark_id] = {
            "p50": time["50.0"] * 1_000, "p99": time["99.0"] * 1_000, "mallocs": mallocs["50.0"]}
    return results


def per_operation(results, benchmark_id):
    """The figures of one operation: one keystroke, or one whole load or paste."""
    figures = results[benchmark_id]
    batch = 1 if benchmark_id.startswith(("load-", "paste-digits.")) else KEYSTROKES_PER_SAMPLE
    return {name: value / batch for name, value in figures.items()}


def count_instructions(path=None):
    """Instructions per keystroke by scripts/instructions.sh, per workload id: counted now, or read
    from `path`, an earlier output of the script."""
    if path:
        output = Path(path).read_text()
    else:
        process = subprocess.run([str(ROOT / "scripts" / "instructions.sh")], cwd=ROOT,
                                 stdout=subprocess.PIPE, text=True)
        if process.returncode not in (0, 1):
            sys.exit(2)
        output = process.stdout
    counts = {}
    for line in output.splitlines():
        workload, value = line.split("\t")
        counts[workload] = int(value)
    return counts


def machine():
    cpu = subprocess.run(["lscpu"], stdout=subprocess.PIPE, text=True).stdout
    model = re.search(r"Model name:\s*(.+)", cpu)
    cores = subprocess.run(["nproc"], stdout=subprocess.PIPE, text=True).stdout.strip()
    swift = subprocess.run(["swift", "--version"], stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                           text=True).stdout.splitlines()[0]
    commit = subprocess.run(["git", "describe", "--always", "--dirty"], cwd=ROOT, stdout=subprocess.PIPE,
                            text=True).stdout.strip()
    return f"{model.group(1) if model else 'unknown CPU'}, {cores} cores (nproc), {swift}, commit {commit}"


def ns(value):
    return f"{value:,.0f}" if value >= 10 else f"{value:.1f}"


def mallocs(value):
    return f"{value:,.0f}" if value >= 10 or value == int(value) else f"{value:.2f}"


def cell(figures):
    return f"{ns(figures['p50'])} / {ns(figures['p99'])} · {mallocs(figures['mallocs'])}"


def table(header, rows):
    lines = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    lines += ["| " + " | ".join(row) + " |" for row in rows]
    return "\n".join(lines)


def report(results, instructions):
    """The Markdown section and the list of (target, measured, met)."""
    def figures(benchmark_id):
        return per_operation(results, benchmark_id)

    def engine_typing(locale):
        return figures(f"typing.{locale}")["p50"]

    def ratio(workload, base):
        """`workload`'s cost over `base`'s: in instructions where both were counted, else in
        wall clock (p50)."""
        if workload in instructions and base in instructions:
            return instructions[workload] / instructions[base]
        return figures(workload)["p50"] / figures(base)["p50"]

    def ratio_text(workload, base):
        """The ratio a target is judged on, with the wall-clock one beside it."""
        wall = figures(workload)["p50"] / figures(base)["p50"]
        if workload in instructions and base in instructions:
            return f"{ratio(workload, base):.2f}× (wall clock {wall:.2f}×)"
        return f"wall clock {wall:.2f}×" if instructions else f"{wall:.2f}×"

    ratio_header = "ratio: instructions (wall clock)" if instructions else "ratio (wall clock)"

    keystroke_rows = [[label] + [cell(figures(f"{scenario}.{locale}")) for locale in LOCALES]
                      for scenario, label in SCENARIOS]
    for baseline, label in BASELINES:
        keystroke_rows.append([f"baseline: {label}"] + [cell(figures(f"{baseline}.{locale}")) for locale in LOCALES])
    for baseline, label in BASELINES:
        keystroke_rows.append([f"typing speed-up over {label.split(' ')[0]}: {ratio_header.split(': ')[-1]}"] + [
            ratio_text(f"{baseline}.{locale}", f"typing.{locale}") for locale in LOCALES])
    def instruction_cells(workload):
        return [f"{instructions[f'{workload}.{locale}']:,}" if f"{workload}.{locale}" in instructions else ""
                for locale in LOCALES]

    if instructions:
        for scenario, label in SCENARIOS:
            keystroke_rows.append([f"instructions: {label} (callgrind)"] + instruction_cells(scenario))
        for baseline, label in BASELINES:
            keystroke_rows.append([f"instructions: baseline {label.split(' ')[0]}"] + [
                f"{instructions[f'{baseline}.{locale}']:,}" if f"{baseline}.{locale}" in instructions else ""
                for locale in LOCALES])

    change_rows = [
        ["range edit: a digit at the end of `123,456,789,012`"] + [cell(figures(f"range-end.{locale}")) for locale in LOCALES],
        ["the same as a whole-text change"] + [cell(figures(f"change-end.{locale}")) for locale in LOCALES],
        [ratio_header] + [ratio_text(f"change-end.{locale}", f"range-end.{locale}") for locale in LOCALES],
    ]
    if instructions:
        for workload, label in [("range-end", "range edit"), ("change-end", "whole-text change")]:
            change_rows.append([f"instructions: {label}"] + [
                f"{instructions[f'{workload}.{locale}']:,}" if f"{workload}.{locale}" in instructions else ""
                for locale in LOCALES])

    parse_rows = [
        ["`NumberParser`, strict"] + [cell(figures(f"parse.{locale}")) for locale in LOCALES],
        ["baseline: `Decimal.ParseStrategy`"] + [cell(figures(f"parse-formatstyle-decimal.{locale}")) for locale in LOCALES],
        ["speed-up: instructions (wall clock)" if instructions else "speed-up (wall clock)"]
        + [ratio_text(f"parse-formatstyle-decimal.{locale}", f"parse.{locale}") for locale in LOCALES],
    ]
    if instructions:
        for workload, label in [("parse", "`NumberParser`"), ("parse-formatstyle-decimal", "`Decimal.ParseStrategy`")]:
            parse_rows.append([f"instructions: {label}"] + [
                f"{instructions[f'{workload}.{locale}']:,}" if f"{workload}.{locale}" in instructions else ""
                for locale in LOCALES])

    def twins(fields, workload, twin, labels):
        """The header and rows of fields measured beside their twins (`typing-affixed.de_DE.EUR`
        beside `typing-plain.de_DE.EUR`), and the field with the largest ratio."""
        rows = []
        for locale, name in fields:
            measured, base = figures(f"{workload}.{locale}.{name}"), figures(f"{twin}.{locale}.{name}")
            row = [f"{locale} {name}", cell(measured), cell(base)]
            if instructions:
                row += [f"{instructions.get(f'{workload}.{locale}.{name}', 0):,}",
                        f"{instructions.get(f'{twin}.{locale}.{name}', 0):,}"]
            row.append(ratio_text(f"{workload}.{locale}.{name}", f"{twin}.{locale}.{name}"))
            rows.append(row)
        header = ["field"] + list(labels) + (
            [f"instructions: {label}" for label in labels] if instructions else []) + [ratio_header]
        worst = max(fields, key=lambda field: ratio(f"{workload}.{field[0]}.{field[1]}", f"{twin}.{field[0]}.{field[1]}"))
        return header, rows, worst

    affixed_header, affixed_rows, worst_affixed = twins(
        AFFIXED, "typing-affixed", "typing-plain", ("affixed", "plain"))
    fixed_header, fixed_rows, worst_fixed = twins(
        FIXED, "typing-fixed", "typing-natural", ("fixed-scale", "natural"))

    load_rows = [[f"one locale, uncached: {locale}", f"{figures(f'load-cold.{locale}')['p50'] / 1e3:,.1f} µs",
                  f"{figures(f'load-cold.{locale}')['p99'] / 1e3:,.1f} µs",
                  mallocs(figures(f"load-cold.{locale}")["mallocs"]),
                  f"{instructions[f'load-cold.{locale}']:,}" if f"load-cold.{locale}" in instructions else ""]
                 for locale in LOCALES]
    load_all = figures("load-all")
    load_rows.append([f"all {LOCALE_COUNT} locales, uncached", f"{load_all['p50'] / 1e6:,.1f} ms",
                      f"{load_all['p99'] / 1e6:,.1f} ms", mallocs(load_all["mallocs"]),
                      f"{instructions['load-all']:,}" if "load-all" in instructions else ""])

    paste_rows = []
    previous = None
    for digits in PASTED_DIGITS:
        paste = figures(f"paste-digits.{digits}")
        growth = f"{paste['p50'] / previous:.1f}×" if previous else ""
        paste_rows.append([f"{digits:,}", f"{paste['p50'] / 1e3:,.1f} µs", f"{paste['p99'] / 1e3:,.1f} µs",
                           f"{paste['p50'] / digits:,.1f}", mallocs(paste["mallocs"]), growth,
                           f"{instructions[f'paste-digits.{digits}']:,}" if f"paste-digits.{digits}" in instructions
                           else ""])
        previous = paste["p50"]

    targets = []
    typing = figures("typing.en_US")
    for baseline, label in BASELINES[:1]:
        speedup = ratio(f"{baseline}.en_US", "typing.en_US")
        targets.append((f"en_US typing ≥ {TARGET_SPEEDUP}× faster than {label.split(' ')[0]}",
                        ratio_text(f"{baseline}.en_US", "typing.en_US"), speedup >= TARGET_SPEEDUP))
    targets.append(("en_US typing: 0 mallocs per keystroke (the field holds its text inline)",
                    mallocs(typing["mallocs"]), typing["mallocs"] == 0))
    if "typing.en_US" in instructions:
        count = instructions["typing.en_US"]
        targets.append((f"en_US typing ≤ {TARGET_INSTRUCTIONS:,} instructions per keystroke", f"{count:,}",
                        count <= TARGET_INSTRUCTIONS))
    eur = figures("typing-affixed.de_DE.EUR")
    targets.append(("de_DE EUR typing: 0 mallocs per keystroke", mallocs(eur["mallocs"]), eur["mallocs"] == 0))
    for scenario, label in SCENARIOS + [("load-cold", "loading one locale")]:
        worst = max(LOCALES[1:], key=lambda locale: ratio(f"{scenario}.{locale}", f"{scenario}.en_US"))
        spread = ratio(f"{scenario}.{worst}", f"{scenario}.en_US")
        targets.append((f"{label}: every locale ≤ {TARGET_LOCALE_SPREAD}× en_US",
                        f"{ratio_text(f'{scenario}.{worst}', f'{scenario}.en_US')} ({worst})",
                        spread <= TARGET_LOCALE_SPREAD))
    worst = max(LOCALES, key=lambda locale: ratio(f"change-end.{locale}", f"range-end.{locale}"))
    change = ratio(f"change-end.{worst}", f"range-end.{worst}")
    targets.append((f"whole-text change at the end ≤ {TARGET_CHANGE_RATIO}× the range edit in every locale",
                    f"{ratio_text(f'change-end.{worst}', f'range-end.{worst}')} ({worst})",
                    change <= TARGET_CHANGE_RATIO))
    slowest = min(LOCALES, key=lambda locale: ratio(f"parse-formatstyle-decimal.{locale}", f"parse.{locale}"))
    parse_speedup = ratio(f"parse-formatstyle-decimal.{slowest}", f"parse.{slowest}")
    targets.append((f"parse of a 12-digit grouped number ≥ {TARGET_PARSE_SPEEDUP}× faster than `Decimal.ParseStrategy`"
                    " in every locale", f"{ratio_text(f'parse-formatstyle-decimal.{slowest}', f'parse.{slowest}')} "
                    f"({slowest})", parse_speedup >= TARGET_PARSE_SPEEDUP))
    parse_mallocs = max(figures(f"parse.{locale}")["mallocs"] for locale in LOCALES)
    targets.append((f"parse: ≤ {TARGET_PARSE_MALLOCS} malloc", mallocs(parse_mallocs),
                    parse_mallocs <= TARGET_PARSE_MALLOCS))
    finalize = figures("finalize.en_US")
    targets.append((f"en_US finalize of a 12-digit value ≤ {TARGET_FINALIZE_NS} ns", f"{finalize['p50']:.0f} ns",
                    finalize["p50"] <= TARGET_FINALIZE_NS))
    targets.append((f"en_US finalize ≤ {TARGET_FINALIZE_MALLOCS} malloc", mallocs(finalize["mallocs"]),
                    finalize["mallocs"] <= TARGET_FINALIZE_MALLOCS))
    for digits in PASTED_DIGITS[1:]:
        paste = figures(f"paste-digits.{digits}")
        targets.append((f"pasting {digits:,} digits ≤ {TARGET_PASTE_NS_PER_DIGIT} ns per digit",
                        f"{paste['p50'] / digits:.1f} ns", paste["p50"] / digits <= TARGET_PASTE_NS_PER_DIGIT))
        targets.append((f"pasting {digits:,} digits ≤ {TARGET_PASTE_MALLOCS} mallocs", mallocs(paste["mallocs"]),
                        paste["mallocs"] <= TARGET_PASTE_MALLOCS))
    for (workload, twin, worst, label) in [("typing-affixed", "typing-plain", worst_affixed,
                                              "currency, percent or unit keystroke ≤ {}× the plain one"),
                                             ("typing-fixed", "typing-natural", worst_fixed,
                                              "fixed-scale keystroke ≤ {}× the natural one")]:
        measured, base = f"{workload}.{worst[0]}.{worst[1]}", f"{twin}.{worst[0]}.{worst[1]}"
        targets.append((label.format(TARGET_AFFIXED_RATIO), f"{ratio_text(measured, base)} ({' '.join(worst)})",
                        ratio(measured, base) <= TARGET_AFFIXED_RATIO))
    targets.append((f"all {LOCALE_COUNT} locales load in < {TARGET_LOAD_ALL_MS} ms", f"{load_all['p50'] / 1e6:.1f} ms",
                    load_all["p50"] < TARGET_LOAD_ALL_MS * 1e6))

    section = "\n\n".join([
        f"Measured {date.today().isoformat()} on {machine()}. Wall clock: median (p50) / p99 of the "
        f"samples; a keystroke sample is {KEYSTROKES_PER_SAMPLE:,} keystrokes, so p99 is that of a "
        "batch's mean and mostly shows the machine's scheduling noise. Mallocs: median per operation.",
        "**Per keystroke** (ns p50 / p99 · mallocs)\n\n" + table(["keystroke"] + LOCALES, keystroke_rows),
        "**Whole-text changes** (a digit typed at the end of a 12-digit number; ns p50 / p99 · mallocs)\n\n"
        + table(["edit"] + LOCALES, change_rows),
        "**Parsing a complete string** (the 12-digit `123,456,789,012` as each locale shows it; ns p50 / p99 · "
        "mallocs per parse)\n\n" + table(["parse"] + LOCALES, parse_rows),
        "**Currency, percent and unit fields** (the 12 digits typed at the end, beside a plain field of the same "
        "locale; ns p50 / p99 · mallocs per keystroke)\n\n" + table(affixed_header, affixed_rows),
        "**Fixed-scale entry** (the 12 digits typed at the end of a fixed-scale field, beside the same field "
        "with natural entry; ns p50 / p99 · mallocs per keystroke)\n\n" + table(fixed_header, fixed_rows),
        "**Loading locale data from ICU** (bypassing the cache; ICU's own caches warm)\n\n"
        + table(["load", "p50", "p99", "mallocs", "instructions"], load_rows),
        "**Pasting digits into an empty field** (en_US, no digit limit)\n\n"
        + table(["digits", "p50", "p99", "ns per digit", "mallocs", "× previous", "instructions"], paste_rows),
        "**Targets**\n\n" + table(["target", "measured", "met"],
                                   [[name, value, "yes" if met else "**no**"] for name, value, met in targets]),
    ])
    return section, targets


def update_readme(section):
    text = README.read_text()
    start, end = text.index(BEGIN) + len(BEGIN), text.index(END)
    README.write_text(text[:start] + "\n" + section + "\n" + text[end:])


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--jmh", help="report on this JMH export instead of running the benchmarks")
    parser.add_argument("--skip-instructions", action="store_true", help="do not count instructions")
    parser.add_argument("--instructions", help="read the counts from this output of scripts/instructions.sh")
    parser.add_argument("--update-readme", action="store_true", help="replace the tables in Benchmarks/README.md")
    arguments = parser.parse_args()

    results = read_jmh(arguments.jmh or run_benchmarks())
    instructions = {} if arguments.skip_instructions else count_instructions(arguments.instructions)
    section, targets = report(results, instructions)
    print(section)
    if arguments.update_readme:
        update_readme(section)
    sys.exit(0 if all(met for _, _, met in targets) else 1)


if __name__ == "__main__":
    main()
