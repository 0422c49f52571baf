#!/usr/bin/env python3
"""The floors of src/ checked from the code (the graph in docs/floors.dot).

Reads every file of the library (src/, without src/main.rs and src/cli/, which are
the binary and are checked for circles on their own) and every path it names: `use` trees (grouped, nested, `self`, `super`,
`crate`, a child module), and paths in code (`crate::store::load(..)`,
`super::compose::notice(..)`). Doc comments, `//` comments and `#[cfg(test)]`
modules are left out: a test may look at any floor. Each path is resolved to the
FILE it lands in (an inline `mod notation {}` is part of its file). Then:

1. no import circle between files (strongly connected components of the graph);
2. every file imports only its own floor or the floors below it, in the order of
   FLOORS (a floor is a top-level module of the library, src/<floor>/);
3. inside the arbiter floor, every file imports only its own room or the rooms
   below it, in the order of ARBITER_ROOMS (a room is a file or a folder of
   src/arbiter/; arbiter/mod.rs, the table of contents, stands above them all),
   every room of src/arbiter/ is in that list, and docs/ARCHITECTURE.md draws the
   rooms in the same order (its list of the rooms, top first).

Why not cargo-modules alone: its graph puts every method of `impl Arbiter` in the
module of the type, wherever the impl block stands, and its `--acyclic` works item
by item (a recursive enum is a cycle there); neither answers "which file imports
which file".

With --dot FILE it writes the floor graph (one node per floor with its files, an
edge per floor pair that has imports, labelled with how many file pairs) that
docs/ARCHITECTURE.md shows; `dot -Tsvg` (graphviz) draws it.

Usage: python3 scripts/check-layers.py [--dot docs/floors.dot] [--edges]
Exit code 0 when the checks pass; 1 with every offending file pair printed.
"""

import argparse
import collections
import os
import re
import sys

# Bottom first: a floor may import the floors before it in this list, never after.
FLOORS = [
    "board",
    "notation",
    "rules",
    "corr",
    "config",
    "mail",
    "xfcc",
    "store",
    "output",
    "arbiter",
    "daemon",
]

# The rooms of src/arbiter/, bottom first: a room may import the rooms before it in
# this list, never after (docs/ARCHITECTURE.md draws them top to bottom).
ARBITER_ROOMS = [
    "errors",
    "auth",
    "office",
    "played",
    "outgoing",
    "players",
    "game",
    "events",
    "message",
    "xfcc",
    "publish",
    "poll",
]

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
SRC = os.path.join(ROOT, "src")


def crate_files(binary=False):
    """Module path (tuple of names, () for the crate root) -> source text, of the
    library (lib.rs and its floors) or, with `binary`, of the binary (main.rs and
    src/cli/, the top floor, which names the library as `pbem_arbiter::`)."""
    files = {}
    for dirpath, _, names in os.walk(SRC):
        for name in names:
            if not name.endswith(".rs"):
                continue
            rel = os.path.relpath(os.path.join(dirpath, name), SRC)[:-3].split(os.sep)
            in_binary = rel == ["main"] or rel[0] == "cli"
            if in_binary != binary:
                continue
            if rel[-1] == "mod":
                rel = rel[:-1]
            if rel in (["lib"], ["main"]):
                rel = []
            with open(os.path.join(dirpath, name), encoding="utf-8") as f:
                files[tuple(rel)] = f.read()
    return files


def strip_comments(text):
    """The code without comments and with every string and character literal
    emptied (paths inside a string are not imports), in one pass: a quote inside
    a comment or an apostrophe of a lifetime must not open a literal."""
    out, i, n = [], 0, len(text)
    while i < n:
        c = text[i]
        if text.startswith("//", i):
            i = text.find("\n", i)
            i = n if i < 0 else i
        elif text.startswith("/*", i):
            j = text.find("*/", i + 2)
            i = n if j < 0 else j + 2
        elif c == "r" and re.match(r'r#*"', text[i:]) and not (i and (text[i - 1].isalnum() or text[i - 1] == "_")):
            hashes = re.match(r'r(#*)"', text[i:]).group(1)
            j = text.find('"' + hashes, i + 2 + len(hashes))
            out.append('""')
            i = n if j < 0 else j + 1 + len(hashes)
        elif c == '"':
            j = i + 1
            while j < n and text[j] != '"':
                j += 2 if text[j] == "\\" else 1
            out.append('""')
            i = j + 1
        elif c == "'" and re.match(r"'(\\.[^']*|[^\\'])'", text[i:]):
            m = re.match(r"'(\\.[^']*|[^\\'])'", text[i:])
            out.append("' '")
            i += m.end()
        else:
            out.append(c)
            i += 1
    return "".join(out)


def block_end(text, open_brace):
    depth = 0
    for i in range(open_brace, len(text)):
        if text[i] == "{":
            depth += 1
        elif text[i] == "}":
            depth -= 1
            if depth == 0:
                return i + 1
    return len(text)


