#!/usr/bin/env python3
"""One name per thing: no type name defined twice in src/.

Reads every file of src/ (the library and the binary, `#[cfg(test)]` modules
included) and lists the types each defines at module level: `struct`, `enum`,
`union`, `trait` and `type` items of a file or of an inline `mod name { ... }`.
Items inside an `impl` or `trait` block (associated types such as `type Err` or
`type Item`) and inside a function body are not module-level and are left out.
Comments, strings and character literals are emptied first, as
scripts/check-layers.py does, so a word in a doc comment defines nothing.

A name defined in two places makes a reader ask which one a line means, and
`use` of both needs an alias. Give each thing one precise name, or, where two
types are the same thing, make them one.

Usage: python3 scripts/check-names.py [--list]
Exit code 0 when every type name is defined once; 1 with each name defined more
than once printed with the places (file:line) that define it. With --list it
prints every module-level type name and where it is defined.
"""

import argparse
import collections
import os
import re
import sys

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
SRC = os.path.join(ROOT, "src")

# An item's head: attributes and visibility are before it, a name after it.
ITEM = re.compile(r"\b(struct|enum|union|trait|type|impl|fn|mod)\b")
NAME = re.compile(r"\s*([A-Za-z_][A-Za-z0-9_]*)")


def strip_comments(text):
    """The code without comments and with every string and character literal
    emptied, newlines kept (so offsets map to the same line numbers): a quote
    inside a comment or an apostrophe of a lifetime must not open a literal."""
    out, i, n = [], 0, len(text)

    def blank(part):
        return "".join("\n" if ch == "\n" else " " for ch in part)

    while i < n:
        c = text[i]
        if text.startswith("//", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
            out.append(blank(text[i:j]))
            i = j
        elif text.startswith("/*", i):
            j = text.find("*/", i + 2)
            j = n if j < 0 else j + 2
            out.append(blank(text[i:j]))
            i = j
        elif c == "r" and re.match(r'r#*"', text[i:]) and not (i and (text[i - 1].isalnum() or text[i - 1] == "_")):
            hashes = re.match(r'r(#*)"', text[i:]).group(1)
            j = text.find('"' + hashes, i + 2 + len(hashes))
            j = n if j < 0 else j + 1 + len(hashes)
            out.append('"' + blank(text[i + 1 : j - 1]) + '"')
            i = j
        elif c == '"':
            j = i + 1
            while j < n and text[j] != '"':
                j += 2 if text[j] == "\\" else 1
            j = min(j + 1, n)
            out.append('"' + blank(text[i + 1 : j - 1]) + '"')
            i = j
        elif c == "'" and re.match(r"'(\\.[^']*|[^\\'])'", text[i:]):
            m = re.match(r"'(\\.[^']*|[^\\'])'", text[i:])
            out.append("'" + " " * (m.end() - 2) + "'")
            i += m.end()
        else:
            out.append(c)
            i += 1
    return "".join(out)


def module_level_types(code):
    """(line, kind, name) of each type defined at module level in `code` (comments
    and literals already emptied). A stack of the open blocks tells where a
    position is: only when every open block is a `mod` is an item module-level."""
    found = []
    stack = []  # kind of each open `{` block: "mod", "impl", "trait", "fn" or "other"
    pending = None  # the item whose `{` comes next
    i, n = 0, len(code)
    while i < n:
        c = code[i]
        if c == "{":
            stack.append(pending or "other")
            pending = None
            i += 1
            continue
        if c == "}":
            if stack:
                stack.pop()
            pending = None
            i += 1
            continue
        if c == ";":
            pending = None
            i += 1
            continue
        m = ITEM.match(code, i)
        if m and (i == 0 or not (code[i - 1].isalnum() or code[i - 1] in "_#")):
            kind = m.group(1)
            at_module = all(k == "mod" for k in stack)
            if kind in ("struct", "enum", "union", "trait", "type") and pending is None:
                name = NAME.match(code, m.end())
                if name and at_module:
                    found.append((code.count("\n", 0, i) + 1, kind, name.group(1)))
            if kind in ("impl", "fn", "mod", "trait") and pending is None:
                pending = kind
            i = m.end()
            continue
        i += 1
    return found


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--list", action="store_true", help="print every module-level type and where it stands")
    args = parser.parse_args()

    places = collections.defaultdict(list)
    for dirpath, _, names in os.walk(SRC):
        for name in sorted(names):
            if not name.endswith(".rs"):
                continue
            path = os.path.join(dirpath, name)
            with open(path, encoding="utf-8") as f:
                code = strip_comments(f.read())
            rel = os.path.relpath(path, ROOT)
            for line, kind, type_name in module_level_types(code):
                places[type_name].append(f"{rel}:{line} ({kind})")

    if args.list:
        for type_name in sorted(places):
            for place in sorted(places[type_name]):
                print(f"{type_name}\t{place}")

    twice = {name: sorted(where) for name, where in places.items() if len(where) > 1}
    for name in sorted(twice):
        print(f"{name} is defined {len(twice[name])} times:", file=sys.stderr)
        for place in twice[name]:
            print(f"  {place}", file=sys.stderr)
    if twice:
        print(
            f"{len(twice)} type name(s) defined more than once in src/: give each thing one name",
            file=sys.stderr,
        )
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
