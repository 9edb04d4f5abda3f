#!/usr/bin/env bash
# The public surface of the core `Tactile`: how many public symbols it exports, per folder of
# Sources/Tactile (docs/architecture.md "Public surface").
#
# How it counts: builds the Tactile target, extracts its symbol graph at access level public
# (`swift symbolgraph-extract -minimum-access-level public`) and counts the symbols of
# Tactile.symbols.json that Tactile's own sources declare: every public or open type, case,
# initializer, property, method, subscript and operator, members of a protocol included;
# not the members the compiler synthesizes (identifiers with `::SYNTHESIZED::`: protocol
# default implementations and the like) and not extensions themselves. Declarations without a
# source location (a raw-value enum's implicit `init(rawValue:)`) count under "(implicit)".
# On main before issue 26 this counted 2,014 (the review's 2,003 predates three commits).
#
# --check: fails when the count exceeds the figure of the newest line
# `Public symbols of Tactile: N` in CHANGELOG.md, so the surface cannot grow without a
# changelog line that says so.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
check=false
[ "${1:-}" = "--check" ] && check=true
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
swift build -j 1 --target Tactile > "$out/build.log" 2>&1 || { tail -30 "$out/build.log" >&2; exit 1; }
bin="$(swift build --show-bin-path)"
modules="$bin/Modules"
[ -d "$modules" ] || modules="$bin"
swift symbolgraph-extract -module-name Tactile -I "$modules" -target "$(uname -m)-unknown-linux-gnu" \
  -output-dir "$out" -minimum-access-level public
count="$(python3 - "$out/Tactile.symbols.json" "$out/folders.txt" <<'PY'
import collections, json, sys
symbols = json.load(open(sys.argv[1]))["symbols"]
own = [s for s in symbols if "::SYNTHESIZED::" not in s["identifier"]["precise"]]
def folder(s):
    uri = s.get("location", {}).get("uri", "")
    return uri.split("Sources/Tactile/", 1)[1].split("/", 1)[0] if "Sources/Tactile/" in uri else "(implicit)"
per = collections.Counter(folder(s) for s in own)
with open(sys.argv[2], "w") as table:
    for name, n in sorted(per.items(), key=lambda item: (-item[1], item[0])):
        print(f"  {name:<16} {n:>5}", file=table)
print(len(own))
PY
)"
echo "public-surface: Public symbols of Tactile: $count, per folder of Sources/Tactile:"
cat "$out/folders.txt"
if $check; then
  recorded="$(sed -nE 's/.*Public symbols of Tactile: ([0-9,]+).*/\1/p' CHANGELOG.md | head -n 1 | tr -d ,)"
  if [ -z "$recorded" ]; then
    echo "public-surface: CHANGELOG.md has no line 'Public symbols of Tactile: N'" >&2
    exit 1
  fi
  if [ "$count" -gt "$recorded" ]; then
    echo "public-surface: $count public symbols, more than the $recorded CHANGELOG.md records;" \
      "make the new API package (or internal), or add a CHANGELOG line 'Public symbols of Tactile: $count'" >&2
    exit 1
  fi
  echo "public-surface: $count ≤ $recorded (CHANGELOG.md)"
fi
