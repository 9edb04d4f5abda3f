#!/usr/bin/env python3
"""Writes Sources/TactileCommands/Demo/EmbeddedExamples.swift from Examples/.

usage: python3 scripts/embed-examples.py [--check]

The scene and trace files of Examples/ are compiled into the tool so that
`tactile demo` works from any directory. Run this after changing a file in
Examples/ (the traces themselves are written from their scripts by
`TACTILE_REGENERATE_EXAMPLES=1 swift test --filter bundledTraces`). With
--check, writes nothing and exits 1 if the file is stale. The test
`embeddedExamplesEqualTheFiles` fails on a stale copy too.
"""
import os
import sys
import tempfile

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), ".."))
EXAMPLES = os.path.join(ROOT, "Examples")
OUT = os.path.join(ROOT, "Sources", "TactileCommands", "Demo", "EmbeddedExamples.swift")


def generate():
    names = sorted(n for n in os.listdir(EXAMPLES) if n.endswith(".scene.json") or n.endswith(".trace.jsonl"))
    out = [
        "// Generated from Examples/ by scripts/embed-examples.py. Do not edit.\n",
        "\n",
        "/// The files of `Examples/`, compiled in so `tactile demo` works from any directory.\n",
        "package enum EmbeddedExamples {\n",
        "    /// File name and text, in name order.\n",
        "    package static let files: [(name: String, text: String)] = [\n",
    ]
    for name in names:
        with open(os.path.join(EXAMPLES, name), encoding="utf-8", newline="") as f:
            text = f.read()
        if '"""##' in text:
            sys.exit(f"{name}:1:1: error: contains the raw string delimiter \"\"\"##")
        out.append(f'        ("{name}", ##"""\n{text}\n"""##),\n')
    out.append("    ]\n}\n")
    return "".join(out)


def main():
    check = sys.argv[1:] == ["--check"]
    if sys.argv[1:] not in ([], ["--check"]):
        sys.exit(__doc__)
    text = generate()
    with open(OUT, encoding="utf-8", newline="") as f:
        current = f.read()
    if check:
        if current != text:
            print(f"{os.path.relpath(OUT, ROOT)} is stale: run python3 scripts/embed-examples.py", file=sys.stderr)
            sys.exit(1)
        return
    if current == text:
        return
    # Written whole or not at all.
    fd, tmp = tempfile.mkstemp(dir=os.path.dirname(OUT), prefix=".EmbeddedExamples.")
    with os.fdopen(fd, "w", encoding="utf-8", newline="") as f:
        f.write(text)
    os.replace(tmp, OUT)


if __name__ == "__main__":
    main()
