#!/usr/bin/env python3
"""Fails when a Swift file of a target is over 300 lines or one of its functions over 60.

    scripts/check-sizes.py                 # every target under Sources/
    scripts/check-sizes.py PATH...         # other files or folders
    scripts/check-sizes.py --list PATH...  # every function with its length, longest first
    scripts/check-sizes.py --self-test     # checks the counting on a sample of hard cases

A function counts from the line of its declaration (`func`, `init`, `deinit`, `subscript`, or a
property of a type or file with a body: a computed property or one set from a closure) to the
line of its closing brace, both included; attributes and doc comments above it do not count.
A nested function counts on its own and inside the one around it. Strings and comments are read
as such, so a brace in them counts for nothing. Prints one line per file or function over its
limit (`path:line: ...`) and exits 1 when there is one.
"""

import argparse
import re
import signal
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FILE_LIMIT = 300
FUNCTION_LIMIT = 60

MODIFIERS = (
    r"(?:@\w+(?:\([^()\n]*\))?|public|private|fileprivate|internal|package|open|static|class|final"
    r"|override|mutating|nonmutating|convenience|required|nonisolated|dynamic|lazy|weak|unowned"
    r"|consuming|borrowing|indirect|optional|(?:private|fileprivate|internal|package|public)\(set\))"
)
FUNCTION = re.compile(rf"^[ \t]*(?:{MODIFIERS}[ \t]+)*(func|init[?!]?|deinit|subscript)\b")
PROPERTY = re.compile(rf"^[ \t]*(?:{MODIFIERS}[ \t]+)*(var|let)\b")
TYPE = re.compile(
    rf"^[ \t]*(?:{MODIFIERS}[ \t]+)*(struct|class|enum|extension|protocol|actor)\b(?![ \t]*(?:func|var|let)\b)"
)
# A declaration's keyword and name, to show.
NAME = re.compile(r"\w+[?!]?(?:[ \t]+(?:`[^`]*`|\w+|[-+*/%<>=!&|^~?.]+))?")
# What a line may start with and still continue a declaration's signature.
CONTINUATION = re.compile(r"\s*(?:\{|->|where\b|throws\b|rethrows\b|async\b|&|,)")


def mask(source):
    """The source with every comment and string literal's content made spaces (newlines kept),
    so that braces and keywords in them are not read as code."""
    out = list(source)
    i, n = 0, len(source)
    # A stack of what is open: ("string", hashes, multiline) or ("interpolation", paren depth).
    stack = []

    def blank(start, end):
        for k in range(start, end):
            if out[k] != "\n":
                out[k] = " "

    while i < n:
        top = stack[-1] if stack else None
        if top is not None and top[0] == "string":
            _, hashes, multiline = top
            closing = ('"""' if multiline else '"') + "#" * hashes
            if source.startswith("\\" + "#" * hashes + "(", i):
                length = 2 + hashes
                blank(i, i + length)
                i += length
                stack.append(["interpolation", 0])
                continue
            if source.startswith("\\" + "#" * hashes, i):  # an escape: `\"`, or `\#"` in `#"..."#`
                length = 2 + hashes
                blank(i, min(i + length, n))
                i += length
                continue
            if source.startswith(closing, i):
                i += len(closing)
                stack.pop()
                continue
            if source[i] != "\n":
                out[i] = " "
            i += 1
            continue
        # Code, at the top level or inside an interpolation.
        if source.startswith("//", i):
            end = source.find("\n", i)
            end = n if end < 0 else end
            blank(i, end)
            i = end
            continue
        if source.startswith("/*", i):
            depth, j = 1, i + 2
            while j < n and depth:
                if source.startswith("/*", j):
                    depth, j = depth + 1, j + 2
                elif source.startswith("*/", j):
                    depth, j = depth - 1, j + 2
                else:
                    j += 1
            blank(i, j)
            i = j
            continue
        opening = re.compile(r'(#*)("""|")').match(source, i)
        if opening and (opening.group(1) == "" or source[i] == "#"):
            hashes = len(opening.group(1))
            multiline = opening.group(2) == '"""'
            i = opening.end()
            stack.append(["string", hashes, multiline])
            continue
        if top is not None and top[0] == "interpolation":
            if source[i] == "(":
                top[1] += 1
            elif source[i] == ")":
                if top[1] == 0:
                    out[i] = " "
                    stack.pop()
                    i += 1
                    continue
                top[1] -= 1
        i += 1
    return "".join(out)


