#!/usr/bin/env python3
"""The public API of each library product, as text, from the symbol graphs of
`swift package dump-symbol-graph --skip-synthesized-members` (see scripts/check-api.sh).

    scripts/api-text.py SYMBOLGRAPH_DIR OUT_DIR PRODUCT=Module,Module ...

Writes OUT_DIR/<Product>.txt: one line per public declaration, sorted, each its parent path
(the extended module's name first for a type of another module: `Swift.Int.init(exactly:)`),
then the declaration; one line per conformance a product declares (`ExactDecimal: Swift.Codable`).
Prints, per product, its count of declarations and of documented ones, and every declaration
without a doc comment; exits 1 when one is undocumented.
"""

import glob
import json
import os
import sys

# Conformances every type has unless it opts out, which would show in its declaration anyway.
IMPLIED = {"Swift.Copyable", "Swift.Escapable", "Swift.SendableMetatype"}


def declaration(symbol):
    text = "".join(fragment["spelling"] for fragment in symbol.get("declarationFragments", []))
    return " ".join(text.split())


def availability(symbol):
    notes = []
    for item in symbol.get("availability", []):
        domain = item.get("domain", "*")
        for key in ("introduced", "deprecated", "obsoleted"):
            if key in item:
                version = item[key]
                numbers = ".".join(str(version.get(part, 0)) for part in ("major", "minor", "patch"))
                notes.append(f"{domain} {key} {numbers}")
        if item.get("isUnconditionallyDeprecated"):
            notes.append(f"{domain} deprecated")
        if item.get("renamed"):
            notes.append(f"renamed {item['renamed']}")
    return f" [{', '.join(notes)}]" if notes else ""


def module_lines(directory, module):
    """The lines and undocumented paths of `module`: its own graph and its extensions'."""
    lines, undocumented = [], []
    paths = sorted(glob.glob(os.path.join(directory, f"{module}.symbols.json")))
    if not paths:
        sys.exit(f"error: no symbol graph for {module} in {directory} (is its package trait enabled?)")
    paths += sorted(glob.glob(os.path.join(directory, f"{module}@*.symbols.json")))
    for path in paths:
        name = os.path.basename(path)[: -len(".symbols.json")]
        extended = name.split("@", 1)[1] if "@" in name else None
        graph = json.load(open(path, encoding="utf-8"))
        symbols = {symbol["identifier"]["precise"]: symbol for symbol in graph["symbols"]}

        def parent_path(symbol):
            components = list(symbol["pathComponents"])
            return ".".join(([extended] if extended else []) + components)

        for symbol in symbols.values():
            if symbol["accessLevel"] not in ("public", "open"):
                continue
            where = parent_path(symbol)
            lines.append(f"{where} | {symbol['accessLevel']} {declaration(symbol)}{availability(symbol)}")
            comment = symbol.get("docComment", {}).get("lines", [])
            if not any(line.get("text", "").strip() for line in comment):
                undocumented.append(f"{module}: {where} | {declaration(symbol)}")
        for relation in graph.get("relationships", []):
            if relation["kind"] != "conformsTo" or relation["source"] not in symbols:
                continue
            source = symbols[relation["source"]]
            target = symbols.get(relation["target"])
            target_name = ".".join(target["pathComponents"]) if target else relation.get("targetFallback", relation["target"])
            if target_name not in IMPLIED:
                lines.append(f"{parent_path(source)}: {target_name}")
    return lines, undocumented


def main():
    directory, out, specs = sys.argv[1], sys.argv[2], sys.argv[3:]
    os.makedirs(out, exist_ok=True)
    missing = []
    for spec in specs:
        product, modules = spec.split("=", 1)
        lines, undocumented = [], []
        for module in modules.split(","):
            module_text, module_missing = module_lines(directory, module)
            lines += module_text
            undocumented += module_missing
        declarations = sum(1 for line in lines if " | " in line)
        with open(os.path.join(out, f"{product}.txt"), "w", encoding="utf-8") as file:
            file.write("".join(line + "\n" for line in sorted(set(lines))))
        documented = declarations - len(undocumented)
        percent = 100.0 * documented / declarations if declarations else 100.0
        print(f"{product}: {declarations} public declarations, {documented} documented ({percent:.1f} %)")
        missing += sorted(undocumented)
    for line in missing:
        print(f"  undocumented: {line}")
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main())
