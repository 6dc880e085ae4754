#!/usr/bin/env python3
"""Fails when Docs/Architecture.md names a path, a type or a function that no longer exists.

    scripts/check-architecture-doc.py              # Docs/Architecture.md
    scripts/check-architecture-doc.py PAGE...      # other pages, read the same way
    scripts/check-architecture-doc.py --self-test  # proves a renamed type, a moved file and
                                                   # changed labels fail, on a sample

Every `backticked` span outside code blocks is read as one of:

- a path (it holds a `/` or ends in a file extension): it must exist from the repository root
  or from Sources/NumberEntryCore (the page says which folders live where); a bare file name
  (`NumberField+Step.swift`) must be a file somewhere in the repository. `<Placeholder>` parts
  name a file still to write: its folder must exist.
- a name: `Type`, `Type.member`, `Type.Nested.member`, `.member`, `name`, `owner.name`, each
  optionally called with its argument labels (`apply(_:by:)`, `NumberField.apply(_:)`,
  `Type(label:)` for an initializer). A type is a struct, enum, class, protocol, actor, type alias
  or associated type declared in a Swift file of Sources/ or Tests/, or a module (a folder of
  Sources/). A member of a type must be declared in a file that declares or extends that type;
  a lowercase name (`applyGenerally`, `policy.entry`) must be declared somewhere. With labels, a
  function or initializer of that name must take exactly those argument labels.

Anything else (an expression such as `field.insert("5")`, a keyword, a standard library name)
is not checked. Prints one line per problem (`Docs/Architecture.md:LINE: ...`) and exits 1 when
there is one.
"""

import argparse
import os
import re
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PAGE = Path("Docs/Architecture.md")
# Where a relative path may start, from the repository root.
BASES = [Path("."), Path("Sources/NumberEntryCore")]
# Where declarations are looked up.
SWIFT_FOLDERS = ["Sources", "Tests"]
EXTENSIONS = (".swift", ".md", ".py", ".sh", ".txt", ".json", ".jsonl", ".yml", ".html", ".js")
# Words in backticks that are Swift's or the standard library's, not the project's.
NOT_OURS = {
    "inout", "mutating", "borrowing", "consuming", "switch", "case", "nil", "true", "false", "let", "var",
    "func", "init", "enum", "struct", "class", "protocol", "extension", "static", "throws", "package",
    "public", "private", "internal", "self", "Self", "String", "Substring", "Int", "UInt8", "Bool", "Double",
    "Range", "Array", "Optional", "Sendable", "Hashable", "Equatable", "Codable", "CaseIterable", "Decimal",
    "Locale", "Foundation",
}

IDENTIFIER = r"[A-Za-z_][A-Za-z0-9_]*"
NAME = re.compile(rf"^(\.?)({IDENTIFIER}(?:\.{IDENTIFIER})*)(\((?:(?:{IDENTIFIER}|_):)*\))?$")
MODIFIERS = (
    r"(?:(?:@\w+(?:\([^()\n]*\))?|public|private|fileprivate|internal|package|open|static|class|final"
    r"|override|mutating|nonmutating|indirect|nonisolated|convenience|required|lazy|weak|unowned"
    r"|(?:private|fileprivate|internal|package|public)\(set\))\s+)*"
)
TYPE_DECLARATION = re.compile(
    rf"^[ \t]*{MODIFIERS}(?:struct|enum|class|protocol|actor|typealias|associatedtype)\s+({IDENTIFIER})", re.M)
EXTENSION = re.compile(rf"^[ \t]*{MODIFIERS}extension\s+({IDENTIFIER}(?:\.{IDENTIFIER})*)", re.M)
FUNCTION = re.compile(
    rf"^[ \t]*{MODIFIERS}(?:func\s+({IDENTIFIER})|(init)[?!]?|(subscript))\s*(?:<[^(]*>)?\s*\(", re.M)
PROPERTY = re.compile(rf"^[ \t]*{MODIFIERS}(?:var|let)\s+({IDENTIFIER})", re.M)
# Enum cases (`case a, b(Int), c = "c"`), on their own line or after the enum's `{`.
CASE_ITEM = rf"{IDENTIFIER}(?:\([^)]*\))?(?:\s*=\s*[^,\n]+)?"
CASE = re.compile(rf"(?:^[ \t]*|\{{[ \t]*){MODIFIERS}case\s+({CASE_ITEM}(?:\s*,\s*{CASE_ITEM})*)", re.M)


