#!/usr/bin/env python3
"""Compiles every ```swift block of README.md and of the DocC articles (Sources/*/*.docc).

    scripts/check-snippets.py            # generate .build/snippets and build it
    scripts/check-snippets.py --list     # print the blocks and what happens to each, build nothing

Each block becomes the `main.swift` of its own executable target in a generated package
(.build/snippets) that depends on this package by path, so a block is a compilable unit: its
own imports, top-level code and declarations. `#sourceLocation` directives make the compiler
name the Markdown file and line of an error. An HTML comment on the line before a block's
opening fence changes what happens to it:

    <!-- snippet: continues -->          the block continues the previous block of its page
                                         (one unit: a worked example told in steps)
    <!-- snippet: apple-only REASON -->  the block needs UIKit, AppKit or SwiftUI. Where they
                                         cannot be imported it is type-checked against the
                                         stand-ins of scripts/snippet-stubs (the shapes of the
                                         few UIKit and SwiftUI APIs the docs use), or skipped,
                                         with the reason printed, when it imports another
    <!-- snippet: manifest -->           a whole Package.swift: loaded with `swift package
                                         dump-package` in a scratch folder
    <!-- snippet: vapor -->              the block needs the `Vapor` package trait: compiled in a
                                         second package (.build/snippets-vapor) that enables it
                                         and builds in the scratch path .build-vapor, where
                                         `swift build --traits Vapor --scratch-path .build-vapor`
                                         already built Vapor
    <!-- snippet: skip REASON -->        not Swift to compile (shown output, a fragment)

Exits 1 when a block does not compile or a manifest does not load, with the page and line of
each; exits with a message on a malformed marker.
"""

import argparse
import platform
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / ".build" / "snippets"
OUT_VAPOR = ROOT / ".build" / "snippets-vapor"
VAPOR_SCRATCH = ROOT / ".build-vapor"
STUBS = ROOT / "scripts" / "snippet-stubs"
APPLE_MODULES = {"UIKit", "AppKit", "SwiftUI"}
PRODUCTS = [
    "NumberEntry", "NumberEntryCore", "NumberEntryFoundation", "NumberEntryRules", "NumberEntryForms", "NumberEntryStore",
]
FENCE = re.compile(r"^(\s*)```(\S*)\s*$")
MARKER = re.compile(r"^\s*<!--\s*snippet:\s*(\S+)\s*(.*?)\s*-->\s*$")
KINDS = {"continues", "apple-only", "manifest", "skip", "vapor"}
# The products a `vapor` block may import besides PRODUCTS, and the packages they come from.
VAPOR_PRODUCTS = [("NumberEntryVapor", "NumberEntry"), ("Vapor", "vapor")]


class Block:
    def __init__(self, page, line, code, kind, reason):
        self.page, self.line, self.code, self.kind, self.reason = page, line, code, kind, reason

    def where(self):
        return f"{self.page.relative_to(ROOT)}:{self.line}"


def pages():
    found = [ROOT / "README.md"]
    found += sorted(ROOT.glob("Sources/*/*.docc/**/*.md"))
    return found


def blocks(page):
    """The page's ```swift blocks with the marker of the line before each fence."""
    lines = page.read_text().split("\n")
    result, index = [], 0
    while index < len(lines):
        fence = FENCE.match(lines[index])
        if not fence:
            index += 1
            continue
        indent, info = fence.group(1), fence.group(2)
        end = index + 1
        while end < len(lines) and not re.match(r"^\s*```\s*$", lines[end]):
            end += 1
        if info == "swift":
            kind, reason = "unit", ""
            previous = lines[index - 1] if index > 0 else ""
            marker = MARKER.match(previous)
            if marker:
                kind, reason = marker.group(1), marker.group(2)
                if kind not in KINDS:
                    sys.exit(f"{page.relative_to(ROOT)}:{index}: unknown snippet marker '{kind}'")
            code = [line[len(indent):] if line.startswith(indent) else line for line in lines[index + 1:end]]
            result.append(Block(page, index + 2, code, kind, reason))
        index = end + 1
    return result


def units(all_blocks):
    """Groups each block with the blocks that continue it."""
    grouped = []
    for block in all_blocks:
        if block.kind == "continues":
            if not grouped or grouped[-1][0].page != block.page:
                sys.exit(f"{block.where()}: 'continues' without a previous block on the page")
            grouped[-1].append(block)
        else:
            grouped.append([block])
    return grouped


def apple_only(unit):
    return any(block.kind == "apple-only" for block in unit)


def apple_imports(unit):
    """The Apple UI modules the unit imports."""
    found = set()
    for block in unit:
        for line in block.code:
            words = line.split()
            if len(words) >= 2 and words[0] == "import" and words[1] in APPLE_MODULES:
                found.add(words[1])
    return found


def stubbed():
    return {path.stem for path in STUBS.glob("*.swift")}


def source(unit):
    text = []
    for block in unit:
        text.append(f'#sourceLocation(file: "{block.page}", line: {block.line})')
        text.extend(block.code)
    text.append("#sourceLocation()")
    return "\n".join(text) + "\n"