def functions(source):
    """(name, first line, last line) of each function of a Swift source, lines from 1."""
    code = mask(source)
    lines = code.split("\n")
    starts = [0]
    for line in lines:
        starts.append(starts[-1] + len(line) + 1)

    def line_of(offset):
        lo, hi = 0, len(starts) - 1
        while lo < hi - 1:
            mid = (lo + hi) // 2
            if starts[mid] <= offset:
                lo = mid
            else:
                hi = mid
        return lo + 1

    # The matching closing brace of each opening brace.
    match, stack = {}, []
    for offset, char in enumerate(code):
        if char == "{":
            stack.append(offset)
        elif char == "}" and stack:
            match[stack.pop()] = offset

    def body(offset):
        """The offset of the `{` that opens the body of the declaration at `offset`, or None."""
        # Past the keyword and the name, which may be an operator (`func <`, `static func ==`).
        k = NAME.match(code, offset).end()
        # Parentheses and brackets open here (a closure in a default argument or an array
        # literal is no body); generic parameter lists hold no braces.
        depth = 0
        while k < len(code):
            char = code[k]
            if char in "([":
                depth += 1
            elif char in ")]":
                depth -= 1
            elif depth > 0:
                pass
            elif char == "{":
                return k
            elif char == "}":
                return None
            elif char == "\n":
                previous = code[offset:k].rstrip()
                if not (CONTINUATION.match(code, k + 1) or previous.endswith((",", "&", "->", "=", ":"))):
                    return None
            k += 1
        return None

    # Whether each line starts in a type's body (or at the top level), where a property is a
    # member rather than a local of a function.
    type_braces = set()
    for number, line in enumerate(lines, 1):
        declaration = TYPE.match(line)
        if declaration:
            brace = body(starts[number - 1] + declaration.start(1))
            if brace is not None:
                type_braces.add(brace)
    member_line, scopes = [None, True], [True]
    for offset, char in enumerate(code):
        if char == "\n":
            member_line.append(scopes[-1])
        elif char == "{":
            scopes.append(offset in type_braces)
        elif char == "}" and len(scopes) > 1:
            scopes.pop()

    found = []
    for number, line in enumerate(lines, 1):
        function = FUNCTION.match(line)
        property_ = None if function else PROPERTY.match(line)
        if property_ and not member_line[number]:
            continue
        declaration = function or property_
        if not declaration:
            continue
        start = starts[number - 1] + declaration.start(1)
        brace = body(start)
        if brace is None or brace not in match:
            continue
        name = NAME.match(code, start).group(0)
        found.append((name, number, line_of(match[brace])))
    return found


# Hard cases for the counting: braces in strings, comments and interpolations, raw and multi-line
# strings, a signature over several lines, an operator, a requirement without a body, closures
# in default arguments and properties, a comparison in a default argument, nested functions.
SAMPLE = r'''protocol P {
    func required() -> Int
    var x: Int { get }
}
struct S<T: Hashable> where T: Equatable {
    static let table: [Int: String] = [
        1: "{",
    ]
    static let handlers = [{ 1 }]
    lazy var closure: () -> Int = {
        let a = "\("}" + "{")"
        return 1
    }()
    var computed: Int {
        /* { nested /* } */ } */
        2
    }
    func long(
        a: Int = { 3 }(),
        b: Bool = 1 < 2
    ) throws -> [Int]
    where T: Comparable,
        T: Sendable
    {
        let s = """
            }}}} \(a) { " }
            """
        let r = #"raw \#"}" \#(a) {"#
        let c = { a }  // }
        return [c()]
    }
    static func < (lhs: S, rhs: S) -> Bool { false }
    init?(x: Int) {
        func inner() {
            print("\"{")
        }
    }
}
func free() -> Int { 1 }
'''
SAMPLE_FUNCTIONS = [
    ("var x", 3, 3),
    ("var closure", 10, 13),
    ("var computed", 14, 17),
    ("func long", 18, 31),
    ("func <", 32, 32),
    ("init?", 33, 37),
    ("func inner", 34, 36),
    ("func free", 39, 39),
]


def self_test():
    found = sorted(functions(SAMPLE), key=lambda item: item[1])
    if found != SAMPLE_FUNCTIONS:
        print(f"check-sizes self-test: found {found}, expected {SAMPLE_FUNCTIONS}")
        return 1
    print(f"check-sizes self-test: {len(found)} functions counted as expected")
    return 0


def swift_files(paths):
    for path in paths:
        path = Path(path)
        if path.is_dir():
            yield from sorted(path.rglob("*.swift"))
        else:
            yield path


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--list", action="store_true", help="print every function with its length")
    parser.add_argument("--self-test", action="store_true", help="check the counting on a sample")
    parser.add_argument("paths", nargs="*", default=[str(ROOT / "Sources")])
    arguments = parser.parse_args()
    signal.signal(signal.SIGPIPE, signal.SIG_DFL)  # `--list | head` ends quietly
    if arguments.self_test:
        return self_test()

    problems, listed = [], []
    for path in swift_files(arguments.paths):
        source = path.read_text(encoding="utf-8")
        resolved = path.resolve()
        shown = resolved.relative_to(ROOT) if resolved.is_relative_to(ROOT) else path
        count = source.count("\n") + (0 if source.endswith("\n") or not source else 1)
        if count > FILE_LIMIT:
            problems.append(f"{shown}:1: {count} lines, over {FILE_LIMIT}")
        for name, first, last in functions(source):
            length = last - first + 1
            listed.append((length, f"{shown}:{first}: {name}"))
            if length > FUNCTION_LIMIT:
                problems.append(f"{shown}:{first}: {name}: {length} lines, over {FUNCTION_LIMIT}")

    if arguments.list:
        for length, where in sorted(listed, key=lambda item: -item[0]):
            print(f"{length:5d}  {where}")
        return 0
    for problem in problems:
        print(problem)
    if problems:
        print(f"{len(problems)} over the limits ({FILE_LIMIT} lines a file, {FUNCTION_LIMIT} a function)")
        return 1
    print(f"sizes: no file over {FILE_LIMIT} lines, no function over {FUNCTION_LIMIT}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