def labels(source, start):
    """The argument labels of the parameter clause whose `(` is at `start`, as `(a:_:b:)`."""
    depth, index, parts, part = 0, start, [], ""
    while index < len(source):
        char = source[index]
        # `<` opens generic arguments right after a name (`Array<Int>`), not a comparison (`1 < 2`).
        generic = char == "<" and depth > 0 and (source[index - 1].isalnum() or source[index - 1] == "_")
        if char in "([{" or generic:
            depth += 1
            if depth > 1:
                part += char
        elif char in ")]}" or (char == ">" and source[index - 1] not in "- " and depth > 1):
            depth -= 1
            if depth == 0:
                parts.append(part)
                break
            part += char
        elif char == "," and depth == 1:
            parts.append(part)
            part = ""
        else:
            part += char
        index += 1
    result = []
    for part in parts:
        head = re.sub(r"@\w+(\([^)]*\))?", "", part.split(":", 1)[0]).split()
        if head:
            result.append(head[0] + ":")
    return "(" + "".join(result) + ")"


class Declarations:
    """The types, members and modules declared in a repository's Swift files."""

    def __init__(self, root):
        self.types = set()
        sources = root / "Sources"
        self.modules = {path.name for path in sources.iterdir() if path.is_dir()} if sources.is_dir() else set()
        self.names = set()  # every declared member name, anywhere
        self.calls = set()  # `name(labels)`, anywhere
        self.by_type = {}  # type name -> (member names, `name(labels)` forms) of its files
        for folder in SWIFT_FOLDERS:
            for path in sorted((root / folder).rglob("*.swift")) if (root / folder).is_dir() else []:
                if ".build" not in path.parts:
                    self.read(path.read_text(encoding="utf-8"))

    def read(self, source):
        code = "\n".join(line for line in source.split("\n") if not line.lstrip().startswith("//"))
        owners = set(TYPE_DECLARATION.findall(code))
        self.types |= owners
        for extended in EXTENSION.findall(code):
            owners |= set(extended.split("."))
        names, calls = set(owners), set()
        for match in FUNCTION.finditer(code):
            name = match.group(1) or match.group(2) or match.group(3)
            names.add(name)
            calls.add(name + labels(code, match.end() - 1))
        names |= set(PROPERTY.findall(code))
        for cases in CASE.findall(code):
            for case in re.sub(r"\([^)]*\)|=\s*[^,]+", "", cases).split(","):
                if case.strip() not in ("let", "var"):
                    names.add(case.strip())
        self.names |= names
        self.calls |= calls
        for owner in owners:
            known = self.by_type.setdefault(owner, (set(), set()))
            known[0].update(names)
            known[1].update(calls)

    def problem(self, token):
        """What is wrong with the name `token`; `None` when it is declared or not a name."""
        match = NAME.match(token)
        if not match:
            return None
        dot, dotted, called = match.groups()
        parts = dotted.split(".")
        if parts[0] in NOT_OURS:
            return None
        if len(parts) > 1 and parts[-1] == "self" and not called:
            parts.pop()  # `NaturalEntry.self`: the type
        if dot or not parts[0][0].isupper():
            # `.member`, `name`, `owner.name`: each part declared somewhere.
            for part in parts[:-1] if called else parts:
                if part not in self.names and part not in self.types:
                    return f"`{token}`: no declaration of `{part}`"
            if called and parts[-1] + called not in self.calls:
                return f"`{token}`: no function `{parts[-1]}` with the labels {called}"
            return None
        # `Type`, `Type.member`, `Type(labels)`, `Type.member(labels)`.
        if parts[0] not in self.types and parts[0] not in self.modules:
            return f"`{token}`: no type `{parts[0]}`"
        owner = parts[0]
        for index, part in enumerate(parts[1:], 2):
            members, calls = self.by_type.get(owner, (set(), set()))
            last = index == len(parts) and called
            if last and part + called not in calls:
                return f"`{token}`: no function `{part}` with the labels {called} where `{owner}` is declared"
            if not last and part not in members:
                return f"`{token}`: no member `{part}` where `{owner}` is declared"
            owner = part
        if called and len(parts) == 1 and "init" + called not in self.by_type.get(owner, (set(), set()))[1]:
            return f"`{token}`: no initializer of `{owner}` with the labels {called}"
        return None


def is_path(token):
    return "/" in token or token.endswith(EXTENSIONS)


def path_problem(root, token):
    """What is wrong with the path `token`; `None` when it exists."""
    if " " in token or token.startswith(("http:", "https:")):
        return None
    pattern = token
    if "<" in token:
        # A file still to write: its folder must exist.
        pattern = token[: token.index("<")].rpartition("/")[0] + "/"
        if pattern == "/":
            return None
    if "/" not in pattern:
        # A bare file name: anywhere in the repository but the build folders.
        for folder, subfolders, files in os.walk(root):
            subfolders[:] = [name for name in subfolders if not name.startswith((".build", ".git"))]
            if pattern in files or pattern in subfolders:
                return None
        return f"`{token}`: no file `{pattern}` in the repository"
    pattern = pattern.rstrip("/")
    for base in BASES:
        if any((root / base).glob(pattern)) if "*" in pattern else (root / base / pattern).exists():
            return None
    what = f"folder {pattern}/" if "<" in token else "such path"
    return f"`{token}`: no {what} from the repository root or {BASES[1]}"