def without_tests(text):
    """The text with every `#[cfg(test)]` item removed."""
    while True:
        m = re.search(r"#\[cfg\(test\)\]\s*(pub(\([^)]*\))?\s+)?mod\s+\w+\s*\{", text)
        if not m:
            return text
        text = text[: m.start()] + text[block_end(text, m.end() - 1):]


def inline_modules(text):
    """(start, end, name) of each inline `mod name { ... }`."""
    out = []
    for m in re.finditer(r"\bmod\s+(\w+)\s*\{", text):
        out.append((m.end() - 1, block_end(text, m.end() - 1), m.group(1)))
    return out


def expand_use(tree):
    """`a::{b, c::{d, self}}` -> ['a::b', 'a::c::d', 'a::c']."""
    tree = re.sub(r"\s+", "", tree)
    m = re.match(r"^(.*?)\{(.*)\}$", tree)
    if not m:
        return [re.sub(r"::self$", "", re.sub(r"as\w+$", "", tree))]
    prefix, inner = m.group(1), m.group(2)
    parts, depth, cur = [], 0, ""
    for ch in inner:
        if ch == "," and depth == 0:
            parts.append(cur)
            cur = ""
            continue
        depth += ch == "{"
        depth -= ch == "}"
        cur += ch
    parts.append(cur)
    out = []
    for p in filter(None, parts):
        for e in expand_use(p):
            out.append(prefix[:-2] if e == "self" else prefix + e)
    return out


def children_of(module, modules):
    return {m[-1] for m in modules if len(m) == len(module) + 1 and m[: len(module)] == module}


def resolve(path, here, modules):
    """The file module a path lands in, or None for paths outside the crate."""
    segs = [s for s in path.split("::") if s]
    if not segs:
        return None
    if segs[0] == "crate":
        base, segs = (), segs[1:]
    elif segs[0] in ("super", "self"):
        base = here
        while segs and segs[0] in ("super", "self"):
            if segs[0] == "super":
                base = base[:-1]
            segs = segs[1:]
    elif segs[0] in children_of(here, modules):
        base = here
    else:
        return None
    target = base
    for s in segs:
        if target + (s,) in modules:
            target = target + (s,)
        else:
            break
    return target


def references(module, text, modules):
    """Every file module `module`'s code names."""
    code = without_tests(strip_comments(text))
    inline = inline_modules(code)
    found = set()

    def here_at(pos):
        # An inline module shifts what `super` and `self` mean (its name is not a file).
        depth = sum(1 for s, e, _ in inline if s < pos < e)
        return module + ("<inline>",) * depth

    def add(path, pos):
        here = here_at(pos)
        # `super` from an inline module steps back to the file module first.
        target = resolve(path, here, modules | {here})
        if target is None:
            return
        target = tuple(t for t in target if t != "<inline>")
        if target != module and target in modules:
            found.add(target)

    for m in re.finditer(r"\buse\s+([^;]+);", code):
        for path in expand_use(m.group(1)):
            add(path, m.start())
    for m in re.finditer(r"(?<![\w:])((?:crate|super|self)(?:::\w+)+)", code):
        add(m.group(1), m.start())
    # A child module named by its bare name (`fide::VARIANT` in rules/mod.rs).
    kids = children_of(module, modules)
    for m in re.finditer(r"(?<![\w:])(\w+)::\w+", code):
        if m.group(1) in kids and here_at(m.start()) == module:
            add(m.group(0), m.start())
    return found


def cycles(graph):
    """Tarjan's strongly connected components with more than one file."""
    index, low, stack, on, found = {}, {}, [], set(), []
    counter = [0]
    sys.setrecursionlimit(10000)

    def visit(v):
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on.add(v)
        for w in sorted(graph.get(v, ())):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                found.append(sorted(comp))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return found


def name(module):
    return "::".join(module) or "lib"


def write_dot(path, files, graph):
    rank = {f: i for i, f in enumerate(FLOORS)}
    pairs = collections.Counter()
    for a, targets in graph.items():
        for b in targets:
            if a and b and a[0] != b[0]:
                pairs[(a[0], b[0])] += 1
    with open(path, "w", encoding="utf-8") as out:
        out.write("// Generated by `python3 scripts/check-layers.py --dot docs/floors.dot`;\n")
        out.write("// drawn by `dot -Tsvg docs/floors.dot -o docs/floors.svg`. Do not edit.\n")
        out.write("digraph floors {\n  rankdir=TB;\n  nodesep=0.3;\n")
        out.write('  node [shape=box, style=rounded, fontname="DejaVu Sans", fontsize=10];\n')
        out.write('  edge [color="#888888", fontname="DejaVu Sans", fontsize=8];\n')
        for floor in FLOORS:
            members = sorted("::".join(m[1:]) or "mod" for m in files if m and m[0] == floor)
            label = f"{floor}\\n" + "\\n".join(
                ", ".join(members[i : i + 4]) for i in range(0, len(members), 4)
            )
            out.write(f'  "{floor}" [label="{label}"];\n')
        for (a, b), n in sorted(pairs.items(), key=lambda kv: (rank[kv[0][0]], rank[kv[0][1]])):
            out.write(f'  "{a}" -> "{b}" [label="{n}"];\n')
        out.write("}\n")


