#!/usr/bin/env python3
"""Rule-id citations: finds every rule id the repository cites and checks
that docs/rules.md defines it (docs/rules.md, "How ids are cited").

usage: python3 scripts/rules.py check         # exit 1 when a cited id is missing or ambiguous
       python3 scripts/rules.py list          # every citation: spec, id, file:line
       python3 scripts/rules.py tests         # every test with the ids it cites (tab-separated)

An id is keyed by its spec: `seed-002 X12` and `seed-000 S12` are different
rules. A citation names its spec on the same line (`seed-002 R19`,
`seed-000 §6.2 A10`, `seed001_E15_…` in a test name); a bare id takes the
spec named in the previous lines of the same comment or paragraph, else the
only spec that has ids of that letter, else the only spec the file names.
"""
import os
import re
import sys

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), ".."))
RULES = os.path.join(ROOT, "docs", "rules.md")

# The id families (letters) of each spec; a token of another family is not a citation of that spec.
FAMILIES = {
    "000": {"R", "S", "A", "B"},
    "001": {"A", "C", "E", "G", "L", "R", "Rt", "S", "Y"},
    "002": {"R", "X"},
    "004": {"A", "D", "G", "U", "WX", "R-A", "R-B", "R-C", "R-E", "R-F", "R-H", "R-K",
            "R-M", "R-N", "R-O", "R-S", "R-T", "R-X"},
}
CONTEXT_LINES = 4

PREFIX = re.compile(r"(?<![A-Za-z])[Ss]eed[-_ ]?(00[0-4])(?!\d)")
TOKEN = re.compile(r"(?<![\w§.\-/])(WX-\d+b?|R-[A-Z]\d+[a-z]?|Rt\d+|[A-Z]\d+[a-z]?|§\d+(?:\.\d+)*)"
                   r"(?:\s*[–-]\s*(WX-\d+|R-[A-Z]\d+|Rt\d+|[A-Z]\d+|§\d+))?(?![\w\-])")
TEST_ID = re.compile(r"^(?:WX\d+b?|R[A-Z]\d+[a-z]?|Rt\d+|[A-Z]\d+[a-z]?)+$")
TEST_ID_PART = re.compile(r"WX\d+b?|R[A-Z]\d+[a-z]?|Rt\d+|[A-Z]\d+[a-z]?")
SEED003_RUN = re.compile(r"(?<![A-Za-z])[Ss]eed[-_ ]?003 ((?:`[^`]+`(?:\s*(?:,|/|and)\s*(?=`))?)+)")
SEED003_MEMBER = re.compile(r"`([A-Za-z_][A-Za-z0-9_]*)(?:\([^`]*\))?`")


def family(ident):
    if ident.startswith("§"):
        return "§"
    if ident.startswith("WX-"):
        return "WX"
    m = re.match(r"(R-[A-Z]|Rt|[A-Z])\d", ident)
    return m.group(1) if m else None


def expand(first, last):
    """`S14–S30` → S14 … S30 (same family, increasing); else the two ends."""
    if not last:
        return [first]
    fa, fb = family(first), family(last)
    na, nb = re.search(r"(\d+)(?:[a-z])?$", first), re.search(r"(\d+)$", last)
    if first.startswith("§") or fa != fb or not na or not nb:
        return [first, last]
    a, b = int(na.group(1)), int(nb.group(1))
    if b <= a or b - a > 60:
        return [first, last]
    stem = first[: na.start(1)]
    width = len(na.group(1)) if first.startswith("WX-") else 0
    return [f"{stem}{str(n).zfill(width)}" for n in range(a, b + 1)]


def test_name_ids(name):
    """`seed004_WX05_RN3_title` → ("004", ["WX-05", "R-N3"])."""
    m = re.match(r"seed(00[0-4])_(.*)", name)
    if not m:
        return None, []
    spec, ids = m.group(1), []
    parts = m.group(2).split("_")
    for k, part in enumerate(parts):
        if not TEST_ID.match(part):
            break
        if part[0] == "S" and k + 1 < len(parts) and parts[k + 1].isdigit():
            ids.append("§" + part[1:] + "." + parts[k + 1])  # seed000_S7_2_… is section §7.2
            break
        for one in TEST_ID_PART.findall(part):  # S2S4 is S2 and S4
            if one.startswith("WX"):
                one = "WX-" + one[2:]
            elif spec == "004" and re.match(r"R[A-Z]\d", one):
                one = "R-" + one[1:]
            ids.append(one)
    return spec, ids