def check_manifest(block):
    with tempfile.TemporaryDirectory() as folder:
        (Path(folder) / "Package.swift").write_text("\n".join(block.code) + "\n")
        run = subprocess.run(["swift", "package", "--package-path", folder, "dump-package"],
                             capture_output=True, text=True)
    if run.returncode != 0:
        print(f"{block.where()}: the manifest does not load:\n{run.stderr}", file=sys.stderr)
        return False
    return True


def generate(compiled, stubs, out=OUT, vapor=False):
    if out.exists():
        for child in out.iterdir():
            if child.name.startswith("Snippet"):
                shutil.rmtree(child)
    out.mkdir(parents=True, exist_ok=True)
    names, stub_targets = [], []
    for module in sorted(stubs):
        (out / f"Snippet{module}").mkdir()
        shutil.copy(STUBS / f"{module}.swift", out / f"Snippet{module}" / f"{module}.swift")
        stub_targets.append(f'        .target(name: "{module}", path: "Snippet{module}")')
    for number, unit in enumerate(compiled, start=1):
        name = f"Snippet{number:03d}"
        (out / name).mkdir()
        (out / name / "main.swift").write_text(source(unit))
        names.append(name)
    products = [f'.product(name: "{product}", package: "NumberEntry")' for product in PRODUCTS]
    dependency = f'.package(name: "NumberEntry", path: "{ROOT}")'
    if vapor:
        # The trait alone, as `swift build --traits Vapor` enables it, so the build in
        # .build-vapor is the same build.
        products += [f'.product(name: "{product}", package: "{package}")' for product, package in VAPOR_PRODUCTS]
        dependency = (f'.package(name: "NumberEntry", path: "{ROOT}", traits: ["Vapor"]),\n        '
                      '.package(url: "https://github.com/vapor/vapor", from: "4.122.3")')
    targets = list(stub_targets)
    for name, unit in zip(names, compiled):
        dependencies = products + [f'"{module}"' for module in sorted(apple_imports(unit) & stubs)]
        targets.append(f'        .executableTarget(name: "{name}", dependencies: [{", ".join(dependencies)}], '
                       f'path: "{name}")')
    targets = ",\n".join(targets)
    (out / "Package.swift").write_text(f"""// swift-tools-version: 6.1
// Generated by scripts/check-snippets.py: one target per Swift block of the docs.
import PackageDescription

let package = Package(
    name: "Snippets",
    platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
    dependencies: [
        {dependency}
    ],
    targets: [
{targets}
    ],
    swiftLanguageModes: [.v6]
)
""")
    return names


def build(names, compiled, out, extra=()):
    """Builds the generated package; the blocks of every target that fails to compile."""
    if not names:
        return []
    run = subprocess.run(["swift", "build", "--package-path", str(out), *extra])
    if run.returncode == 0:
        return []
    # The build stops at the first failing target: build each to name every failing block.
    failed = []
    for name, unit in zip(names, compiled):
        alone = subprocess.run(["swift", "build", "--package-path", str(out), *extra, "--target", name],
                               capture_output=True, text=True)
        if alone.returncode != 0:
            print(alone.stdout + alone.stderr, file=sys.stderr)
            failed.append(", ".join(block.where() for block in unit))
    return failed


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--list", action="store_true", help="list the blocks, build nothing")
    arguments = parser.parse_args()

    all_blocks = [block for page in pages() for block in blocks(page)]
    # What the host imports for real (macOS: AppKit and SwiftUI); the rest of APPLE_MODULES comes
    # from the stand-ins where there is one.
    native = {"AppKit", "SwiftUI"} if platform.system() == "Darwin" else set()
    stubs = stubbed() - native
    compiled, manifests, vapor = [], [], []
    for unit in units(all_blocks):
        head = unit[0]
        described = ", ".join(block.where() for block in unit)
        if head.kind == "skip":
            print(f"skip {described}: {head.reason}")
        elif head.kind == "manifest":
            print(f"manifest {described}")
            manifests.append(head)
        elif any(block.kind == "vapor" for block in unit):
            print(f"compile with the Vapor trait {described}")
            vapor.append(unit)
        elif apple_only(unit) and apple_imports(unit) - native:
            reason = next(block.reason for block in unit if block.kind == "apple-only")
            missing = apple_imports(unit) - native - stubs
            if missing:
                print(f"skip {described}: apple-only on {platform.system()} ({reason}; no stand-in for "
                      f"{', '.join(sorted(missing))})")
            else:
                print(f"type-check {described}: apple-only on {platform.system()} ({reason}), against the "
                      "stand-ins of scripts/snippet-stubs")
                compiled.append(unit)
        else:
            print(f"compile {described}")
            compiled.append(unit)
    if arguments.list:
        return

    failed = [block.where() for block in manifests if not check_manifest(block)]
    names = generate(compiled, stubs)
    failed += build(names, compiled, OUT)
    if vapor:
        names = generate(vapor, set(), OUT_VAPOR, vapor=True)
        failed += build(names, vapor, OUT_VAPOR, ["--scratch-path", str(VAPOR_SCRATCH)])
    print(f"{len(all_blocks)} Swift blocks in {len(pages())} pages: {len(compiled) + len(vapor)} units built "
          f"({len(vapor)} with the Vapor trait), "
          f"{len(manifests)} manifests loaded, {len(failed)} failed")
    if failed:
        print("failed:\n  " + "\n  ".join(failed), file=sys.stderr)
        sys.exit(1)


if __name__ == "__main__":
    main()
