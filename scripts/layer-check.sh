#!/usr/bin/env bash
# Fails when a lower layer of the core names a type declared in a higher one.
#
# Layers of Sources/Tactile, bottom to top (docs/architecture.md):
#   0 Geometry, Collections   1 Time, Accessibility   2 Model   3 Engine   4 Animation
#   5 Recognizers   6 Gestures   7 Scrolling, Applications   8 ScreenReader
# A file may name types of its own folder and of lower layers; folders that
# share a layer do not name each other. Comments are not
# code: `//` lines and trailing `//` comments are stripped before matching, and
# string literals are blanked. Only top-level declarations count as a folder's
# types (nested ones are reached through their outer type's name).
#
#   bash scripts/layer-check.sh            # exit 0 clean, 1 with one line per reach-up
set -euo pipefail
cd "$(dirname "$0")/.."
core=Sources/Tactile
layers=("Geometry:0" "Collections:0" "Time:1" "Accessibility:1" "Model:2" "Engine:3" "Animation:4" "Recognizers:5" "Gestures:6" "Scrolling:7" "Applications:7" "ScreenReader:8")

level_of() { # folder -> layer number, or empty
  local entry
  for entry in "${layers[@]}"; do [ "${entry%%:*}" = "$1" ] && { echo "${entry##*:}"; return; }; done
}

# Every folder directly under the core must be a known layer.
status=0
for d in "$core"/*/; do
  name="$(basename "$d")"
  [[ "$name" == *.docc ]] && continue  # a DocC catalog, not a layer
  [ -n "$(level_of "$name")" ] || { echo "layer-check: $core/$name is not a known layer (add it to scripts/layer-check.sh and docs/architecture.md)"; status=1; }
done
if compgen -G "$core/*.swift" >/dev/null; then
  echo "layer-check: Swift files directly in $core (put them in a layer folder)"; status=1
fi

strip() { # source without comments and string contents
  sed -E -e 's://.*$::' -e 's/"([^"\\]|\\.)*"/""/g' "$1"
}

declare -A owner level
for entry in "${layers[@]}"; do
  folder="${entry%%:*}"
  [ -d "$core/$folder" ] || continue
  while IFS= read -r type; do
    owner[$type]="$folder"; level[$type]="${entry##*:}"
  done < <(find "$core/$folder" -name '*.swift' -print0 | xargs -0 cat |
           sed -nE 's/^((public|internal|private|fileprivate|open|package|final|indirect) )*(class|struct|enum|protocol|actor|typealias) ([A-Za-z_][A-Za-z0-9_]*).*/\4/p' | sort -u)
done

for entry in "${layers[@]}"; do
  folder="${entry%%:*}"; mine="${entry##*:}"
  [ -d "$core/$folder" ] || continue
  higher=()
  for type in "${!owner[@]}"; do
    if [ "${level[$type]}" -gt "$mine" ] || { [ "${level[$type]}" -eq "$mine" ] && [ "${owner[$type]}" != "$folder" ]; }; then
      higher+=("$type")
    fi
  done
  [ ${#higher[@]} -gt 0 ] || continue
  pattern="\\b($(IFS='|'; echo "${higher[*]}"))\\b"
  while IFS= read -r -d '' file; do
    while IFS=: read -r line text; do
      for type in $(echo "$text" | grep -oE "$pattern" | sort -u); do
        echo "$file:$line: $folder (layer $mine) names $type of ${owner[$type]} (layer ${level[$type]})"
        status=1
      done
    done < <(strip "$file" | grep -nE "$pattern" || true)
  done < <(find "$core/$folder" -name '*.swift' -print0)
done
[ $status -eq 0 ] && echo "layer-check: ok (${#owner[@]} types in ${#layers[@]} folders)"
exit $status