def room(module):
    """The room of src/arbiter/ that a module of the arbiter floor stands in (the
    first name under `arbiter`); None for arbiter/mod.rs itself."""
    return module[1] if len(module) > 1 else None


def check_rooms(graph):
    """Prints every import from a room of the arbiter floor to a room above it
    (ARBITER_ROOMS), or to a room the list lacks; returns how many."""
    rank = {r: i for i, r in enumerate(ARBITER_ROOMS)}
    problems = 0
    for a in sorted(graph):
        if not a or a[0] != "arbiter" or room(a) is None:
            continue
        for b in sorted(graph[a]):
            if not b or b[0] != "arbiter" or room(b) == room(a):
                continue
            ra, rb = room(a), room(b)
            if rb is None:
                problems += 1
                print(f"upward import, arbiter room {ra} -> arbiter/mod.rs: {name(a)} -> {name(b)}")
            elif ra not in rank or rb not in rank:
                missing = ra if ra not in rank else rb
                problems += 1
                print(f"{name(a)} -> {name(b)}: room {missing} missing from ARBITER_ROOMS in scripts/check-layers.py")
            elif rank[rb] > rank[ra]:
                problems += 1
                print(f"upward import, arbiter room {ra} -> {rb}: {name(a)} -> {name(b)}")
    return problems


def check_rooms_drawn():
    """Prints where the rooms of src/arbiter/ (its files and folders), ARBITER_ROOMS
    and the list that docs/ARCHITECTURE.md draws (the fenced block that begins with
    `arbiter/mod.rs`, a room a line, top first) disagree; returns how many."""
    problems = 0
    here = sorted(
        n[:-3] if n.endswith(".rs") else n
        for n in os.listdir(os.path.join(SRC, "arbiter"))
        if n != "mod.rs" and (n.endswith(".rs") or os.path.isdir(os.path.join(SRC, "arbiter", n)))
    )
    if here != sorted(ARBITER_ROOMS):
        problems += 1
        print(f"the rooms of src/arbiter/ {here} are not those of ARBITER_ROOMS {sorted(ARBITER_ROOMS)}")
    with open(os.path.join(ROOT, "docs", "ARCHITECTURE.md"), encoding="utf-8") as f:
        doc = f.read()
    block = re.search(r"```\n(arbiter/mod\.rs .*?)```", doc, re.S)
    drawn = [] if not block else [
        line.split()[0].rstrip("/") for line in block.group(1).splitlines() if line[:1].strip()
    ][1:]
    if drawn != ARBITER_ROOMS[::-1]:
        problems += 1
        print(
            f"docs/ARCHITECTURE.md draws the arbiter's rooms as {drawn}, top first;"
            f" ARBITER_ROOMS gives {ARBITER_ROOMS[::-1]}"
        )
    return problems


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dot", help="write the floor graph (DOT) to this file")
    parser.add_argument("--edges", action="store_true", help="print every file import")
    args = parser.parse_args()

    files = crate_files()
    modules = set(files)
    graph = {m: references(m, text, modules) for m, text in files.items()}
    # lib.rs only declares the floors.
    graph[()] = set()
    binary = crate_files(binary=True)
    binary_graph = {m: references(m, text, set(binary)) for m, text in binary.items()}
    if args.edges:
        for a in sorted(graph):
            print(f"{name(a)} -> {', '.join(name(b) for b in sorted(graph[a]))}")

    problems = 0
    for comp in cycles(graph):
        problems += 1
        print("import circle between files: " + ", ".join(name(m) for m in comp))
        for a in comp:
            for b in sorted(graph[a] & set(comp)):
                print(f"  {name(a)} -> {name(b)}")
    for comp in cycles(binary_graph):
        problems += 1
        print("import circle between files of the binary: " + ", ".join(
            "main" if not m else name(m) for m in comp))
    rank = {f: i for i, f in enumerate(FLOORS)}
    for a in sorted(graph):
        for b in sorted(graph[a]):
            if not a or not b:
                continue
            if a[0] not in rank or b[0] not in rank:
                problems += 1
                print(f"{name(a)} -> {name(b)}: floor missing from FLOORS in scripts/check-layers.py")
            elif rank[b[0]] > rank[a[0]]:
                problems += 1
                print(f"upward import, floor {a[0]} -> {b[0]}: {name(a)} -> {name(b)}")

    problems += check_rooms(graph)
    problems += check_rooms_drawn()

    if args.dot:
        write_dot(args.dot, files, graph)
    if problems:
        print(f"{problems} layering problem(s) in {len(files)} files")
        return 1
    print(
        f"layers: {len(files)} files in {len(FLOORS)} floors, no import circle, no upward import;"
        f" arbiter: {len(ARBITER_ROOMS)} rooms, no upward import, drawn in docs/ARCHITECTURE.md;"
        f" the binary: {len(binary)} files, no import circle"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