def tokens(text):
    """(line, backticked span) outside fenced code blocks."""
    fenced = False
    for number, line in enumerate(text.split("\n"), 1):
        if line.lstrip().startswith("```"):
            fenced = not fenced
            continue
        if fenced:
            continue
        for span in re.findall(r"``?([^`]+)``?", line):
            yield number, span.strip()


def check(root, page):
    """The problems of `page` (relative to `root`), one line each."""
    declarations = Declarations(root)
    problems = []
    for number, token in tokens((root / page).read_text(encoding="utf-8")):
        problem = path_problem(root, token) if is_path(token) else declarations.problem(token)
        if problem:
            problems.append(f"{page}:{number}: {problem}")
    return problems


SAMPLE_SOURCES = {
    "Sources/NumberEntryCore/Field/Widget.swift": """\
/// A widget.
struct Widget {
    var size: Int
    enum Kind { case round, square }
    func spin(_ turns: Int, by rule: (Int) -> Bool = { _ in true }, at offset: Int) {}
}
""",
    "Sources/NumberEntryCore/Field/Widget+Polish.swift": """\
extension Widget {
    mutating func polish<T: Sequence>(
        with cloth: T,
        times: Int
    ) where T.Element == Int {}
    init(size: Int, kind: Kind) { self.size = size }
}
""",
}
SAMPLE_PAGE = """\
# Sample
`Field/Widget.swift` holds `Widget` (`Widget.size`, `Widget.Kind.round`), and
`Field/Widget+Polish.swift` holds `Widget.polish(with:times:)` and `Widget(size:kind:)`.
`spin(_:by:at:)` is called by `polish`; `.square` is a kind; `Field/<Name>.swift` is to come.
```
`Gadget` in a code block is not read.
```
`field.insert("5")` is an expression.
"""
# What the sample page gives when the sources change.
SAMPLE_CHANGES = [
    ("nothing changed", lambda sources: sources, []),
    (
        "Widget renamed Gadget",
        lambda sources: {path: text.replace("Widget", "Gadget") for path, text in sources.items()},
        [
            "Docs/Architecture.md:2: `Widget`: no type `Widget`",
            "Docs/Architecture.md:2: `Widget.size`: no type `Widget`",
            "Docs/Architecture.md:2: `Widget.Kind.round`: no type `Widget`",
            "Docs/Architecture.md:3: `Widget.polish(with:times:)`: no type `Widget`",
            "Docs/Architecture.md:3: `Widget(size:kind:)`: no type `Widget`",
        ],
    ),
    (
        "Widget+Polish.swift moved to Modes/",
        lambda sources: {
            path.replace("Field/Widget+Polish", "Modes/Widget+Polish"): text
            for path, text in sources.items()
        },
        ["Docs/Architecture.md:3: `Field/Widget+Polish.swift`: no such path from the repository root "
         "or Sources/NumberEntryCore"],
    ),
    (
        "a label changed, a member renamed",
        lambda sources: {
            path: text.replace("at offset: Int", "offset: Int").replace("var size", "var width")
            for path, text in sources.items()
        },
        [
            "Docs/Architecture.md:2: `Widget.size`: no member `size` where `Widget` is declared",
            "Docs/Architecture.md:4: `spin(_:by:at:)`: no function `spin` with the labels (_:by:at:)",
        ],
    ),
]


def self_test():
    failures = 0
    for name, change, expected in SAMPLE_CHANGES:
        with tempfile.TemporaryDirectory() as folder:
            root = Path(folder)
            for path, text in change(SAMPLE_SOURCES).items():
                (root / path).parent.mkdir(parents=True, exist_ok=True)
                (root / path).write_text(text)
            (root / PAGE).parent.mkdir(parents=True)
            (root / PAGE).write_text(SAMPLE_PAGE)
            found = check(root, PAGE)
        if found != expected:
            failures += 1
            print(f"check-architecture-doc self-test, {name}: found\n  " + "\n  ".join(found or ["nothing"])
                  + "\nexpected\n  " + "\n  ".join(expected or ["nothing"]))
        else:
            for line in found:
                print(f"check-architecture-doc self-test, {name}: {line}")
    if failures:
        return 1
    print(f"check-architecture-doc self-test: {len(SAMPLE_CHANGES)} samples found as expected")
    return 0


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--self-test", action="store_true", help="check the checks on a sample")
    parser.add_argument("pages", nargs="*", default=[str(PAGE)])
    arguments = parser.parse_args()
    if arguments.self_test:
        return self_test()
    problems = [problem for page in arguments.pages for problem in check(ROOT, Path(page))]
    for problem in problems:
        print(problem)
    if problems:
        print(f"{', '.join(arguments.pages)}: stale paths or names: {len(problems)}")
        return 1
    print(f"architecture page: every path and name in {', '.join(arguments.pages)} exists")
    return 0


if __name__ == "__main__":
    sys.exit(main())
