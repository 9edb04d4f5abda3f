#!/usr/bin/env python3
"""Writes docs/rules.md from the seed specifications and the tests.

usage: python3 scripts/rules-generate.py SPEC_DIR SEED003_FILE

SPEC_DIR holds seed-000.md, seed-001.md, seed-002.md and seed-004.md, the
seed specifications; SEED003_FILE is the seed-003 API reference. The specs
are not part of the repository (docs/rules.md quotes every rule they hold),
so this is run by hand when a spec or the tests change; scripts/rules-check.sh
needs only docs/rules.md. A behaviour sentence already in docs/rules.md is
kept (edit sentences there); the test column is recomputed from the tests'
names and doc comments (scripts/rules.py tests).
"""
import os
import re
import subprocess
import sys

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), ".."))
RULES = os.path.join(ROOT, "docs", "rules.md")
sys.path.insert(0, os.path.dirname(__file__))
import importlib.util
spec_ = importlib.util.spec_from_file_location("rules", os.path.join(os.path.dirname(__file__), "rules.py"))
rules = importlib.util.module_from_spec(spec_)
spec_.loader.exec_module(rules)

TITLES = {
    "000": "Event recognition (US 9,483,121): recognizer states, delivery, applications",
    "001": "Gesture APIs (WO 2008/085848): gestures, scaling, rotation, scrolling, animation, layers",
    "002": "Touch event model: touches, phases, events, view flags",
    "003": "UIGestureRecognizer-style API reference (members by name)",
    "004": "Accessibility: virtual containers and enlarged boundaries (US 8,386,965)",
}
ID_START = re.compile(r"^(?:\|\s*|[-*]\s+(?:\*\*)?|###\s+|\*\*)(WX-\d+b?|R-[A-Z]\d+|Rt\d+|[A-Z]\d+)\b[.:]?")
SECTION = re.compile(r"^(#{2,4})\s+(\d+(?:\.\d+)*)\.?\s+(.*)")


def clean(text):
    text = re.sub(r"`\[[^\]]*\]`", "", text)
    text = re.sub(r"\[(?:T|D|I|R|X|INTERP|EXT|BEYOND|L\d|\d{4,5})[^\]]*\]", "", text)
    text = re.sub(r"\((?:L\d+[^)]*|\[\d+\][^)]*|A:\d+[^)]*)\)", "", text)
    text = text.replace("**", "").replace("|", "/")
    text = re.sub(r"\(\s*[,;]?\s*\)", "", text)
    text = re.sub(r"\(\s*[,;]\s*", "(", text)
    text = re.sub(r"\s+([,.;:])", r"\1", text)
    text = re.sub(r"\s+", " ", text).strip(" .;:—-+")
    return text


def sentence(text, limit=240):
    text = clean(text)
    m = re.search(r"(?<=[a-z0-9)`\"”])\. (?=[A-Z`(\"“])", text[30:])
    if m:
        text = text[: 30 + m.start()]
    if len(text) > limit:
        cut = text[:limit].rsplit(" ", 1)[0]
        text = cut.rstrip(",;:") + " …"
    return text.rstrip(".") + ("." if not text.endswith("…") else "")


def extract(path, spec):
    fams = rules.FAMILIES[spec]
    entries, section = {}, None
    lines = open(path, encoding="utf-8").read().split("\n")
    for i, line in enumerate(lines):
        m = SECTION.match(line)
        if m:
            section = m.group(2)
            key = "§" + section
            entries.setdefault(key, ("§", "Section: " + clean(m.group(3)) + ".", section))
            continue
        m = ID_START.match(line)
        if not m:
            continue
        ident = m.group(1)
        if rules.family(ident) not in fams:
            continue
        if ident in entries and not (line.startswith("###") and entries[ident][2] != section):
            continue  # the first definition wins, except that a scenario heading beats an earlier table row
        if spec in ("000", "004") and ident.startswith("L"):
            continue
        rest = line[m.end():]
        if line.startswith("|"):
            cells = [c.strip() for c in rest.strip().strip("|").split("|")]
            cells = [c for c in cells if c and not re.fullmatch(r"`?\[[^\]]*\]`?( \+ `?\[[^\]]*\]`?)?", c)]
            if spec == "000" and ident[0] in "RS" and len(cells) >= 3 and section in ("3.1", "3.3"):
                text = f"From {cells[0]}, when {cells[1]}: {cells[2]}"
            else:
                text = " — ".join(cells[:3])
        elif line.startswith("###"):
            text = rest
        elif line.startswith("**"):
            m2 = re.match(r"\s*\(([^;)]*)[^)]*\)\.?\*\*\s*(.*)", rest)
            text = (m2.group(1) + ": " + m2.group(2)) if m2 else rest
        else:
            text = rest
            if not clean(text) and i + 1 < len(lines):
                text = lines[i + 1]
        entries[ident] = (rules.family(ident), sentence(text), section)
    return entries