def files():
    for base in ("Sources", "Tests", "docs"):
        for dirpath, dirnames, names in os.walk(os.path.join(ROOT, base)):
            dirnames[:] = [d for d in dirnames if d not in ("Fixtures", "Golden")]
            for n in sorted(names):
                if n.endswith((".swift", ".md")):
                    yield os.path.join(dirpath, n)
    yield os.path.join(ROOT, "README.md")


def scanned_text(path, line):
    """The part of a line that can cite rules: Swift comments and test names; all of a Markdown line."""
    if path.endswith(".md"):
        return line
    parts = []
    i = line.find("//")
    if i >= 0:
        parts.append(line[i + 2:])
    parts += re.findall(r"\bfunc (seed00[0-4]_\w+)", line)
    return " ".join(parts)


def citations(path, known=None):
    """(spec or None, id, line number, problem or None) for every citation in `path`."""
    rel = os.path.relpath(path, ROOT)
    if rel == "docs/rules.md":
        return
    with open(path, encoding="utf-8") as f:
        lines = f.read().split("\n")
    file_specs = {m.group(1) for l in lines for m in PREFIX.finditer(scanned_text(path, l))}
    recent = []  # (line number, spec) of the last prefixes seen
    for number, raw in enumerate(lines, 1):
        text = scanned_text(path, raw)
        if not text.strip():
            if path.endswith(".md"):
                recent = []  # a paragraph ends
            continue
        for name in re.findall(r"\b(seed00[0-4]_\w+)", text):
            spec, ids = test_name_ids(name)
            for i in ids:
                yield spec, i, number, None
        text = re.sub(r"\bseed00[0-4]_\w+", " ", text)
        # Section signs after a Markdown file name are that file's sections.
        text = re.sub(r"\.md\)?\s*,?\s*(§\d+(\.\d+)*\s*(,|and|–|-)?\s*)+", ".md ", text)
        prefixes = [(m.start(), m.group(1)) for m in PREFIX.finditer(text)]
        for run in SEED003_RUN.finditer(text):
            for m in SEED003_MEMBER.finditer(run.group(1)):
                yield "003", m.group(1), number, None
        for m in TOKEN.finditer(text):
            ids = expand(m.group(1), m.group(2))
            fam = family(ids[0])
            before = [s for p, s in prefixes if p < m.start()]
            after = [s for p, s in prefixes if m.end() <= p <= m.end() + 40]
            spec = before[-1] if before else (after[0] if after else None)
            if spec == "003":
                continue
            if spec is None and fam == "§":
                continue  # a section sign without its spec on the line is a document's own section
            if spec is None:
                near = [s for n, s in recent if number - n <= CONTEXT_LINES and s != "003"]
                if near:
                    spec = near[-1]
            if spec is None and known:
                definers = [s for s in FAMILIES if all(lookup(known, s, i) for i in ids)]
                if len(definers) == 1:
                    spec = definers[0]
            if spec is None:
                owners = [s for s, fams in FAMILIES.items() if fam in fams]
                named = [s for s in owners if s in file_specs]
                if len(owners) == 1:
                    spec = owners[0]
                elif len(named) == 1:
                    spec = named[0]
                elif owners:
                    for i in ids:
                        yield None, i, number, "ambiguous: name the spec (seed-000, seed-001, seed-002 or seed-004)"
                    continue
                else:
                    continue
            if fam != "§" and fam not in FAMILIES[spec]:
                continue  # not an id of that spec (a view named E1 in an example, …)
            if fam == "L" and known is not None and not all(lookup(known, spec, i) for i in ids):
                continue  # L followed by a number is a line of the seed text unless the spec defines it
            for i in ids:
                yield spec, i, number, None
        for _, s in prefixes:
            recent.append((number, s))