def seed003(path):
    """Members: the properties, the functions (by their signature lines) and the state constants."""
    lines = [l.strip() for l in open(path, encoding="utf-8").read().split("\n")]
    entries, part = {}, None
    for i, l in enumerate(lines):
        if l in ("Properties", "Instance Functions", "Constants", "License"):
            part = l
            continue
        desc = next((x for x in lines[i + 1:i + 4] if x), "")
        if part == "Properties" and re.fullmatch(r"[a-z][A-Za-z]+", l) and desc[:1].isupper():
            entries[l] = ("member", sentence(desc), None)
        elif part == "Instance Functions" and re.fullmatch(r"[a-z][A-Za-z]+", l) and re.match(re.escape(l) + r"\(", lines[i + 4] if i + 4 < len(lines) else ""):
            entries[l] = ("member", sentence(desc), None)
        elif part == "Constants" and re.fullmatch(r"[A-Z]+", l):
            entries[l] = ("member", sentence(desc), None)
    return entries


def order_key(ident):
    fam = rules.family(ident) or ident
    nums = [int(n) for n in re.findall(r"\d+", ident)] or [0]
    return (fam != "§", fam, nums, ident)


def main():
    spec_dir, seed003_file = sys.argv[1], sys.argv[2]
    specs = {s: extract(os.path.join(spec_dir, f"seed-{s}.md"), s) for s in ("000", "001", "002", "004")}
    specs["003"] = seed003(seed003_file)
    kept = {}
    if os.path.exists(RULES):
        spec = None
        for line in open(RULES, encoding="utf-8"):
            m = re.match(r"##\s+seed-(00[0-4])\b", line)
            if m:
                spec = m.group(1)
            m = re.match(r"\|\s*`?([^|`]+?)`?\s*\|\s*(.*?)\s*\|", line)
            if spec and m:
                kept[(spec, m.group(1))] = m.group(2)
    tests = {}
    out = subprocess.run([sys.executable, os.path.join(ROOT, "scripts", "rules.py"), "tests"],
                         capture_output=True, text=True, check=True).stdout
    for row in out.splitlines():
        cite, name = row.split("\t")
        spec, ident = cite[5:8], cite[9:]
        tests.setdefault((spec, ident), []).append(name)
    intro = ""
    if os.path.exists(RULES):
        text = open(RULES, encoding="utf-8").read()
        intro = text.split("\n## seed-")[0]
    body = []
    counts = {}
    for s in ("000", "001", "002", "003", "004"):
        body.append(f"\n## seed-{s} — {TITLES[s]}\n")
        body.append("| id | behaviour | tests |\n|---|---|---|")
        for ident in sorted(specs[s], key=order_key):
            fam, text, _ = specs[s][ident]
            text = kept.get((s, ident), text)
            names = sorted(set(tests.get((s, ident), [])))
            if ident.startswith("§"):
                names += sorted({n for (sp, i), ns in tests.items() if sp == s and i.startswith(ident + ".") for n in ns})
                names = sorted(set(names))
            shown = ", ".join(f"`{n}`" for n in names[:6]) + (f" and {len(names) - 6} more" if len(names) > 6 else "")
            cell = f"`{ident}`" if s == "003" else ident
            body.append(f"| {cell} | {text} | {shown or '—'} |")
            counts[s] = counts.get(s, 0) + 1
    return intro, body, counts


if __name__ == "__main__":
    intro, body, counts = main()
    with open(RULES, "w", encoding="utf-8") as f:
        f.write(intro.rstrip("\n") + "\n" + "\n".join(body) + "\n")
    print(" ".join(f"seed-{s}: {n}" for s, n in counts.items()))