def defined_ids():
    """{spec: set of ids} from docs/rules.md: the first cell of each table row under `## seed-NNN`."""
    ids, spec = {}, None
    with open(RULES, encoding="utf-8") as f:
        for line in f:
            m = re.match(r"##\s+seed-(00[0-4])\b", line)
            if m:
                spec = m.group(1)
                ids.setdefault(spec, set())
                continue
            if line.startswith("## "):
                spec = None
            m = re.match(r"\|\s*`?([^|`]+?)`?\s*\|", line)
            if spec and m and not set(m.group(1)) <= set("-: "):
                ids[spec].add(m.group(1).strip())
    return ids


def tests_in(path):
    """(test name, [citations]) for each `@Test` function in `path`: the ids in its
    name, in the comments directly above it and in the comments of its body."""
    with open(path, encoding="utf-8") as f:
        lines = f.read().split("\n")
    per_line = {}
    for spec, ident, number, problem in citations(path, defined_ids()):
        if spec and not problem:
            per_line.setdefault(number, []).append(f"seed-{spec} {ident}")
    # A comment block directly above a type declaration cites for every test inside the type.
    suite = {}  # line index -> citations of the enclosing types
    for t, line in enumerate(lines):
        if re.match(r"\s*(@Suite.*)?\s*((final |private |fileprivate )*(struct|class|enum|extension))\b", line) and "{" in line:
            first = t
            while first > 0 and lines[first - 1].strip().startswith(("//", "@")) and "{" not in lines[first - 1]:
                first -= 1
            cites = [c for n in range(first + 1, t + 2) for c in per_line.get(n, [])]
            depth, j = 0, t
            while j < len(lines):
                depth += lines[j].count("{") - lines[j].count("}")
                if depth <= 0 and j > t:
                    break
                j += 1
            for k in range(t + 1, j + 1):
                suite.setdefault(k, []).extend(cites)
    result, i = [], 0
    while i < len(lines):
        m = re.search(r"\bfunc (\w+)\s*\(", lines[i])
        attrs = "".join(lines[max(0, i - 3):i + 1])
        if not m or "@Test" not in attrs:
            i += 1
            continue
        first = i
        while first > 0 and lines[first - 1].strip().startswith(("//", "@")) and "{" not in lines[first - 1]:
            first -= 1
        depth, j, opened = 0, i, False
        while j < len(lines):
            depth += lines[j].count("{") - lines[j].count("}")
            opened = opened or "{" in lines[j]
            if opened and depth <= 0:
                break
            j += 1
        own = [c for n in range(first + 1, j + 2) for c in per_line.get(n, [])]
        own_specs = {c[:8] for c in own}
        cites = own + [c for c in suite.get(i, []) if c[:8] not in own_specs]  # the suite's, for specs the test does not cite
        result.append((m.group(1), list(dict.fromkeys(cites))))
        i = j + 1
    return result


def lookup(ids, spec, ident):
    known = ids.get(spec, set())
    if ident in known:
        return True
    if ident.startswith("§"):
        parts = ident[1:].split(".")
        return any("§" + ".".join(parts[:k]) in known for k in range(len(parts), 0, -1))
    return re.sub(r"[a-z]$", "", ident) in known  # R-E6a is part of R-E6


def main():
    mode = sys.argv[1] if len(sys.argv) > 1 else "check"
    if mode == "tests":
        for path in files():
            if not path.startswith(os.path.join(ROOT, "Tests")) or not path.endswith(".swift"):
                continue
            for name, cites in tests_in(path):
                for c in cites:
                    print(f"{c}\t{name}")
        return 0
    ids = defined_ids() if os.path.exists(RULES) else {}
    failures = 0
    for path in files():
        rel = os.path.relpath(path, ROOT)
        for spec, ident, number, problem in citations(path, ids):
            if mode == "list":
                print(f"{spec or '?'}\t{ident}\t{rel}:{number}")
                continue
            if problem:
                print(f"{rel}:{number}: {ident}: {problem}")
                failures += 1
            elif not lookup(ids, spec, ident):
                print(f"{rel}:{number}: seed-{spec} {ident} is not in docs/rules.md")
                failures += 1
    if mode == "check":
        if failures:
            print(f"rules-check: {failures} citation(s) do not resolve (see docs/rules.md, \"How ids are cited\")")
            return 1
        print("rules-check: every cited rule id is in docs/rules.md")
    return 0


if __name__ == "__main__":
    sys.exit(main())
